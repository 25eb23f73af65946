import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './helpers';

/**
 * The JavaScript a real page load costs, in gzip bytes (each script gzipped on its own, as sent precompressed),
 * at 375 px and 1440 px. The home page and the sign-in pages are plain Astro markup with small scripts: no React
 * island, no React runtime, at most 15 KB. Every other page at most 100 KB. Bytes are a property of the build, not
 * a timing: the same build always loads the same scripts.
 */

const LIGHT_BUDGET = 15_000;
const PAGE_BUDGET = 100_000;
/** A string of React DOM's production runtime (its error links); checked below against a page that hydrates React. */
const REACT_MARKER = 'react.dev/errors';

/**
 * Where the bytes go: React DOM is about 65 KB gzipped; the rest is the islands' own code and text. What a page needs
 * only after a click is fetched then: the profile's edit form, the day dialog, the picture pipeline, the admin's
 * member panel and confirmation, and the schemas (zod/mini and the contract, about 8 KB): the week editor's with its
 * first save, the goals form's and the staff's dialogs' when they open. Contracts keep their limits in zod-free modules
 * (contracts/*-limits.ts) for that, and integrations/script-chunks.ts merges the code every page or most islands
 * share into one script each.
 */
/** A string of zod's core (its type names), in any script that carries schemas. */
const ZOD_MARKER = '$ZodType';
/** Pages whose forms are checked on save only: they load no schema code with the page. */
const NO_SCHEMAS_ON_LOAD = new Set<string>([
  '/profile',
  '/weekly-log',
  '/dashboard',
  '/progress/compare',
  '/account-settings',
  '/admin',
]);

/** A paid staff member (tests/e2e/users/shell.txt), who may open every page. */
const MEMBER = { email: 'shell-both@example.com', password: 'shell both pass' };

interface PageLoad {
  html: string;
  scripts: Array<{ url: string; body: Buffer }>;
  gzipBytes: number;
}

/** Loads `path` and waits until the network is idle: every script the page loads by itself is in. */
async function load(page: Page, path: string): Promise<PageLoad> {
  const scripts: PageLoad['scripts'] = [];
  const pending: Array<Promise<void>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => void scripts.push({ url: response.url(), body })));
  });
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  expect(response?.status(), path).toBe(200);
  await Promise.all(pending);
  const gzipBytes = scripts.reduce((sum, { body }) => sum + gzipSync(body).length, 0);
  return { html: await response!.text(), scripts, gzipBytes };
}

const reactScripts = (loaded: PageLoad) =>
  loaded.scripts.filter(({ body }) => body.includes(REACT_MARKER)).map(({ url }) => url);

test('the React marker is in the React runtime a page with islands loads', async ({ page }) => {
  await signInAs(page, MEMBER.email, MEMBER.password);
  const loaded = await load(page, '/profile');
  expect(loaded.html).toContain('astro-island');
  expect(reactScripts(loaded)).toHaveLength(1);
});

test('the zod marker is in the schema code the community page loads with its composer', async ({ page }) => {
  await signInAs(page, MEMBER.email, MEMBER.password);
  const loaded = await load(page, '/community');
  expect(loaded.scripts.filter(({ body }) => body.includes(ZOD_MARKER))).toHaveLength(1);
});

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const [path, signedIn] of [
      ['/', false],
      ['/', true],
      ['/login/', false],
      ['/register/', false],
    ] as const) {
      test(`${path}${signedIn ? ' signed in' : ''} has no React island, loads no React runtime and at most 15 KB of script`, async ({
        page,
      }, testInfo) => {
        if (signedIn) await signInAs(page, MEMBER.email, MEMBER.password);
        const loaded = await load(page, path);
        testInfo.annotations.push({
          type: `JS gzip bytes, ${path} at ${width} px`,
          description: String(loaded.gzipBytes),
        });
        expect(loaded.html).not.toContain('astro-island');
        expect(reactScripts(loaded)).toEqual([]);
        expect(loaded.gzipBytes).toBeLessThanOrEqual(LIGHT_BUDGET);
      });
    }

    for (const path of [
      '/profile',
      '/community',
      '/weekly-log',
      '/dashboard',
      '/progress/compare',
      '/support',
      '/account-settings',
      '/admin',
    ]) {
      test(`${path} signed in loads at most 100 KB of script`, async ({ page }, testInfo) => {
        await signInAs(page, MEMBER.email, MEMBER.password);
        const loaded = await load(page, path);
        testInfo.annotations.push({
          type: `JS gzip bytes, ${path} at ${width} px`,
          description: String(loaded.gzipBytes),
        });
        expect(loaded.gzipBytes).toBeLessThanOrEqual(PAGE_BUDGET);
        if (NO_SCHEMAS_ON_LOAD.has(path)) {
          expect(loaded.scripts.filter(({ body }) => body.includes(ZOD_MARKER)).map(({ url }) => url)).toEqual([]);
        }
      });
    }
  });
}
