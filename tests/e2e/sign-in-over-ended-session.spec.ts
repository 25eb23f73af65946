import { expect, test } from '@playwright/test';
import { apiAs } from './api-as';
import {
  expectKept,
  expectNoPageOffline,
  keepRead,
  keptCopies,
  memberOf,
  OLIVE,
  OSCAR,
  readsKept,
  signIn,
  writeJournal,
} from './offline-device';

/**
 * A sign-in over a session that ended elsewhere (attacker review of issue 30, F4): the first member's session was
 * revoked on the server while this browser kept their pages and reads, and no page of theirs ran to clear them. The
 * second member's sign-in forgets them before the landing page loads (lib/signed-in.ts).
 */

test('a second member signing in over a first member’s ended session finds none of the first member’s kept pages or reads before the landing page loads, and offline sees none of the first member’s pages', async ({
  page,
  context,
}) => {
  const journal = `Olive revoked elsewhere ${Date.now()}`;
  const { refresh } = await signIn(page, OLIVE);
  await writeJournal(page, journal);
  await page.reload();
  await expectKept(page, '/weekly-log', journal);
  // What the device keeps of Olive's reads (device-data.ts), as a page of hers leaves it.
  await keepRead(page, memberOf(refresh), journal);
  expect(await readsKept(page)).toContain(memberOf(refresh));

  // Signed out elsewhere (a sanction, "sign out everywhere"): this browser's tokens still look valid, and no page of
  // Olive's runs to clear what the device keeps. Oscar opens the sign-in page and signs in.
  expect((await page.request.post('/api/v1/user/logout/', { data: { refresh } })).ok()).toBe(true);
  // What the device holds as the landing page is asked for, seen from another tab of the same browser. context.route:
  // the request may come from Olive's worker, still in charge of the page until Oscar's takes over. A glob, not a
  // function: only the landing page's requests are held (a function has every request routed).
  let atLanding: { pages: number; reads: number[] } | undefined;
  const landing = '**/profile';
  await context.route(landing, async (route) => {
    if (!atLanding) {
      const probe = await context.newPage();
      // A file of the site, not a page: it runs no script of ours, and the sign-in page would send it on to here.
      await probe.goto('/favicon.svg');
      atLanding = { pages: (await keptCopies(probe, '/weekly-log')).length, reads: await readsKept(probe) };
      await probe.close();
    }
    await route.continue();
  });
  // Oscar has accepted the terms in force: the sign-in goes straight to the landing page.
  expect((await (await apiAs(page.request, OSCAR)).post('terms/accept/')).ok()).toBe(true);
  await page.goto('/login/');
  await page.getByLabel('Email').fill(OSCAR.email);
  await page.getByLabel('Password').fill(OSCAR.password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(atLanding).toEqual({ pages: 0, reads: [] });
  await context.unroute(landing);

  await context.setOffline(true);
  await expectNoPageOffline(page, '/weekly-log');
  await context.setOffline(false);
});
