import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers';

/** An unpaid member (tests/e2e/users/language.txt). */
const MEMBER = { email: 'language-member@example.com', password: 'language member pass' };

/**
 * Picks a language in the footer's menu (labelled in the page's language) and waits for the page the server renders
 * again in it.
 */
async function chooseLanguage(page: Page, label: string, code: 'en' | 'fr' | 'de'): Promise<void> {
  await page.getByRole('contentinfo').getByLabel(label).selectOption(code);
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

test.describe('choosing a language in the footer', () => {
  test('a visitor on the sign-in page picks Deutsch: the page, its form and its messages are German, also after a reload', async ({
    page,
  }) => {
    await page.goto('/login/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await chooseLanguage(page, 'Language', 'de');

    await expect(page).toHaveTitle('Anmeldung | FitGroup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung');
    const form = page.locator('form[data-account-form]');
    await expect(form.getByLabel('E-Mail')).toBeVisible();
    await expect(form.getByLabel('Passwort', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Angemeldet bleiben')).toBeVisible();
    await expect(form.getByRole('link', { name: 'Passwort vergessen?' })).toBeVisible();
    const submit = form.getByRole('button', { name: 'Anmelden' });
    await expect(submit).toBeEnabled();
    // The footer's menu is labelled in German too.
    await expect(page.getByRole('contentinfo').getByLabel('Sprache')).toHaveValue('de');

    // A refused sign-in: the API's message, in the page's language.
    await form.getByLabel('E-Mail').fill(MEMBER.email);
    await form.getByLabel('Passwort', { exact: true }).fill('not the password');
    await form.getByLabel('Angemeldet bleiben').check();
    await submit.click();
    await expect(page.locator('[data-account-error]')).toHaveText(
      'Kein aktives Konto mit diesen Anmeldedaten gefunden',
    );

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anmeldung');
    await expect(page.locator('form[data-account-form]').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  });

  test('in German the sign-up form checks its own fields in German', async ({ page }) => {
    await page.goto('/register/');
    await chooseLanguage(page, 'Language', 'de');
    const form = page.locator('form[data-account-form]');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registrierung');
    await form.getByLabel('Vollständiger Name').fill('Nina Neu');
    await form.getByLabel('E-Mail').fill('nina-neu@example.com');
    await form.getByLabel('Passwort', { exact: true }).fill('a long enough password');
    await form.getByLabel('Passwort bestätigen').fill('a long enough password');
    // The terms are not accepted: the page's own check answers, without the server.
    await form.getByRole('button', { name: 'Registrieren' }).click();
    await expect(page.locator('[data-account-error]')).toHaveText(
      'Sie müssen die Nutzungsbedingungen akzeptieren, um ein Konto zu erstellen.',
    );
  });

  test('a signed-in member switching to Deutsch sees the sidebar in German; English brings it back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, MEMBER.email, MEMBER.password);
    await page.goto('/membership');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Account Settings' }),
    ).toBeVisible();

    await chooseLanguage(page, 'Language', 'de');
    const sidebar = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(sidebar.getByRole('list').getByRole('link')).toHaveText([
      'Startseite',
      'Community',
      'Profil',
      'Mitgliedschaft',
      'Nachrichten',
      'Hilfe',
      'Kontoeinstellungen',
    ]);
    await expect(page.getByTestId('greeting')).toHaveText('Hallo Lena');
    await expect(page.getByRole('link', { name: 'Abmelden' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mitgliedschaft');
    await expect(page.getByRole('heading', { name: 'Was zahlende Mitglieder erhalten' })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kontoeinstellungen' }),
    ).toBeVisible();

    await chooseLanguage(page, 'Sprache', 'en');
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('list').getByRole('link')).toHaveText([
      'Home',
      'Community',
      'Profile',
      'Membership',
      'Messages',
      'Support',
      'Account Settings',
    ]);
    await expect(page.getByTestId('greeting')).toHaveText('Hi, Lena');
    await expect(page.getByRole('heading', { name: 'What paying members get' })).toBeVisible();
  });
});

test('without a choice, Accept-Language decides: a French browser gets the home page in French', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Accueil | FitGroup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue sur FitGroup');
    await expect(page.getByRole('link', { name: 'Commencer' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByLabel('Langue')).toHaveValue('fr');
  } finally {
    await context.close();
  }
});
