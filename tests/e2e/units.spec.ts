import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, signInAs } from './helpers';
import type { WeeklyLogJson } from '../../src/lib/contracts/weekly-logs';

/**
 * Issue 26, item 4: units. A French or German member who has not chosen reads and types metric units (their
 * language's default): 80 kg and a waist of 82 cm in the weekly log are kept by the API as 176.37 lbs and 32.28 in.
 * Choosing imperial in Account Settings turns the same week into inches and pounds.
 */

interface Case {
  lang: 'fr' | 'de';
  email: string;
  password: string;
  week: string;
  waistMetric: string;
  weightMetric: string;
  waistImperial: string;
  weightImperial: string;
  save: string;
  saved: string;
  imperial: string;
  unitsSaved: string;
  summaryWaist: RegExp;
}

const CASES: Case[] = [
  {
    lang: 'fr',
    email: 'units-fr@example.com',
    password: 'units french pass',
    week: 'Semaine 1',
    waistMetric: 'Tour de taille (cm)',
    weightMetric: 'Poids (kg)',
    waistImperial: 'Tour de taille (po)',
    weightImperial: 'Poids (lb)',
    save: 'Enregistrer la semaine',
    saved: '✅ Semaine 1 enregistrée !',
    imperial: 'Impériales (po, lb)',
    unitsSaved: 'Unités enregistrées.',
    summaryWaist: /Tour de taille\s*:\s*82 cm/,
  },
  {
    lang: 'de',
    email: 'units-de@example.com',
    password: 'units german pass',
    week: 'Woche 1',
    waistMetric: 'Taillenumfang (cm)',
    weightMetric: 'Gewicht (kg)',
    waistImperial: 'Taillenumfang (Zoll)',
    weightImperial: 'Gewicht (lbs)',
    save: 'Woche speichern',
    saved: '✅ Woche 1 erfolgreich gespeichert!',
    imperial: 'Angloamerikanisch (Zoll, lbs)',
    unitsSaved: 'Einheiten gespeichert.',
    summaryWaist: /Taillenumfang:\s*82 cm/,
  },
];

/** The member's weeks as the API keeps them, read with the page's own access cookie. */
async function storedWeeks(page: Page): Promise<WeeklyLogJson[]> {
  const access = (await page.context().cookies(BASE_URL)).find((c) => c.name === 'access_token')?.value;
  const res = await page.request.get('/api/v1/user/profile/', { headers: { Authorization: `Bearer ${access}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { weekly_logs: WeeklyLogJson[] }).weekly_logs;
}

for (const c of CASES) {
  test.describe(`units in ${c.lang}`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: c.lang });
      await signInAs(page, c.email, c.password);
      await page.context().addCookies([{ name: 'lang', value: c.lang, url: BASE_URL, sameSite: 'Lax' }]);
    });
    test.afterAll(async () => {
      await page.close();
    });

    test('a metric member enters 80 kg and a waist of 82 cm; the API keeps 176.37 lbs and 32.28 in', async () => {
      await page.goto('/weekly-log');
      await expect(page.locator('html')).toHaveAttribute('data-units', 'metric');
      const panel = page.getByRole('tabpanel', { name: c.week });
      await expect(panel.getByLabel(c.waistMetric)).toBeVisible();
      await expect(panel.getByLabel(c.weightMetric)).toBeVisible();
      await expect(panel.getByText(/\((po|Zoll|lb|lbs)\)$/)).toHaveCount(0);

      await panel.getByLabel(c.waistMetric).fill('82');
      await panel.getByLabel(c.weightMetric).fill('80');
      await panel.getByRole('button', { name: c.save }).click();
      await expect(page.getByRole('status').filter({ hasText: c.saved })).toHaveText(c.saved);

      const [week] = await storedWeeks(page);
      expect(week!.waist).toBe('32.28');
      expect(week!.weight).toBe('176.37');

      // Shown again in the member's units after a reload: the server renders them.
      await page.reload();
      await expect(panel.getByLabel(c.waistMetric)).toHaveValue('82');
      await expect(panel.getByLabel(c.weightMetric)).toHaveValue('80');
    });

    test('the dashboard reads centimetres', async () => {
      await page.goto('/dashboard');
      await expect(page.getByTestId('check-in-summary').getByTestId('summary-waist')).toContainText(c.summaryWaist);
      await expect(page.getByTestId('chart-waist').getByRole('heading', { name: /\(cm\)/ })).toBeVisible();
    });

    test('switching to imperial in Account Settings shows inches and pounds', async () => {
      await page.goto('/account-settings');
      // The radios are in the HTML as sent: choose once the island is live (a radio is no held early click).
      await expect(page.locator('astro-island[component-url*="AccountSettings"]')).not.toHaveAttribute('ssr');
      const card = page.getByTestId('units-card');
      await card.getByLabel(c.imperial).check();
      await expect(card.getByText(c.unitsSaved)).toBeVisible();

      await page.goto('/weekly-log');
      await expect(page.locator('html')).toHaveAttribute('data-units', 'imperial');
      const panel = page.getByRole('tabpanel', { name: c.week });
      await expect(panel.getByLabel(c.waistImperial)).toHaveValue('32,28');
      await expect(panel.getByLabel(c.weightImperial)).toHaveValue('176,37');
      await expect(panel.getByLabel(c.waistMetric)).toHaveCount(0);
    });
  });
}
