import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, signInAs } from './helpers';

/**
 * Issue 16: the profile, account, community and support screens speak the chosen language from the first byte, and
 * write dates and times the way that language does.
 */

const FLEUR = { email: 'language-fleur@example.com', password: 'language fleur pass' };
const DIETER = { email: 'language-dieter@example.com', password: 'language dieter pass' };

/** Chooses the language the way the footer does: the `lang` cookie. */
async function chooseLanguage(page: Page, lang: 'fr' | 'de') {
  await page.context().addCookies([{ name: 'lang', value: lang, url: BASE_URL, sameSite: 'Lax' }]);
}

const FRENCH_MONTHS = /janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre/;
const FRENCH_SHORT_MONTHS = /janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\./;

test.describe('in French', () => {
  // The islands hydrate with the text the server rendered: React would say so if the two differed.
  let hydrationErrors: string[] = [];
  test.beforeEach(async ({ page }) => {
    hydrationErrors = [];
    // Production React names a mismatch by its error number (418, 423, 425).
    const mismatch = /hydrat|React error #(418|423|425)/i;
    page.on('console', (m) => {
      if (m.type() === 'error' && mismatch.test(m.text())) hydrationErrors.push(m.text());
    });
    page.on('pageerror', (e) => {
      if (mismatch.test(e.message)) hydrationErrors.push(e.message);
    });
    await signInAs(page, FLEUR.email, FLEUR.password);
    await chooseLanguage(page, 'fr');
  });
  test.afterEach(() => expect(hydrationErrors).toEqual([]));

  test('My Profile shows its heading, rows and buttons in French', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Modifier le profil' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Paramètres du compte' })).toBeVisible();
    await expect(page.getByText('Antécédents médicaux')).toBeVisible();

    await page.getByRole('button', { name: 'Modifier le profil' }).click();
    // A French member who has not chosen their units reads kilograms (issue 26: tests/e2e/units.spec.ts).
    await expect(page.getByLabel('Poids (kg)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Annuler' })).toBeVisible();
  });

  test('Account Settings shows its cards in French, and the date the member joined the French way', async ({
    page,
  }) => {
    await page.goto('/account-settings');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Paramètres du compte' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Informations du compte' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Confidentialité et données' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Supprimer le compte' })).toBeVisible();
    const since = page.locator('dt', { hasText: 'Membre depuis' }).locator('xpath=following-sibling::dd[1]');
    await expect(since).toHaveText(FRENCH_MONTHS);
  });

  test('the community feed is French, and a post tells its time the French way', async ({ page }) => {
    await page.goto('/community');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Communauté' })).toBeVisible();
    const text = `Bonjour à tous ${Date.now()}`;
    await page.getByPlaceholder('Partagez des nouvelles…').fill(text);
    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    const post = page.getByTestId('post').filter({ hasText: text });
    await expect(post).toBeVisible();
    await expect(post.getByRole('button', { name: 'Commenter' })).toBeVisible();
    await expect(post.getByPlaceholder('Écrivez un commentaire…')).toBeVisible();
    // "23 nov. 2026, 14:05": a French month and a 24-hour time, no AM or PM.
    const time = post.locator('time').first();
    await expect(time).toHaveText(FRENCH_SHORT_MONTHS);
    await expect(time).toHaveText(/\b\d{2}:\d{2}\b/);
    await expect(time).not.toHaveText(/AM|PM/);
  });
});

test('in German, the support form’s labels are German', async ({ page }) => {
  await signInAs(page, DIETER.email, DIETER.password);
  await chooseLanguage(page, 'de');
  await page.goto('/support');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Kontakt' })).toBeVisible();
  await expect(page.getByLabel('Vollständiger Name')).toHaveValue('Dieter Deutsch');
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(DIETER.email);
  await expect(page.getByLabel('Betreff')).toBeVisible();
  await expect(page.getByLabel('Priorität')).toHaveValue('medium');
  await expect(page.getByLabel('Priorität').locator('option:checked')).toHaveText('Mittel');
  // Exact: the bell's name, "Benachrichtigungen", holds the word too.
  await expect(page.getByLabel('Nachricht', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nachricht senden' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Häufige Fragen' })).toBeVisible();
});
