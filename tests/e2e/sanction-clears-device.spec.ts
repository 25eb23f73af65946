import { expect, test } from '@playwright/test';
import { apiAs } from './api-as';
import { expectHydrated } from './helpers';
import { readsKept, savesWaiting, signIn } from './offline-device';

/**
 * A sanction ends the session on the device as a logout does (issue 30): the sign-in page that says why also tells
 * the browser to delete what the site kept there (`Clear-Site-Data`): the saves waiting, which the server would
 * refuse now, the member's data read, the kept pages and the worker.
 */
const SAM = { email: 'offsan-sam@example.com', password: 'offsan sam pass' };
const STAFF = { email: 'offsan-staff@example.com', password: 'offsan staff pass' };
const KEPT = 'Saved on this device. It will be sent when you are back online.';

test('a member suspended with a save waiting finds nothing of theirs left on the device once told why', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, SAM);
  await page.goto('/weekly-log');
  await expectHydrated(page, 'WeeklyLogs');
  const panel = page.getByRole('tabpanel', { name: 'Week 1' });
  await context.setOffline(true);
  await panel.getByLabel('Waist (in)').fill('33');
  await panel.getByRole('button', { name: 'Save Week' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'device' })).toHaveText(KEPT);
  expect(await savesWaiting(page)).toHaveLength(1);

  const staff = await apiAs(request, STAFF);
  const sam = await apiAs(request, SAM);
  const suspended = await staff.post('admin/suspend-user/', {
    user: await sam.id(),
    reason: 'Spam in the feed',
    end_date: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  });
  expect(suspended.status(), await suspended.text()).toBe(200);

  await context.setOffline(false);
  const told = page.waitForResponse((r) => new URL(r.url()).pathname === '/login/');
  await page.goto('/community');
  expect((await told).headers()['clear-site-data']).toBe('"cache", "storage"');
  await expect(page.getByTestId('sanction-notice')).toContainText('Reason: Spam in the feed');

  expect(await savesWaiting(page)).toEqual([]);
  expect(await readsKept(page)).toEqual([]);
  await expect.poll(() => page.evaluate(() => caches.keys())).toEqual([]);
  // The top bar's count of saves waiting went with them.
  expect(await page.evaluate(() => localStorage.getItem('fitgroup_outbox'))).toBeNull();
});
