import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { SignedIn } from './sign-in';

/** Debian's Chromium, as the e2e suite drives it (playwright.config.ts); no browser download. */
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, '--no-first-run'] });
}

/** A context signed in the way the site keeps a session: the token cookies of src/lib/tokens.ts. */
export async function signedInContext(
  browser: Browser,
  base: string,
  member: SignedIn | null,
): Promise<BrowserContext> {
  const context = await browser.newContext();
  if (member) {
    await context.addCookies([
      { name: 'access_token', value: member.access, url: base, sameSite: 'Lax' },
      { name: 'refresh_token', value: member.refresh, url: base, sameSite: 'Lax' },
    ]);
  }
  return context;
}

/** One response of a page load, with what went over the wire (headers and body as sent, from CDP). */
export interface Loaded {
  url: string;
  status: number;
  mimeType: string;
  encodedBytes: number;
  headers: Record<string, string>;
  /** The decoded body, for scripts only. */
  body: Buffer | null;
}

/**
 * Loads `path` in a fresh page and records every response until the network is quiet (islands that hydrate late
 * included). `until` may wait for something on the page first; its value is returned.
 */
export async function loadPage<T>(
  context: BrowserContext,
  url: string,
  until?: (page: Page) => Promise<T>,
): Promise<{ responses: Loaded[]; result: T | undefined; page: Page; finalUrl: string; islands: number }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map<string, Omit<Loaded, 'encodedBytes' | 'body'>>();
  const finished: Array<{ id: string; encodedBytes: number }> = [];
  cdp.on('Network.responseReceived', (e) => {
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    byId.set(e.requestId, { url: e.response.url, status: e.response.status, mimeType: e.response.mimeType, headers });
  });
  cdp.on('Network.loadingFinished', (e) => finished.push({ id: e.requestId, encodedBytes: e.encodedDataLength }));
  const navigation = await page.goto(url, { waitUntil: until ? 'commit' : 'load' });
  if (!navigation) throw new Error(`${url}: no answer`);
  const result = until ? await until(page) : undefined;
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  const responses: Loaded[] = [];
  for (const { id, encodedBytes } of finished) {
    const r = byId.get(id);
    if (!r) continue;
    let body: Buffer | null = null;
    if (/javascript|ecmascript/.test(r.mimeType)) {
      const got = await cdp.send('Network.getResponseBody', { requestId: id }).catch(() => null);
      if (got) body = Buffer.from(got.body, got.base64Encoded ? 'base64' : 'utf8');
    }
    responses.push({ ...r, encodedBytes, body });
  }
  const islands = await page.locator('astro-island').count();
  return { responses, result, page, finalUrl: page.url(), islands };
}
