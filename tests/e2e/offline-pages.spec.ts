import { expect, test } from '@playwright/test';
import { BASE_URL } from './helpers';
import {
  expectKept,
  expectNoPageOffline,
  keptCopies,
  OLIVE,
  OSCAR,
  signIn,
  WORKER_TIMEOUT,
  writeJournal,
} from './offline-device';

/**
 * The service worker (src/sw/worker.ts, issue 30): a member's own pages open offline after one visit online, with
 * their code from the precache; what it kept of a member goes with the session, and another member signing in on
 * the same browser finds none of it. Playwright (1.65) routes a service worker's own requests like the page's, so
 * context.setOffline cuts the worker off too.
 */

const DAY_CODES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const TODAY = DAY_CODES[new Date().getDay()]!;

test("a member's weekly log and dashboard load offline after one visit online, and the day dialog opens", async ({
  page,
  context,
}) => {
  const journal = `Olive journal ${Date.now()}`;
  await signIn(page, OLIVE);
  await writeJournal(page, journal);
  // The page as the server renders it now (network first), which the worker keeps.
  await page.reload();
  await expectKept(page, '/weekly-log', journal);
  await page.goto('/dashboard');
  await expectKept(page, '/dashboard', 'Olive Offline');

  await context.setOffline(true);
  await page.goto('/weekly-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Logs' })).toBeVisible();
  const panel = page.getByRole('tabpanel', { name: 'Week 1' });
  await expect(panel.getByLabel('Journal Entry')).toHaveValue(journal);
  // The dialog's code was never loaded by this page: it comes from the precache.
  await panel.getByRole('button', { name: `Open ${TODAY} daily log` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Daily Log' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Workout')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Logs' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: "Olive's Dashboard" })).toBeVisible();
  // Offline is not signed out: the session and the page stay as they were.
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.setOffline(false);
});

test('after logout, an offline visit to the weekly log shows nothing of the member', async ({ page, context }) => {
  const journal = `Olive private note ${Date.now()}`;
  await signIn(page, OLIVE);
  await writeJournal(page, journal);
  await page.reload();
  await expectKept(page, '/weekly-log', journal);

  await page.goto('/logout/');
  await expect(page.getByText('You have been logged out')).toBeVisible();
  await expect.poll(() => keptCopies(page, '/weekly-log'), WORKER_TIMEOUT).toEqual([]);

  await context.setOffline(true);
  await expectNoPageOffline(page, '/weekly-log');
  await context.setOffline(false);
});

test('a second member signing in on the same browser finds nothing of the first', async ({ page, context }) => {
  const journal = `Olive secret ${Date.now()}`;
  await signIn(page, OLIVE);
  await writeJournal(page, journal);
  await page.reload();
  await expectKept(page, '/weekly-log', journal);

  // Olive's session lapses on this device without a logout; Oscar signs in.
  await context.clearCookies();
  await signIn(page, OSCAR);
  await page.goto('/profile');
  await expect.poll(() => keptCopies(page, '/weekly-log'), WORKER_TIMEOUT).toEqual([]);

  await context.setOffline(true);
  await expectNoPageOffline(page, '/weekly-log');
  await context.setOffline(false);
});

test('a session ended on the server takes the kept pages with it at the next visit online', async ({
  page,
  context,
}) => {
  const journal = `Olive lost phone ${Date.now()}`;
  const { refresh } = await signIn(page, OLIVE);
  await writeJournal(page, journal);
  await page.reload();
  await expectKept(page, '/weekly-log', journal);

  // Signed out elsewhere (as a sanction or "sign out everywhere" would): this device's tokens still look valid.
  expect((await page.request.post('/api/v1/user/logout/', { data: { refresh } })).ok()).toBe(true);
  await page.goto('/weekly-log');
  await expect(page).toHaveURL(/\/login\//);
  await expect.poll(() => keptCopies(page, '/weekly-log'), WORKER_TIMEOUT).toEqual([]);

  await context.setOffline(true);
  await expectNoPageOffline(page, '/weekly-log');
  await context.setOffline(false);
});

test('a worker that is not ours is unregistered on load, and ours is registered for the member', async ({
  page,
  context,
}) => {
  await context.route('**/old-worker.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "self.addEventListener('fetch', () => {});" }),
  );
  const scripts = () =>
    page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((r) => (r.active ?? r.installing ?? r.waiting)?.scriptURL),
    );
  await page.goto('/login/');
  // Registered (the login page's own pass may already have removed it again by the time it is listed: it runs once
  // the page is idle, as the member's pages do).
  const registered = await page.evaluate(() =>
    navigator.serviceWorker.register('/old-worker.js', { scope: '/old/' }).then((r) => r.scope),
  );
  expect(registered).toBe(`${BASE_URL}/old/`);

  await signIn(page, OSCAR);
  await page.goto('/profile');
  await expect.poll(scripts, WORKER_TIMEOUT).toEqual([expect.stringMatching(/\/sw\.js\?m=\d+$/)]);
});

test('a build file asked for with a query is not kept again: the worker keeps each file of the build once', async ({
  page,
}) => {
  await signIn(page, OSCAR);
  await page.goto('/profile');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), WORKER_TIMEOUT)
    .toMatch(/\/sw\.js\?m=\d+$/);
  const file = await page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .find((path) => path.startsWith('/_astro/') && path.endsWith('.js')) ?? '',
  );
  expect(file).not.toBe('');
  // As a page of another site could send a member's browser to /_astro/<large file>?1, ?2, … to fill the storage the
  // unsent saves share.
  const statuses = await page.evaluate(
    (path) => Promise.all(['?1', '?2', '?'].map((query) => fetch(path + query).then((res) => res.status))),
    file,
  );
  expect(statuses).toEqual([200, 200, 200]);
  // The worker keeps a copy after it answers: a copy it kept would be there by now.
  await page.waitForTimeout(1_000);
  const keptWithQuery = await page.evaluate(async () => {
    const keys: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys())
        if (request.url.includes('?')) keys.push(request.url);
    return keys;
  });
  expect(keptWithQuery).toEqual([]);
});
