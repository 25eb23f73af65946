import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, signInAs } from './helpers';

/**
 * /weekly-log and /dashboard carry the member's week in the HTML as first sent (the islands hydrate over it), so a
 * slow network shows the week before any script arrives.
 */

const SAM = { email: 'slow-sam@example.com', password: 'slow sam network pass' };

/** DevTools' "Slow 3G": 2 s round trips, 500 kbit/s each way. */
const SLOW_3G = {
  offline: false,
  latency: 2000,
  downloadThroughput: ((500 * 1000) / 8) * 0.8,
  uploadThroughput: ((500 * 1000) / 8) * 0.8,
};

/** Week 1 saved with a waist of 31.5 in, through the API. */
async function saveWeek(page: Page): Promise<void> {
  const access = (await page.context().cookies()).find((c) => c.name === 'access_token')!.value;
  const headers = { Authorization: `Bearer ${access}` };
  const profile = await (await page.request.get('/api/v1/user/profile/', { headers })).json();
  const week = profile.weekly_logs[0];
  const saved = await page.request.put(`/api/v1/user/weekly-log/${week.id}/`, {
    headers: { ...headers, Origin: BASE_URL },
    multipart: { waist: '31.5', chest: '40' },
  });
  expect(saved.status()).toBe(200);
}

test.describe('the logs on a slow network', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, SAM.email, SAM.password);
    await saveWeek(page);
  });

  test('the weekly log and the dashboard show the week without any script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAs(page, SAM.email, SAM.password);
    await page.goto('/weekly-log');
    await expect(page.getByRole('tab', { name: 'Week 1' })).toBeVisible();
    await expect(page.getByLabel('Waist (in)')).toHaveValue('31.5');
    await page.goto('/dashboard');
    await expect(page.getByRole('tabpanel', { name: 'Week 1' }).getByTestId('measurement-waist')).toHaveText('31.5');
    await context.close();
  });

  test('on Slow 3G the weekly log shows the week within 5 s', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    await page.goto('/weekly-log', { waitUntil: 'commit' });
    await expect(page.getByLabel('Waist (in)')).toHaveValue('31.5', { timeout: 5_000 });
    await expect(page.getByLabel('Waist (in)')).toBeVisible({ timeout: 5_000 });
  });
});
