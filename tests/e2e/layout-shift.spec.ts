import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers';

/**
 * Nothing on screen moves while a signed-in page fills in (Lighthouse's CLS budget is 0.02). The weekly log and the
 * dashboard show the member's progress above their weeks: they read both at once and draw them together, inside a
 * box at least a screen tall, so the footer starts below the fold. Shifts are read from the browser's own
 * layout-shift entries, at a phone's width and a desktop's.
 */

const PAID = { email: 'paint-paid@example.com', password: 'paint paid pass' };

/** The layout shifts of the page since it started loading (input-caused ones excluded, as CLS does). */
async function watchShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, v) => sum + v, 0));
}

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the weekly log draws the check-in summary with the week: nothing moves', async ({ page }) => {
      await signInAs(page, PAID.email, PAID.password);
      const shifted = await watchShifts(page);
      await page.goto('/weekly-log');
      await expect(page.getByRole('tab', { name: 'Week 1' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save Week' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await shifted()).toBeLessThanOrEqual(0.02);
    });

    test('the dashboard draws the progress with the weeks: nothing moves', async ({ page }) => {
      await signInAs(page, PAID.email, PAID.password);
      const shifted = await watchShifts(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('tab', { name: 'Week 1' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Compare your progress pictures' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await shifted()).toBeLessThanOrEqual(0.02);
    });
  });
}

test('the progress comes with the page: a progress API that does not answer holds nothing back', async ({ page }) => {
  await signInAs(page, PAID.email, PAID.password);
  // The progress API is never answered: the pages were rendered with the progress, and do not ask for it on load.
  await page.route('**/api/v1/user/progress/', () => undefined);
  await page.goto('/weekly-log');
  await expect(page.getByRole('button', { name: 'Save Week' })).toBeVisible({ timeout: 5_000 });
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'Week 1' })).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole('link', { name: 'Compare your progress pictures' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your progress...' })).toHaveCount(0);
});
