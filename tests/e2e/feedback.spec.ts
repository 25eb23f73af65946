import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './helpers';

// Issue 12, points 1 and 9: every result a member needs to read shows up where they are looking (next to the
// control they used, or in a toast), never at the top of a long page they have scrolled away from; and a week's
// empty days take one line each until tapped.

const PICTURE = 'tests/fixtures/weekly/progress.jpg';

/**
 * The members' membership starts today: today is their week's first day and the only one that has come (issue 26:
 * later days cannot be filled). The specs fill today and look at tomorrow, whatever the weekday.
 */
const DAY_CODES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const todayIndex = new Date().getDay();
const TODAY = DAY_CODES[todayIndex]!;
const TODAY_NAME = DAY_NAMES[todayIndex]!;
const TOMORROW = DAY_CODES[(todayIndex + 1) % 7]!;
const TOMORROW_NAME = DAY_NAMES[(todayIndex + 1) % 7]!;

const WIDTHS = [
  {
    label: '375 px',
    viewport: { width: 375, height: 740 },
    email: 'feedback-fern@example.com',
    password: 'feedback fern pass',
  },
  {
    label: '1440 px',
    viewport: { width: 1440, height: 900 },
    email: 'feedback-finn@example.com',
    password: 'feedback finn pass',
  },
];

/** Wholly inside the window, and nothing (the fan toggle, a bar) sits on top of it. */
async function expectReadable(message: Locator) {
  await expect(message).toBeVisible();
  await expect(message).toBeInViewport({ ratio: 1 });
  const uncovered = () =>
    message.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const xs = [0.02, 0.25, 0.5, 0.75, 0.98].map((f) => box.left + f * box.width);
      const points = xs.flatMap((x) => [
        [x, box.top + 2],
        [x, box.bottom - 2],
      ]);
      return points.every(([x, y]) => {
        const hit = document.elementFromPoint(x!, y!);
        return hit !== null && (el === hit || el.contains(hit) || hit.contains(el));
      });
    });
  await expect.poll(uncovered).toBe(true);
}

/** The member scrolls until the control sits on the bottom edge of the window: the furthest from the page's top. */
async function scrollToBottomEdge(control: Locator) {
  await control.evaluate((el) => el.scrollIntoView({ block: 'end' }));
  await expect(control).toBeInViewport({ ratio: 1 });
}

async function openWeekOne(page: Page) {
  await page.goto('/weekly-log');
  await expect(page.getByRole('tab', { name: 'Week 1' })).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name: 'Week 1' });
}

/** The disclosure button of a day card: the day's name opens and closes it. */
// The disclosure comes first in a card (a later day's Edit button is named '<day>: not yet').
const dayToggle = (scope: Locator | Page, day: string) =>
  scope.getByRole('button', { name: new RegExp(`^${day}\\b`) }).first();

for (const { label, viewport, email, password } of WIDTHS) {
  test.describe(`at ${label}`, () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;

    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({ viewport });
      await signInAs(page, email, password);
    });
    test.afterEach(async () => {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    });
    test.afterAll(async () => {
      await page.close();
    });

    test('the weekly log is taller than the window, so a message at its top would be out of sight', async () => {
      await openWeekOne(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      expect(height).toBeGreaterThan(viewport.height * 1.5);
    });

    test('the saved message is inside the viewport after Save Week', async () => {
      const panel = await openWeekOne(page);
      await panel.getByLabel('Biceps (in)').fill('13.5');
      await panel.getByLabel('Journal Entry').fill('Feedback where the eye is.');
      // The message goes into a live region beside the button, there (empty) before the member saves.
      const region = panel.getByRole('form', { name: 'Week 1 measurements and journal' }).getByRole('status');
      await expect(region).toBeEmpty();
      const save = panel.getByRole('button', { name: 'Save Week' });
      await scrollToBottomEdge(save);
      await save.click();
      await expect(region).toHaveText('✅ Week 1 saved successfully!');
      await expectReadable(region);
      // The drafts now show what the server holds.
      await expect(panel.getByLabel('Biceps (in)')).toHaveValue('13.5');
    });

    test('a refused Save Week shows its cross mark inside the viewport', async () => {
      const panel = await openWeekOne(page);
      await page.route('**/api/v1/user/weekly-log/**', (route) =>
        route.fulfill({ status: 413, contentType: 'application/json', body: '{"detail": "File is too large."}' }),
      );
      await panel.getByLabel('Chest (in)').fill('41');
      const save = panel.getByRole('button', { name: 'Save Week' });
      await scrollToBottomEdge(save);
      await save.click();
      const refused = page.getByRole('alert');
      await expect(refused).toHaveText('❌ File is too large. Please choose a smaller file.');
      await expectReadable(refused);
    });

    test('a measurement out of range is refused inside the viewport, before anything is sent', async () => {
      const panel = await openWeekOne(page);
      await panel.getByLabel('Thighs (in)').fill('999');
      const save = panel.getByRole('button', { name: 'Save Week' });
      await scrollToBottomEdge(save);
      await save.click();
      const refused = page.getByRole('alert');
      await expect(refused).toContainText('❌ Thighs:');
      await expectReadable(refused);
    });

    test('the upload result is inside the viewport after Upload Selected Picture', async () => {
      const panel = await openWeekOne(page);
      await panel.getByLabel('Choose a progress picture').setInputFiles(PICTURE);
      await expect(panel.getByRole('img', { name: 'Selected picture for week 1' })).toBeVisible();
      const upload = panel.getByRole('button', { name: 'Upload Selected Picture' });
      await expect(upload).toBeEnabled();
      await scrollToBottomEdge(upload);
      await upload.click();
      const saved = page.getByRole('status').filter({ hasText: 'saved successfully' });
      await expect(saved).toHaveText('✅ Week 1 saved successfully!', { timeout: 30_000 });
      await expectReadable(saved);
      await expect(panel.getByRole('region', { name: 'Week 1 progress picture' })).toContainText(
        '✅ Week 1 saved successfully!',
      );
      await expect(panel.getByRole('img', { name: 'Week 1 progress picture' })).toBeVisible();
      await expectReadable(saved);
    });

    test('a refused picture shows its cross mark inside the viewport', async () => {
      const panel = await openWeekOne(page);
      const picker = panel.getByLabel('Choose a progress picture');
      await scrollToBottomEdge(picker);
      await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
      const refused = page.getByRole('alert');
      await expect(refused).toHaveText(
        '❌ Unsupported file format. Please upload an image file (JPG, PNG, WebP, HEIC, etc.)',
      );
      await expectReadable(refused);
    });

    test('the daily-log message is inside the viewport after Save Changes, and focus goes back to Edit', async () => {
      const panel = await openWeekOne(page);
      // Today's card, scrolled to the bottom edge of the window.
      const edit = panel.getByRole('button', { name: `Edit ${TODAY_NAME}` });
      await scrollToBottomEdge(edit);
      await edit.click();
      const dialog = page.getByRole('dialog', { name: 'Edit Daily Log' });
      await dialog.getByLabel('Workout').fill('Long walk');
      await dialog.getByLabel('Water Intake (oz)').fill('80');
      // The page's live region for toasts is there (empty) before the result arrives.
      await expect(page.getByTestId('toast-region').getByRole('status')).toBeEmpty();
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(dialog).toBeHidden();
      const saved = page.getByRole('status').filter({ hasText: 'Daily log' });
      await expect(saved).toHaveText('Daily log saved successfully!');
      await expectReadable(saved);
      await expect(edit).toBeFocused();
      await expect(panel.getByTestId(`day-card-${TODAY}`)).toContainText('Long walk');
    });

    test('a refused daily log shows its cross mark beside Save Changes, inside the viewport', async () => {
      const panel = await openWeekOne(page);
      await page.route('**/api/v1/daily-log/**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail": "The log store is down."}' }),
      );
      await panel.getByRole('button', { name: `Edit ${TODAY_NAME}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Daily Log' });
      // The member has scrolled the dialog down to its last field.
      await dialog.getByLabel('Water Intake (oz)').fill('40');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      const refused = dialog.getByRole('alert');
      await expect(refused).toHaveText('❌ The log store is down.');
      await expectReadable(refused);
      // The change was not saved: closing asks first, and Discard closes.
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Discard' }).click();
      await expect(dialog).toBeHidden();
    });

    test('an empty day card is one line, and a tap or the keyboard opens it on the spec fallbacks', async () => {
      const panel = await openWeekOne(page);
      // Tomorrow: empty, and not come yet (its line says so, its Edit button is disabled).
      const monday = panel.getByTestId(`day-card-${TOMORROW}`);
      const toggle = dayToggle(monday, TOMORROW_NAME);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(monday).toContainText('Not yet');
      await expect(monday.getByText('No Workout')).toBeHidden();
      const collapsed = (await monday.boundingBox())!.height;
      expect(collapsed).toBeLessThan(80);
      // Each card keeps its Edit button.
      await expect(monday.getByRole('button', { name: `${TOMORROW_NAME}: not yet` })).toBeDisabled();

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      for (const fallback of ['No Workout', 'No Time', 'No Notes'])
        await expect(monday.getByText(fallback)).toBeVisible();
      await expect(monday.getByText('N/A').first()).toBeVisible();
      expect((await monday.boundingBox())!.height).toBeGreaterThan(collapsed * 2);

      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(monday.getByText('No Workout')).toBeHidden();
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');

      // A day with something logged stays open.
      const saturday = panel.getByTestId(`day-card-${TODAY}`);
      await expect(dayToggle(saturday, TODAY_NAME)).toHaveAttribute('aria-expanded', 'true');
      await expect(saturday.getByText('Long walk')).toBeVisible();
    });

    test('the dashboard shows empty days as one line too, and opens them on a tap', async () => {
      await page.goto('/dashboard');
      const panel = page.getByRole('tabpanel', { name: 'Week 1' });
      const sunday = panel.getByTestId(`day-card-${TOMORROW}`);
      await expect(dayToggle(sunday, TOMORROW_NAME)).toHaveAttribute('aria-expanded', 'false');
      expect((await sunday.boundingBox())!.height).toBeLessThan(80);
      await dayToggle(sunday, TOMORROW_NAME).click();
      await expect(sunday.getByText('No Workout')).toBeVisible();
      await expect(dayToggle(panel.getByTestId(`day-card-${TODAY}`), TODAY_NAME)).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });

    test('a refused profile save is shown next to Save, inside the viewport', async () => {
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.route('**/api/v1/user/profile/', (route) =>
        route.request().method() === 'PUT' ? route.fulfill({ status: 413, body: '{}' }) : route.fallback(),
      );
      await page.getByLabel('Occupation').fill('Gardener');
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await scrollToBottomEdge(save);
      await save.click();
      const refused = page.getByRole('alert');
      await expect(refused).toHaveText('File is too large. Please choose a smaller file.');
      await expectReadable(refused);
    });

    test('a saved profile says so inside the viewport, and focus lands on Edit Profile', async () => {
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel('Occupation').fill('Gardener');
      const save = page.getByRole('button', { name: 'Save', exact: true });
      await scrollToBottomEdge(save);
      await save.click();
      const saved = page.getByRole('status').filter({ hasText: 'Profile saved' });
      await expect(saved).toHaveText('Profile saved successfully!');
      await expectReadable(saved);
      await expect(page.locator('dd[data-field="Occupation"]')).toHaveText('Gardener');
      await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
    });
  });
}
