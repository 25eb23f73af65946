import type { Browser, Page } from '@playwright/test';
import type { Row } from './table';
import type { SignedIn } from './sign-in';
import { signedInContext } from './browser';

/**
 * The PWA row (issue 30). Lighthouse 12 removed its PWA category (Chrome's installability criteria changed), so the
 * bench checks what that category checked, on the built site: the web app manifest is linked from the pages and is
 * valid for installing (a name, PNG icons of 192 and 512 px that load, a start_url of this origin that loads, an
 * app-like display), the service worker controls a member's page after one visit, and that page loads offline.
 * Budget: every check passes.
 */

/** A member page any signed-in member may open (the worker keeps only the member's own pages). */
const MEMBER_PAGE = '/dashboard';
/** How long the worker may take to install (it fetches the whole precache first) and keep the page. */
const WORKER_TIMEOUT_MS = 45_000;
const APP_DISPLAYS = new Set(['standalone', 'fullscreen', 'minimal-ui']);

interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  display?: string;
  icons?: Array<{ src?: string; sizes?: string; type?: string }>;
}

/** One check: its name and what failed ('' when it passed). */
type Check = [name: string, failure: string];

/** The manifest the page links, and what is wrong with it for installing. */
async function manifestChecks(page: Page, base: string): Promise<Check[]> {
  const href = await page.locator('link[rel="manifest"]').first().getAttribute('href');
  if (!href) return [['manifest linked', `${MEMBER_PAGE} links no manifest`]];
  const url = new URL(href, base);
  const res = await fetch(url);
  let manifest: Manifest = {};
  try {
    manifest = (await res.json()) as Manifest;
  } catch {
    return [['manifest linked', `${url.pathname} answered ${res.status} without JSON`]];
  }
  const checks: Check[] = [['manifest linked', res.ok ? '' : `${url.pathname} answered ${res.status}`]];
  checks.push(['name', manifest.name?.trim() || manifest.short_name?.trim() ? '' : 'no name nor short_name']);
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons?.find((i) => i.sizes?.split(/\s+/).includes(size) && i.type === 'image/png');
    let failure = icon?.src ? '' : `no ${size} PNG icon`;
    if (icon?.src) {
      const got = await fetch(new URL(icon.src, url));
      const type = got.headers.get('content-type') ?? '';
      if (!got.ok || !type.startsWith('image/png')) failure = `${icon.src} answered ${got.status} ${type}`;
      await got.arrayBuffer();
    }
    checks.push([`icon ${size}`, failure]);
  }
  const start = manifest.start_url ? new URL(manifest.start_url, url) : null;
  let startFailure = start ? '' : 'no start_url';
  if (start && start.origin !== new URL(base).origin) startFailure = `start_url ${start} is another origin`;
  else if (start) {
    const got = await fetch(start);
    await got.arrayBuffer();
    if (!got.ok) startFailure = `start_url answered ${got.status}`;
  }
  checks.push(['start_url', startFailure]);
  checks.push([
    'display',
    APP_DISPLAYS.has(manifest.display ?? '') ? '' : `display is ${manifest.display ?? 'absent'}`,
  ]);
  return checks;
}

/** Whether the worker keeps a copy of MEMBER_PAGE (what an offline visit gets). */
const keptCopy = (page: Page): Promise<boolean> =>
  page.evaluate(async (path) => {
    for (const name of await caches.keys())
      if (name.startsWith('fitgroup-pages-') && (await (await caches.open(name)).match(location.origin + path)))
        return true;
    return false;
  }, MEMBER_PAGE);

/** Row "5 PWA": the manifest, the worker's control after one visit, and the member page offline. */
export async function pwaRow(browser: Browser, base: string, member: SignedIn): Promise<Row> {
  const context = await signedInContext(browser, base, member);
  const checks: Check[] = [];
  try {
    const page = await context.newPage();
    const first = await page.goto(base + MEMBER_PAGE);
    if (!first?.ok() || new URL(page.url()).pathname !== MEMBER_PAGE)
      throw new Error(`${MEMBER_PAGE} answered ${first?.status()} at ${page.url()}`);
    checks.push(...(await manifestChecks(page, base)));

    // One visit: the worker installs (its precache), takes the open page and keeps a copy of it.
    const controlled = await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: WORKER_TIMEOUT_MS })
      .then(
        () => true,
        () => false,
      );
    checks.push(['worker controls the page', controlled ? '' : `no worker took ${MEMBER_PAGE} after one visit`]);
    const deadline = Date.now() + WORKER_TIMEOUT_MS;
    while (controlled && !(await keptCopy(page)) && Date.now() < deadline) await page.waitForTimeout(250);

    await context.setOffline(true);
    const offline = await page.goto(base + MEMBER_PAGE).then(
      (res) => (res?.ok() ? '' : `answered ${res?.status()}`),
      (err: Error) => err.message.split('\n')[0]!,
    );
    const heading = offline ? 0 : await page.locator('h1').count();
    checks.push(['loads offline', offline || (heading > 0 ? '' : 'the offline copy shows no heading')]);
  } finally {
    await context.close();
  }
  const failed = checks.filter(([, failure]) => failure);
  return {
    id: '5',
    name: 'PWA',
    value: `${checks.length - failed.length} of ${checks.length} checks pass (${checks.map(([name]) => name).join(', ')})`,
    budget: 'all pass',
    pass: failed.length === 0,
    status: 'ran',
    ...(failed.length ? { note: failed.map(([name, failure]) => `${name}: ${failure}`).join('; ') } : {}),
    metrics: { checks: Object.fromEntries(checks) },
  };
}
