import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const BASE_URL = `http://127.0.0.1:${process.env['E2E_PORT'] || 4573}`;

/** Signs in through the API and stores the tokens the way the app does (cookies + localStorage). */
export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/api/v1/user/token/', { data: { email, password } });
  if (!res.ok()) throw new Error(`sign-in of ${email} failed: ${res.status()} ${await res.text()}`);
  const { access, refresh } = (await res.json()) as { access: string; refresh: string };
  await page.context().addCookies([
    { name: 'access_token', value: access, url: BASE_URL, sameSite: 'Lax' },
    { name: 'refresh_token', value: refresh, url: BASE_URL, sameSite: 'Lax' },
  ]);
  await page.addInitScript((token) => window.localStorage.setItem('access_token', token), access);
}

/** A unique email per test run, so specs can register freely. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Stores the signed-in member's units (issue 26) with the page's access cookie: French and German default to metric. */
export async function chooseUnits(page: Page, units: 'metric' | 'imperial'): Promise<void> {
  const access = (await page.context().cookies(BASE_URL)).find((c) => c.name === 'access_token')?.value;
  const res = await page.request.put('/api/v1/user/units/', {
    headers: { Authorization: `Bearer ${access}` },
    data: { units },
  });
  if (!res.ok()) throw new Error(`choosing ${units} failed: ${res.status()} ${await res.text()}`);
}

/** Waits until the browser has drawn two more frames: what a layout change needs before it is measured. */
export async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** A member's own id, read as they would through the API (for the address of their page, /user/{id}). */
export async function userIdOf(request: APIRequestContext, who: { email: string; password: string }): Promise<number> {
  const token = await request.post('/api/v1/user/token/', { data: who });
  expect(token.ok()).toBe(true);
  const { access } = (await token.json()) as { access: string };
  const profile = await request.get('/api/v1/user/profile/', { headers: { Authorization: `Bearer ${access}` } });
  expect(profile.ok()).toBe(true);
  return ((await profile.json()) as { user_id: number }).user_id;
}

/**
 * Finds a member on /admin by what the search matches (a name or an email: the list shows one page of members in
 * name order, and other specs add members) and opens their panel; answers the panel.
 */
export async function chooseMember(page: Page, search: string, heading: string = search) {
  const searched = page.waitForResponse(
    (r) => /\/api\/v1\/admin\/members\/\?/.test(r.url()) && new URL(r.url()).searchParams.get('q') === search,
  );
  await page.getByLabel('Search members').fill(search);
  await searched;
  const select = page.getByLabel('Member profile');
  const option = select.locator('option', { hasText: search }).first();
  await expect(option).toBeAttached();
  await select.selectOption((await option.getAttribute('value'))!);
  const panel = page.getByTestId('member-panel');
  await expect(panel.getByRole('heading', { name: heading })).toBeVisible();
  return panel;
}

/** The island's own script: its component chunk, /_astro/<Island>.<hash>.js. */
export const islandScript = (island: string) => new RegExp(`/_astro/${island}\\.[\\w-]+\\.js$`);

/**
 * Holds the island's own script until released: the page is certain to be clicked (or typed in) before that island
 * hydrates.
 */
export async function holdIsland(page: Page, island: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(islandScript(island), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The island is still its server's HTML: it has not hydrated. */
export async function expectNotHydrated(page: Page, island: string): Promise<void> {
  await expect(page.locator(`astro-island[ssr][component-url*="/${island}."]`)).toHaveCount(1);
}

/** The island has hydrated: its script runs the page. */
export async function expectHydrated(page: Page, island: string): Promise<void> {
  await expect(page.locator(`astro-island[ssr][component-url*="/${island}."]`)).toHaveCount(0);
}
