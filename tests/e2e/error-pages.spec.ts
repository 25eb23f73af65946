import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers';

/** The branded 404 and 500 pages: inside the shell, with a way home, at 375 px and 1440 px. */

/** Collects Content-Security-Policy violations reported on the page. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content.security.policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The shell around the page: the top bar always, the sidebar from 768 px, the fan toggle under it. */
async function expectShell(page: Page, width: number) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  if (width >= 768) await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  else await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeVisible();
}

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('an unknown address shows the 404 page inside the shell, and Back to Home goes home', async ({ page }) => {
      const violations = watchCsp(page);
      const response = await page.goto('/no-such-page/here');
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle('Page not found | FitGroup');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expectShell(page, width);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to FitGroup' })).toBeVisible();
      expect(violations).toEqual([]);
    });

    test("a signed-in member's 404 page greets them in their own shell", async ({ page }) => {
      await signInAs(page, 'paint-both@example.com', 'paint both pass');
      const response = await page.goto('/nothing-here');
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('greeting')).toHaveText('Hi, Bea');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
      if (width >= 768) {
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toBeVisible();
      } else {
        await page.getByRole('button', { name: 'Open navigation menu' }).click();
        await expect(
          page.getByRole('list', { name: 'Quick navigation' }).getByRole('link', { name: 'Admin' }),
        ).toBeVisible();
      }
    });

    test('the 500 page is inside the shell, names no error, and offers Try again and Back to Home', async ({
      page,
    }) => {
      const response = await page.goto('/500');
      expect(response?.status()).toBe(500);
      await expect(page).toHaveTitle('Something went wrong | FitGroup');
      await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
      await expectShell(page, width);
      await expect(page.getByRole('link', { name: 'Try again' })).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(/Error:|at .*\(|stack/i);
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to FitGroup' })).toBeVisible();
    });
  });
}
