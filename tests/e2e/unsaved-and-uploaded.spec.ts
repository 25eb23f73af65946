import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers';

/**
 * Issue 26, item 11: the daily-log dialog asks before it drops edits, and a picture picker rests once its picture is
 * saved (no greyed Upload / Cancel left behind).
 */

const DORA = { email: 'zz-dora@example.com', password: 'zz dora pass' };
const ULI = { email: 'zz-uli@example.com', password: 'zz uli pass' };
const PICTURE = 'tests/fixtures/weekly/progress.jpg';

async function openWeek1(page: Page) {
  await page.goto('/weekly-log');
  await expect(page.getByRole('tab', { name: 'Week 1' })).toHaveAttribute('aria-selected', 'true');
  return page.getByRole('tabpanel', { name: 'Week 1' });
}

test.describe('the daily-log dialog', () => {
  test('closes at once without edits, and with edits asks: Keep editing keeps the values, Discard drops them', async ({
    page,
  }) => {
    await signInAs(page, DORA.email, DORA.password);
    const panel = await openWeek1(page);
    const dialog = page.getByRole('dialog', { name: 'Edit Daily Log' });
    const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
    // The week's first day: the week starts today, so its later days may not be open yet.
    const tile = panel.locator('[data-testid^="day-tile-"]').first();
    const day = (await tile.getAttribute('data-testid'))!.replace('day-tile-', '');

    // Nothing changed: Close, Escape and a click outside close it straight away.
    await tile.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(ask).toBeHidden();
    await tile.click();
    await expect(dialog.getByLabel('Workout')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await tile.click();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(ask).toBeHidden();

    // Typed, then changed back: nothing to lose, nothing asked.
    await tile.click();
    await dialog.getByLabel('Workout').fill('Rowing');
    await dialog.getByLabel('Workout').fill('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Edits: Escape asks; Keep editing goes back with every value as typed.
    await tile.click();
    await dialog.getByLabel('Workout').fill('Rowing');
    await dialog.getByLabel('Notes').fill('Easy pace.');
    await dialog.getByLabel('Water Intake (oz)').fill('20');
    await page.keyboard.press('Escape');
    await expect(ask).toBeVisible();
    await expect(ask.getByText('What you changed here has not been saved.')).toBeVisible();
    await expect(ask.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await expect(ask).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Workout')).toHaveValue('Rowing');
    await expect(dialog.getByLabel('Notes')).toHaveValue('Easy pace.');
    await expect(dialog.getByLabel('Water Intake (oz)')).toHaveValue('20');

    // The close button and a click outside ask too; Escape in the question keeps editing.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(ask).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(ask).toBeVisible();
    await expect(dialog.getByLabel('Workout')).toHaveValue('Rowing');

    // Discard closes both and drops the edits: the day opens empty again, and nothing was saved.
    await ask.getByRole('button', { name: 'Discard' }).click();
    await expect(ask).toBeHidden();
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    await tile.click();
    await expect(dialog.getByLabel('Workout')).toHaveValue('');
    await expect(dialog.getByLabel('Notes')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('tabpanel', { name: 'Week 1' }).getByTestId(`day-card-${day}`)).not.toContainText(
      'Rowing',
    );
  });
});

test.describe('a picture picker once its picture is saved', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, ULI.email, ULI.password);
  });

  test('the profile: after the upload the edit form, its Save and Cancel and the preview are gone; the new picture shows', async ({
    page,
  }) => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: { r: 200, g: 60, b: 40 } } })
      .png()
      .toBuffer();
    await page.getByLabel('Profile Picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Preview of selected image' })).toBeVisible();
    await form.getByRole('button', { name: 'Save', exact: true }).click();

    const picture = page.getByRole('img', { name: "Zz Uli Upload's profile picture" });
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Save|Saving\.\.\.|Cancel|Upload)/ })).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Preview of selected image' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeEnabled();
  });

  test('the week: Upload Selected Picture and Cancel Selection come with a chosen picture and go once it is saved', async ({
    page,
  }) => {
    const panel = await openWeek1(page);
    const upload = panel.getByRole('button', { name: 'Upload Selected Picture' });
    const cancel = panel.getByRole('button', { name: 'Cancel Selection' });
    await expect(panel.getByText('No progress picture yet.')).toBeVisible();
    await expect(upload).toHaveCount(0);
    await expect(cancel).toHaveCount(0);

    await panel.getByLabel('Choose a progress picture').setInputFiles(PICTURE);
    await expect(panel.getByRole('img', { name: 'Selected picture for week 1' })).toBeVisible();
    await expect(upload).toBeEnabled();
    await expect(cancel).toBeEnabled();
    await upload.click();
    await expect(page.getByText('✅ Week 1 saved successfully!')).toBeVisible({ timeout: 30_000 });
    const saved = panel.getByRole('img', { name: 'Week 1 progress picture' });
    await expect(saved).toBeVisible();
    await expect
      .poll(() => saved.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(upload).toHaveCount(0);
    await expect(cancel).toHaveCount(0);
    await expect(panel.getByLabel('Choose a progress picture')).toBeEnabled();
  });
});
