import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, chooseUnits, signInAs } from './helpers';

/**
 * Issue 16: the weekly log, the dashboard and the admin screen speak the chosen language, and write numbers the way
 * that language does (a decimal comma in German). The admin screen's first screen is rendered on the server, so it is
 * German in the HTML as first sent.
 */

const ZELDA = { email: 'language-zelda@example.com', password: 'language zelda pass' };
const ZENO = { email: 'language-zeno@example.com', password: 'language zeno pass' };

/** Chooses the language the way the footer does: the `lang` cookie. */
async function chooseGerman(page: Page) {
  await page.context().addCookies([{ name: 'lang', value: 'de', url: BASE_URL, sameSite: 'Lax' }]);
}

// One member saves a week, then reads it on the dashboard: the second step needs the first.
test.describe.configure({ mode: 'serial' });

test.describe('a paid member in German', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAs(page, ZELDA.email, ZELDA.password);
    // German in the spec's inches (German defaults to metric: tests/e2e/units.spec.ts).
    await chooseUnits(page, 'imperial');
    await chooseGerman(page);
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('the weekly log shows German tabs, labels and buttons, and saving the week says so in German', async () => {
    await page.goto('/weekly-log');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1, name: 'Wochenprotokolle' })).toBeVisible();
    const tab = page.getByRole('tab', { name: 'Woche 1' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Woche 1' });
    await expect(panel.getByText('nur ganze Zahlen oder Dezimalzahlen')).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Tagesprotokolle' })).toBeVisible();

    await panel.getByLabel('Oberarmumfang (Zoll)').fill('14.5');
    await panel.getByLabel('Taillenumfang (Zoll)').fill('32.25');
    await panel.getByLabel('Tagebucheintrag').fill('Guter Start.');
    await panel.getByRole('button', { name: 'Woche speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'gespeichert' })).toHaveText(
      '✅ Woche 1 erfolgreich gespeichert!',
    );
  });

  test('a value out of range is refused in German, named by its German label', async () => {
    const panel = page.getByRole('tabpanel', { name: 'Woche 1' });
    await panel.getByLabel('Hüftumfang (Zoll)').fill('250');
    await panel.getByRole('button', { name: 'Woche speichern' }).click();
    await expect(panel.getByText(/^❌ Hüftumfang: /)).toBeVisible();
    await panel.getByLabel('Hüftumfang (Zoll)').fill('');
  });

  test('the dashboard shows German headings and numbers with a decimal comma', async () => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard von Zelda' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check-in Woche 1' })).toBeVisible();
    const summary = page.getByTestId('check-in-summary');
    await expect(summary.getByTestId('summary-waist')).toContainText('Taillenumfang: 32,25 Zoll (Woche 1).');
    await expect(summary.getByTestId('summary-biceps')).toContainText('Oberarmumfang: 14,5 Zoll (Woche 1).');

    await expect(page.getByRole('heading', { level: 2, name: 'Verlauf' })).toBeVisible();
    const chart = page.getByTestId('chart-waist');
    await expect(chart.getByRole('heading', { name: 'Taillenumfang (Zoll)' })).toBeVisible();
    await expect(chart.getByRole('button', { name: 'Woche 1: 32,25 Zoll' })).toBeAttached();
    await chart.getByRole('button', { name: 'Tabelle anzeigen' }).click();
    await expect(chart.getByRole('cell', { name: '32,25' })).toBeVisible();

    // The week below the charts, read-only: its measurements and day names in German.
    const week = page.getByRole('tabpanel', { name: 'Woche 1' });
    await expect(week.getByRole('heading', { name: 'Maße (Zoll)' })).toBeVisible();
    await expect(week.getByTestId('day-card-Sun')).toContainText('Sonntag');
  });
});

test('a staff member gets the admin screen in German in the HTML as first sent', async ({ page }) => {
  await signInAs(page, ZENO.email, ZENO.password);
  await chooseGerman(page);
  // The page as the server sends it, before any script runs.
  const response = await page.request.get('/admin');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<html[^>]* lang="de"/);
  expect(html).toContain('Admin-Dashboard');
  expect(html).toContain('Mitglieder suchen');
  expect(html).toContain('Profil auswählen');
  expect(html).toContain('Moderationsprotokoll anzeigen');
  expect(html).toMatch(/Keine offenen Meldungen\.|offene Meldung/);
  expect(html).not.toContain('Search members');
  expect(html).not.toContain('Show Moderation Log');

  // And the screen stays German once it hydrates, with the same text the server rendered (React names a mismatch
  // by its error number in production: 418, 423, 425).
  const mismatches: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|React error #(418|423|425)/i.test(m.text())) mismatches.push(m.text());
  });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin-Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Moderationsprotokoll anzeigen' })).toBeVisible();
  await page.getByRole('button', { name: 'Moderationsprotokoll anzeigen' }).click();
  await expect(page.getByRole('button', { name: 'Moderationsprotokoll ausblenden' })).toBeVisible();
  expect(mismatches).toEqual([]);
});
