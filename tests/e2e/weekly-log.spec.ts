import { expect, test, type Page, type Request } from '@playwright/test';
import { signInAs } from './helpers';

const WENDY = { email: 'weekly-wendy@example.com', password: 'weekly wendy pass' };
const URSULA = { email: 'weekly-ursula@example.com', password: 'weekly ursula pass' };
const PICTURE = 'tests/fixtures/weekly/progress.jpg';
const OTHER_PICTURE = 'tests/fixtures/weekly/progress-2.png';

/**
 * Wendy's membership starts today, so today is her week's first day and the only one that has come (issue 26: later
 * days cannot be filled). The walk-through fills today and looks at tomorrow, whatever the weekday.
 */
const DAY_CODES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const todayIndex = new Date().getDay();
const TODAY = DAY_CODES[todayIndex]!;
const TODAY_NAME = DAY_NAMES[todayIndex]!;
const TOMORROW = DAY_CODES[(todayIndex + 1) % 7]!;
const TOMORROW_NAME = DAY_NAMES[(todayIndex + 1) % 7]!;

async function openWeeklyLog(page: Page) {
  await page.goto('/weekly-log');
  await expect(page).toHaveTitle('Weekly Logs | FitGroup');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Logs' })).toBeVisible();
  const tab = page.getByRole('tab', { name: 'Week 1' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name: 'Week 1' });
}

/** The picture shown in the tab has loaded for real (not a broken image). */
async function expectLoadedPicture(page: Page, alt: string) {
  const img = page.getByRole('img', { name: alt });
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img;
}

// One paid member walks through the week: each step builds on the one before.
test.describe.configure({ mode: 'serial' });

test.describe('weekly logs of a paid member', () => {
  // One signed-in page for the whole walk-through (sign-in is rate-limited per email).
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAs(page, WENDY.email, WENDY.password);
  });
  test.afterEach(async () => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
  test.afterAll(async () => {
    await page.close();
  });

  test('saves measurements and the journal of Week 1', async () => {
    const panel = await openWeeklyLog(page);
    await expect(panel.getByText('whole numbers or decimals only')).toBeVisible();
    await panel.getByLabel('Biceps (in)').fill('14.5');
    await panel.getByLabel('Chest (in)').fill('40');
    await panel.getByLabel('Waist (in)').fill('32.25');
    await panel.getByLabel('Hips (in)').fill('38');
    await panel.getByLabel('Thighs (in)').fill('22');
    await panel.getByLabel('Journal Entry').fill('Strong start. Slept well.');
    await panel.getByRole('button', { name: 'Save Week' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText('✅ Week 1 saved successfully!');

    await page.reload();
    const again = page.getByRole('tabpanel', { name: 'Week 1' });
    await expect(again.getByLabel('Biceps (in)')).toHaveValue('14.5');
    await expect(again.getByLabel('Waist (in)')).toHaveValue('32.25');
    await expect(again.getByLabel('Journal Entry')).toHaveValue('Strong start. Slept well.');
  });

  test('does not change a measurement with the mouse wheel', async () => {
    const panel = await openWeeklyLog(page);
    const chest = panel.getByLabel('Chest (in)');
    await chest.click();
    await chest.hover();
    // One direction only: on a focused number input Chromium would step the value up (40 → 41). The measurements
    // are text fields read in the member's locale (issue 26), which the wheel cannot step.
    await expect(chest).toHaveAttribute('type', 'text');
    await expect(chest).toHaveAttribute('inputmode', 'decimal');
    await page.mouse.wheel(0, -300);
    await page.waitForTimeout(200);
    await expect(chest).toHaveValue('40');
  });

  test('uploads a picked picture, which shows after a reload', async () => {
    const panel = await openWeeklyLog(page);
    await expect(panel.getByText('No progress picture yet.')).toBeVisible();
    const upload = panel.getByRole('button', { name: 'Upload Selected Picture' });
    // Upload and Cancel come with a chosen picture only (issue 26, item 11).
    await expect(upload).toHaveCount(0);
    await panel.getByLabel('Choose a progress picture').setInputFiles(PICTURE);
    await expectLoadedPicture(page, 'Selected picture for week 1');
    await expect(upload).toBeEnabled();
    await upload.click();
    await expect(page.getByText('✅ Week 1 saved successfully!')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('tab', { name: 'Week 1' })).toHaveAttribute('aria-selected', 'true');
    const img = await expectLoadedPicture(page, 'Week 1 progress picture');
    await expect(img).toHaveAttribute('src', /^\/api\/v1\/media\/progress\/.+\.jpg\?exp=/);

    await page.reload();
    await expectLoadedPicture(page, 'Week 1 progress picture');
    // The measurements saved before stay as they were.
    await expect(page.getByRole('tabpanel', { name: 'Week 1' }).getByLabel('Biceps (in)')).toHaveValue('14.5');
  });

  test('Cancel Selection restores the previous picture', async () => {
    const panel = await openWeeklyLog(page);
    const saved = await expectLoadedPicture(page, 'Week 1 progress picture');
    const savedSrc = await saved.getAttribute('src');
    await panel.getByLabel('Choose a progress picture').setInputFiles(OTHER_PICTURE);
    const preview = await expectLoadedPicture(page, 'Selected picture for week 1');
    await expect(preview).toHaveAttribute('src', /^blob:/);
    await expect(page.getByRole('img', { name: 'Week 1 progress picture' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Cancel Selection' }).click();
    const restored = await expectLoadedPicture(page, 'Week 1 progress picture');
    await expect(restored).toHaveAttribute('src', savedSrc!);
    await expect(panel.getByRole('button', { name: 'Upload Selected Picture' })).toHaveCount(0);
  });

  test('refuses a file that is not an image with a cross mark and the pipeline message', async () => {
    const panel = await openWeeklyLog(page);
    await panel.getByLabel('Choose a progress picture').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.getByRole('alert')).toHaveText(
      '❌ Unsupported file format. Please upload an image file (JPG, PNG, WebP, HEIC, etc.)',
    );
    await expect(panel.getByRole('button', { name: 'Upload Selected Picture' })).toHaveCount(0);
  });

  test("edits today's log in the dialog and today's card shows the values", async () => {
    const panel = await openWeeklyLog(page);
    const tiles = panel
      .getByRole('list')
      .filter({ has: page.getByTestId('day-tile-Sun') })
      .getByRole('listitem');
    await expect(tiles).toHaveCount(7);
    // The week starts today: its tiles run from today's weekday on.
    await expect(tiles.first().getByRole('button')).toHaveAttribute('data-testid', `day-tile-${TODAY}`);
    await panel.getByRole('button', { name: `Open ${TODAY} daily log` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Daily Log' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Workout')).toBeFocused();
    // Escape closes; the card's Edit button opens the same dialog.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await panel.getByRole('button', { name: `Edit ${TODAY_NAME}` }).click();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Workout').fill('Leg day');
    await dialog.getByLabel('Duration').fill('45 min');
    await dialog.getByLabel('Notes').fill('Squats felt heavy.');
    await dialog.getByLabel('Breakfast').fill('Oats');
    await dialog.getByLabel('Lunch').fill('Chicken salad');
    await dialog.getByLabel('Dinner').fill('Salmon');
    await dialog.getByLabel('Snack 1').fill('Apple');
    await dialog.getByLabel('Snack 2').fill('Yogurt');
    await dialog.getByLabel('Water Intake (oz)').fill('64');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Daily' })).toHaveText('Daily log saved successfully!');

    const today = panel.getByTestId(`day-card-${TODAY}`);
    for (const text of [
      'Leg day',
      '45 min',
      'Squats felt heavy.',
      'Oats',
      'Chicken salad',
      'Salmon',
      'Apple',
      'Yogurt',
      '64',
    ]) {
      await expect(today).toContainText(text);
    }
    // An empty day is one line until its name is tapped; then it lists the spec's fallbacks. Tomorrow has not come:
    // its line says so and its Edit button is disabled.
    const tomorrow = panel.getByTestId(`day-card-${TOMORROW}`);
    await expect(tomorrow).toContainText('Not yet');
    await expect(tomorrow.getByRole('button', { name: `${TOMORROW_NAME}: not yet` })).toBeDisabled();
    await expect(panel.getByTestId(`day-tile-${TOMORROW}`)).toBeDisabled();
    await tomorrow
      .getByRole('button', { name: new RegExp(`^${TOMORROW_NAME}`) })
      .first()
      .click();
    for (const fallback of ['No Workout', 'No Time', 'No Notes'])
      await expect(tomorrow.getByText(fallback)).toBeVisible();
    await expect(tomorrow.getByText('N/A').first()).toBeVisible();
    await expect(panel.getByTestId(`day-tile-${TODAY}`)).toContainText('Leg day');

    await page.reload();
    await expect(page.getByRole('tabpanel', { name: 'Week 1' }).getByTestId(`day-card-${TODAY}`)).toContainText(
      'Leg day',
    );
  });

  test('the dashboard shows the same values, and the picture overlay opens and closes', async () => {
    await page.goto('/dashboard');
    await expect(page).toHaveTitle("Wendy's Dashboard | FitGroup");
    await expect(page.getByRole('heading', { level: 1, name: "Wendy's Dashboard" })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Week 1' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Week 1' });
    await expect(panel.getByTestId('measurement-biceps')).toHaveText('14.5');
    await expect(panel.getByTestId('measurement-chest')).toHaveText('40');
    await expect(panel.getByTestId('measurement-waist')).toHaveText('32.25');
    await expect(panel.getByTestId('measurement-hips')).toHaveText('38');
    await expect(panel.getByTestId('measurement-thighs')).toHaveText('22');
    await expect(panel.getByTestId(`day-card-${TODAY}`)).toContainText('Leg day');
    await expect(panel.getByTestId(`day-card-${TODAY}`)).toContainText('64');
    await expect(panel.getByRole('button', { name: /^Edit/ })).toHaveCount(0);

    await expectLoadedPicture(page, 'Week 1 progress picture');
    await panel.getByRole('button', { name: 'Enlarge Week 1 progress picture' }).click();
    const overlay = page.getByTestId('image-overlay');
    await expect(overlay).toBeVisible();
    await overlay.click({ position: { x: 5, y: 5 } });
    await expect(overlay).toBeHidden();
  });

  test('checks the connection with GET user/profile/ first and falls back from PUT to PATCH', async () => {
    const panel = await openWeeklyLog(page);
    const calls: string[] = [];
    const record = (req: Request) => {
      const path = new URL(req.url()).pathname;
      // The save's own calls: the shell's islands (the warning notice, hydrated when idle) may ask for theirs meanwhile.
      if (path === '/api/v1/user/profile/' || path.startsWith('/api/v1/user/weekly-log/'))
        calls.push(`${req.method()} ${path}`);
    };
    page.on('request', record);
    // The server answers the PUT as if it did not know the method; the PATCH goes through for real.
    await page.route('**/api/v1/user/weekly-log/**', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 405,
            contentType: 'application/json',
            body: '{"detail": "Method \\"PUT\\" not allowed."}',
          })
        : route.continue(),
    );
    await panel.getByLabel('Hips (in)').fill('37.5');
    await panel.getByRole('button', { name: 'Save Week' }).click();
    await expect(page.getByText('✅ Week 1 saved successfully!')).toBeVisible();
    const weekly = calls.filter((c) => !c.startsWith('GET'));
    expect(weekly).toEqual([
      expect.stringMatching(/^PUT \/api\/v1\/user\/weekly-log\/\d+\/$/),
      expect.stringMatching(/^PATCH /),
    ]);
    expect(calls[0]).toBe('GET /api/v1/user/profile/');
    page.off('request', record);
    await expect(page.getByRole('tabpanel', { name: 'Week 1' }).getByLabel('Hips (in)')).toHaveValue('37.5');
  });

  test('shows a failed save as a cross mark and the error catalogue message, without a PATCH', async () => {
    const panel = await openWeeklyLog(page);
    const methods: string[] = [];
    await page.route('**/api/v1/user/weekly-log/**', async (route) => {
      methods.push(route.request().method());
      await new Promise((resolve) => setTimeout(resolve, 700));
      return route.fulfill({ status: 413, contentType: 'application/json', body: '{"detail": "File is too large."}' });
    });
    await panel.getByLabel('Thighs (in)').fill('23');
    await panel.getByRole('button', { name: 'Save Week' }).click();
    await expect(panel.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveText('❌ File is too large. Please choose a smaller file.');
    expect(methods).toEqual(['PUT']);
    await expect(panel.getByRole('button', { name: 'Save Week' })).toBeEnabled();
  });

  test('refuses a measurement over 200 before sending, with the field named, and keeps what was typed', async () => {
    const panel = await openWeeklyLog(page);
    const sent: string[] = [];
    const record = (request: Request) => {
      if (request.url().includes('/weekly-log/')) sent.push(request.method());
    };
    page.on('request', record);
    await panel.getByLabel('Biceps (in)').fill('250');
    await panel.getByLabel('Journal Entry').fill('Kept while the biceps is wrong.');
    // The week's checks (its schema) are fetched with this first save.
    await panel.getByRole('button', { name: 'Save Week' }).click();
    await expect(page.getByRole('alert')).toHaveText('❌ Biceps: Ensure this value is less than or equal to 200.');
    page.off('request', record);
    expect(sent).toEqual([]);
    await expect(panel.getByLabel('Biceps (in)')).toHaveValue('250');
    await expect(panel.getByLabel('Journal Entry')).toHaveValue('Kept while the biceps is wrong.');
    await expect(panel.getByRole('button', { name: 'Save Week' })).toBeEnabled();
  });

  test('works at 375 px wide: tabs, the 4-column calendar and the Save Week button fit', async () => {
    await page.setViewportSize({ width: 375, height: 740 });
    const panel = await openWeeklyLog(page);
    await expect(panel.getByRole('button', { name: 'Save Week' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const tops = await panel
      .getByRole('listitem')
      .evaluateAll((items) => items.map((el) => el.getBoundingClientRect().top));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0]!);
  });
});

test.describe('a member who has not paid', () => {
  test('is sent from /weekly-log and /dashboard to /membership, which says why', async ({ page }) => {
    await signInAs(page, URSULA.email, URSULA.password);
    await page.goto('/weekly-log');
    await expect(page).toHaveURL(/\/membership\?from=%2Fweekly-log$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/membership\?from=%2Fdashboard$/);
  });
});
