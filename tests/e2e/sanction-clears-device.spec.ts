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
  // Saved once online first: the save's code comes with the first save, and this page's worker may not keep it yet.
  await panel.getByLabel('Hips (in)').fill('38');
  await panel.getByRole('button', { name: 'Save Week' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText('✅ Week 1 saved successfully!');
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

  // The member closes the app; back online, they open it again.
  await page.close();
  await context.setOffline(false);
  const again = await context.newPage();
  // What the sign-in page answers with this device's cookies (read beside the browser, which acts on the header).
  const told = await again.request.get('/login/');
  expect(told.headers()['clear-site-data']).toBe('"cache", "storage"');
  await again.goto('/weekly-log');
  await expect(again.getByTestId('sanction-notice')).toContainText('Reason: Spam in the feed');

  expect(await savesWaiting(again)).toEqual([]);
  expect(await readsKept(again)).toEqual([]);
  // No page of the member's is kept (the build's files may come back: the page that says why loads them).
  await expect
    .poll(() => again.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('fitgroup-pages-'))))
    .toEqual([]);
  // The top bar's count of saves waiting went with them.
  expect(await again.evaluate(() => localStorage.getItem('fitgroup_outbox'))).toBeNull();
});
