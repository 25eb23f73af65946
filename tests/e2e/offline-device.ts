import { expect, type Page } from '@playwright/test';
import { BASE_URL, expectHydrated } from './helpers';

/**
 * What the offline specs read of the device (issue 30): the pages the service worker keeps, the offline store's
 * reads, and a member's session set up as the site's own sign-in leaves it. Shared by offline-pages.spec.ts and
 * sign-in-over-ended-session.spec.ts.
 */

export const OLIVE = { email: 'offsw-olive@example.com', password: 'offsw olive pass' };
export const OSCAR = { email: 'offsw-oscar@example.com', password: 'offsw oscar pass' };

/**
 * Signs in with cookies only, as the site's own sign-in leaves them (helpers.signInAs also writes the access token
 * into localStorage on every page load, which would bring the session back after a logout).
 */
export async function signIn(page: Page, who: { email: string; password: string }): Promise<{ refresh: string }> {
  const res = await page.request.post('/api/v1/user/token/', { data: who });
  expect(res.ok()).toBe(true);
  const { access, refresh } = (await res.json()) as { access: string; refresh: string };
  await page.context().addCookies([
    { name: 'access_token', value: access, url: BASE_URL, sameSite: 'Lax' },
    { name: 'refresh_token', value: refresh, url: BASE_URL, sameSite: 'Lax' },
  ]);
  return { refresh };
}

/** The copies of `path` the worker keeps, as text (one per member whose pages are kept). */
export function keptCopies(page: Page, path: string): Promise<string[]> {
  return page.evaluate(async (p) => {
    const copies: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('fitgroup-pages-')) continue;
      const copy = await (await caches.open(name)).match(location.origin + p);
      if (copy) copies.push(await copy.text());
    }
    return copies;
  }, path);
}

/**
 * How long the worker may take to install (it fetches the whole precache first) and to act: longer than an
 * assertion's default on a busy machine.
 */
export const WORKER_TIMEOUT = { timeout: 45_000 };

/**
 * Waits until the worker keeps a copy of `path` that holds `text`. A visit made while the worker still installs (it
 * fetches the whole precache first) is not kept, and an install that failed on a busy machine is tried again on
 * the next visit: so a poll that finds no copy visits the page again, as a member who reloads.
 */
export async function expectKept(page: Page, path: string, text: string): Promise<void> {
  await expect
    .poll(async () => {
      if ((await keptCopies(page, path)).some((html) => html.includes(text))) return true;
      await page.goto(path);
      return false;
    }, WORKER_TIMEOUT)
    .toBe(true);
}

/**
 * What the member gets from an offline visit to a member page the device keeps no copy of: the navigation fails
 * (the browser's own error page), so no page of the site, and nothing of the member's, is shown.
 */
export async function expectNoPageOffline(page: Page, path: string): Promise<void> {
  const visit = await page.goto(path).then(
    () => 'shown',
    (err: Error) => err.message,
  );
  expect(visit).toMatch(/net::ERR_(INTERNET_DISCONNECTED|FAILED)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Logs' })).toHaveCount(0);
}

/** Writes a journal entry only this member has, online, through the week editor. */
export async function writeJournal(page: Page, journal: string): Promise<void> {
  await page.goto('/weekly-log');
  // Typed once the week editor runs: text typed while it hydrates can land beside the server's text (typing before
  // it starts is early-typing.spec.ts's subject).
  await expectHydrated(page, 'WeeklyLogs');
  const panel = page.getByRole('tabpanel', { name: 'Week 1' });
  await panel.getByLabel('Journal Entry').fill(journal);
  await panel.getByRole('button', { name: 'Save Week' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText('✅ Week 1 saved successfully!');
}

/** The members whose data the device keeps read (the offline store's `reads`), one id per row. */
export const readsKept = (page: Page): Promise<number[]> => membersIn(page, 'reads');

/** The members whose saves wait on the device (the offline store's `outbox`), one id per entry. */
export const savesWaiting = (page: Page): Promise<number[]> => membersIn(page, 'outbox');

/** The member of each row of one of the offline store's stores; none when the device has no store. */
function membersIn(page: Page, store: 'reads' | 'outbox'): Promise<number[]> {
  return page.evaluate(
    (store) =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open('fitgroup-offline');
        let none = false;
        // Never made here: the probe must not make it (empty, without the app's stores).
        open.onupgradeneeded = () => {
          none = true;
          open.transaction?.abort();
        };
        open.onerror = () => (none ? resolve([]) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as Array<{ member: number }>).map((r) => r.member));
          };
          all.onerror = () => reject(all.error);
        };
      }),
    store,
  );
}

/** The member a token names. */
export const memberOf = (token: string): number =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { user_id: number }).user_id;

/** Keeps a read of `member`'s own data on the device, in the offline store as the app makes it (offline-db.ts). */
export function keepRead(page: Page, member: number, journal: string): Promise<void> {
  return page.evaluate(
    ({ member, journal }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('fitgroup-offline', 1);
        open.onupgradeneeded = () => {
          open.result.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
          open.result.createObjectStore('reads', { keyPath: ['member', 'key'] });
        };
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('reads', 'readwrite');
          tx.objectStore('reads').put({ member, key: 'user/profile/', data: { journal }, at: Date.now() });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { member, journal },
  );
}
