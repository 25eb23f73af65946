import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { BASE_URL, chooseUnits, signInAs } from './helpers';
import type { WeeklyLogJson } from '../../src/lib/contracts/weekly-logs';

/**
 * Issue 26, items 1-3, in French and German: numbers as people write them (`12,5` saves 12.5, something unreadable
 * is refused on its field), dated days listed from the week's first day (today marked, later days closed, and
 * refused by the API), and a new week's weight carried from the last week's.
 *
 * The members are demo members two weeks into their membership (the demo seed, handed to the running e2e server):
 * week 2 began two days ago, so it holds days past, today and days to come, whatever the weekday.
 */
const DEMO_PASSWORD = 'demo member password';
const DAY_MS = 86_400_000;

interface Member {
  email: string;
  access: string;
}

const auth = (access: string) => ({ Authorization: `Bearer ${access}` });

async function weeksOf(request: APIRequestContext, access: string): Promise<WeeklyLogJson[]> {
  const res = await request.get('/api/v1/user/profile/', { headers: auth(access) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { weekly_logs: WeeklyLogJson[] }).weekly_logs;
}

/** Seeds demo members two weeks in and answers two paid ones whose week 2 is untouched (the seed leaves weights out). */
async function seededMembers(request: APIRequestContext): Promise<[Member, Member]> {
  const dataDir = `${process.env['ASTRO_OUT_DIR'] || 'dist'}-e2e-data`;
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/manage.ts', 'seed-demo', '--members', '8', '--weeks', '2'],
    {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: 'pipe',
    },
  );
  const found: Member[] = [];
  for (let n = 1; n <= 80 && found.length < 2; n++) {
    const email = `demo${n}@demo.fitgroup.example`;
    const res = await request.post('/api/v1/user/token/', { data: { email, password: DEMO_PASSWORD } });
    if (!res.ok()) continue;
    const { access } = (await res.json()) as { access: string };
    const weeks = await weeksOf(request, access);
    if (weeks.length === 2 && weeks.every((w) => w.weight === null)) found.push({ email, access });
  }
  if (found.length < 2) throw new Error('no two paid demo members two weeks in');
  return [found[0]!, found[1]!];
}

/** The member's page in `lang`, in UTC (the seed counts days in UTC), wide or phone-sized. */
async function memberPage(browser: Browser, member: Member, lang: 'fr' | 'de', width: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, timezoneId: 'UTC', locale: lang });
  await signInAs(page, member.email, DEMO_PASSWORD);
  // The numbers here are the API's inches and pounds: the member reads them so (French and German default to metric).
  await chooseUnits(page, 'imperial');
  await page.context().addCookies([{ name: 'lang', value: lang, url: BASE_URL, sameSite: 'Lax' }]);
  return page;
}

const isoAfter = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const dayMonth = (lang: string, iso: string) =>
  new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The week's day tiles, as listed: their dates and whether they can be opened. */
async function tiles(page: Page) {
  const panel = page.getByRole('tabpanel', { name: /2$/ });
  const list = panel.locator('[data-testid^="day-tile-"]');
  await expect(list).toHaveCount(7);
  return { panel, list, dates: await list.evaluateAll((els) => els.map((el) => el.getAttribute('data-date'))) };
}

let fr: Member;
let de: Member;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  [fr, de] = await seededMembers(request);
});

test.describe('in French', () => {
  let page: Page;
  let week1: WeeklyLogJson;
  let week2: WeeklyLogJson;

  test.beforeAll(async ({ browser, request }) => {
    [week1, week2] = (await weeksOf(request, fr.access)) as [WeeklyLogJson, WeeklyLogJson];
    // Last week's weight, saved through the API: the new week's form starts from it, not from the profile's.
    const res = await request.patch(`/api/v1/user/weekly-log/${week1.id}/`, {
      headers: { ...auth(fr.access), Origin: BASE_URL },
      multipart: { weight: '181.5' },
    });
    expect(res.status(), await res.text()).toBe(200);
    page = await memberPage(browser, fr, 'fr', 1440);
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('the new week’s weight starts from last week’s, written the French way', async () => {
    await page.goto('/weekly-log');
    await expect(page.getByRole('tab', { name: 'Semaine 2' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Semaine 2' });
    await expect(panel.getByLabel('Poids (lb)')).toHaveValue('181,5');
  });

  test('the day tiles carry their dates in order from the week’s first day; today is marked, later days are closed', async ({
    request,
  }) => {
    const { panel, list, dates } = await tiles(page);
    const start = week2.start_date!;
    expect(start).toBe(isoAfter(week1.start_date!, 7));
    expect(dates).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => isoAfter(start, i)));
    await expect(list.first()).toContainText(dayMonth('fr', start));
    await expect(panel.getByTestId('week-dates')).toHaveText(
      `du ${dayMonth('fr', start)} au ${dayMonth('fr', week2.end_date!)}`,
    );

    const today = todayUtc();
    const todayIndex = dates.indexOf(today);
    expect(todayIndex).toBe(2);
    await expect(list.nth(todayIndex)).toHaveAttribute('aria-current', 'date');
    await expect(list.nth(todayIndex)).toContainText('Aujourd’hui');
    await expect(list.nth(todayIndex)).toBeEnabled();
    for (const i of [0, 1]) await expect(list.nth(i)).toBeEnabled();
    for (const i of [3, 4, 5, 6]) {
      await expect(list.nth(i)).toBeDisabled();
      await expect(list.nth(i)).toContainText('Pas encore');
    }
    // The day card of a later day cannot be edited either.
    const later = week2.daily_logs.find((d) => d.date === dates[4])!;
    await expect(panel.getByTestId(`day-card-${later.day}`).getByRole('button', { name: /pas encore/ })).toBeDisabled();

    // The API refuses it too (two days ahead has begun nowhere on Earth yet), in the member's language.
    const res = await request.put(`/api/v1/daily-log/${later.id}/`, {
      headers: { ...auth(fr.access), 'Accept-Language': 'fr' },
      data: { weekly_log: week2.id, workout: 'Course' },
    });
    expect(res.status()).toBe(400);
    expect(await res.json()).toEqual({
      detail: 'Ce jour n’est pas encore arrivé. Vous pourrez remplir son journal à partir de ce jour-là.',
      code: 'future_day',
    });
  });

  test('12,5 is saved as 12.5 and shown as 12,5 again', async ({ request }) => {
    const panel = page.getByRole('tabpanel', { name: 'Semaine 2' });
    await panel.getByLabel('Tour de bras (po)').fill('12,5');
    await panel.getByLabel('Tour de poitrine (po)').fill('101,25');
    await panel.getByRole('button', { name: 'Enregistrer la semaine' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'enregistrée' })).toHaveText('✅ Semaine 2 enregistrée !');

    const saved = (await weeksOf(request, fr.access)).find((w) => w.id === week2.id)!;
    expect(saved).toMatchObject({ biceps: '12.5', chest: '101.25', weight: '181.5' });

    await page.reload();
    const again = page.getByRole('tabpanel', { name: 'Semaine 2' });
    await expect(again.getByLabel('Tour de bras (po)')).toHaveValue('12,5');
    await expect(again.getByLabel('Tour de poitrine (po)')).toHaveValue('101,25');
  });

  test('what cannot be read as a number is refused on its field, in French, and nothing is sent', async ({
    request,
  }) => {
    const panel = page.getByRole('tabpanel', { name: 'Semaine 2' });
    const waist = panel.getByLabel('Tour de taille (po)');
    await waist.fill('12,5kg');
    await panel.getByRole('button', { name: 'Enregistrer la semaine' }).click();
    await expect(waist).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByText('Saisissez un nombre, par exemple 12,5.').first()).toBeVisible();
    await expect(waist).toHaveAccessibleDescription(/Saisissez un nombre, par exemple 12,5\./);
    // The waist stays what the seed saved.
    expect((await weeksOf(request, fr.access)).find((w) => w.id === week2.id)!.waist).toBe(week2.waist);
    await waist.fill('');
  });
});

test.describe('in German, on a phone', () => {
  let page: Page;
  let week2: WeeklyLogJson;

  test.beforeAll(async ({ browser, request }) => {
    week2 = (await weeksOf(request, de.access))[1]!;
    page = await memberPage(browser, de, 'de', 375);
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('the day tiles carry German dates in order from the week’s first day, later days closed', async () => {
    await page.goto('/weekly-log');
    await expect(page.getByRole('tab', { name: 'Woche 2' })).toHaveAttribute('aria-selected', 'true');
    const { panel, list, dates } = await tiles(page);
    expect(dates).toEqual(week2.daily_logs.map((d) => d.date).sort());
    expect(dates[0]).toBe(week2.start_date);
    await expect(list.first()).toContainText(dayMonth('de', week2.start_date!));
    await expect(panel.getByTestId('week-dates')).toHaveText(
      `${dayMonth('de', week2.start_date!)} bis ${dayMonth('de', week2.end_date!)}`,
    );
    await expect(list.nth(2)).toHaveAttribute('aria-current', 'date');
    await expect(list.nth(2)).toContainText('Heute');
    await expect(list.nth(6)).toBeDisabled();
    await expect(list.nth(6)).toContainText('Noch nicht');
    const [scroll, client] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(scroll).toBeLessThanOrEqual(client);
  });

  test('12,5 and 12.5 both save 12.5; water 1,5 in the day dialog saves 1.5', async ({ request }) => {
    const panel = page.getByRole('tabpanel', { name: 'Woche 2' });
    await panel.getByLabel('Taillenumfang (Zoll)').fill('12,5');
    await panel.getByLabel('Hüftumfang (Zoll)').fill('38.75');
    await panel.getByRole('button', { name: 'Woche speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'gespeichert' })).toHaveText(
      '✅ Woche 2 erfolgreich gespeichert!',
    );
    let saved = (await weeksOf(request, de.access)).find((w) => w.id === week2.id)!;
    expect(saved).toMatchObject({ waist: '12.5', hips: '38.75' });
    await expect(panel.getByLabel('Hüftumfang (Zoll)')).toHaveValue('38,75');

    const today = week2.daily_logs.find((d) => d.date === todayUtc())!;
    await panel.getByTestId(`day-tile-${today.day}`).click();
    const dialog = page.getByRole('dialog', { name: 'Tagesprotokoll bearbeiten' });
    await dialog.getByLabel('Wasser getrunken (oz)').fill('1,5');
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(dialog).toBeHidden();
    saved = (await weeksOf(request, de.access)).find((w) => w.id === week2.id)!;
    expect(saved.daily_logs.find((d) => d.id === today.id)!.water_intake_oz).toBe('1.5');
    await expect(panel.getByTestId(`day-card-${today.day}`)).toContainText('1,5');
  });
});
