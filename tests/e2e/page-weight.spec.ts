import { expect, test, type Page, type TestInfo } from '@playwright/test';
import {
  inlineScripts,
  LIGHT_BUDGET,
  LIGHT_PAGES,
  MEMBER_PAGES,
  OTHER_MEMBER_PAGE,
  OVER_BUDGET_CEILINGS,
  PAGE_BUDGET,
  REACT_MARKER,
  weighScripts,
  type ScriptWeight,
} from '../../scripts/bench/page-weight';
import { signInAs, userIdOf } from './helpers';

/**
 * The JavaScript a real page load costs, at 375 px and 1440 px, weighed as the bench's row 4 weighs it
 * (scripts/bench/page-weight.ts: the script files plus the inline scripts, in gzip bytes). The home page and the
 * sign-in pages are plain Astro markup with small scripts: no React island, no React runtime, at most 15 KB. Every
 * other page at most 100 KB. Bytes are a property of the build, not a timing: the same build always loads the same
 * scripts.
 */

/**
 * Where the bytes go: React DOM is about 65 KB gzipped; the rest is the islands' own code and text. What a page needs
 * only after a click is fetched then: the profile's edit form, the day dialog, the picture pipeline, the admin's
 * member panel and confirmation, and the schemas (zod/mini and the contract, about 8 KB): the week editor's with its
 * first save, the feed's composers' with their first send, the goals form's and the staff's dialogs' when they open.
 * Contracts keep their limits in zod-free modules (contracts/*-limits.ts) for that, and integrations/script-chunks.ts
 * merges the code every page or most islands share into one script each.
 */
/** A string of zod's core (its type names), in any script that carries schemas. */
const ZOD_MARKER = '$ZodType';
/** Pages whose forms are checked on save only: they load no schema code with the page. */
const NO_SCHEMAS_ON_LOAD = new Set<string>([
  '/profile',
  '/community',
  '/weekly-log',
  '/dashboard',
  '/progress/compare',
  '/account-settings',
  '/admin',
]);

/** A paid staff member (tests/e2e/users/shell.txt), who may open every page. */
const MEMBER = { email: 'shell-both@example.com', password: 'shell both pass' };
/** Another member (same file), whose page is '/user/{id}'. */
const OTHER = { email: 'shell-member@example.com', password: 'shell member pass' };

let otherUserId = 0;

test.beforeAll(async ({ request }) => {
  otherUserId = await userIdOf(request, OTHER);
});

/** The address of a measured page (OTHER_MEMBER_PAGE: OTHER's). */
const urlOf = (path: string) => path.replace('{id}', String(otherUserId));

interface PageLoad {
  html: string;
  scripts: Array<{ url: string; body: Buffer }>;
  weight: ScriptWeight;
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
  return { html: await response!.text(), scripts, weight: weighScripts(scripts, await inlineScripts(page)) };
}

/** The weight beside the test (the reporter's JSON keeps it), files and inline scripts apart. */
function annotate(testInfo: TestInfo, path: string, width: number, weight: ScriptWeight) {
  testInfo.annotations.push({
    type: `JS gzip bytes, ${path} at ${width} px`,
    description: `${weight.bytes} (files ${weight.fileBytes} in ${weight.files}, inline ${weight.inlineBytes} in ${weight.inline})`,
  });
}

const reactScripts = (loaded: PageLoad) =>
  loaded.scripts.filter(({ body }) => body.includes(REACT_MARKER)).map(({ url }) => url);

test('the React marker is in the React runtime a page with islands loads', async ({ page }) => {
  await signInAs(page, MEMBER.email, MEMBER.password);
  const loaded = await load(page, '/profile');
  expect(loaded.html).toContain('astro-island');
  expect(reactScripts(loaded)).toHaveLength(1);
});

test('the zod marker is in the schema code the support page loads with its forms', async ({ page }) => {
  await signInAs(page, MEMBER.email, MEMBER.password);
  const loaded = await load(page, '/support');
  expect(loaded.scripts.filter(({ body }) => body.includes(ZOD_MARKER))).toHaveLength(1);
});

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const [path, signedIn] of [...LIGHT_PAGES.map((path) => [path, false] as const), ['/', true] as const]) {
      test(`${path}${signedIn ? ' signed in' : ''} has no React island, loads no React runtime and at most 15 KB of script`, async ({
        page,
      }, testInfo) => {
        if (signedIn) await signInAs(page, MEMBER.email, MEMBER.password);
        const loaded = await load(page, path);
        annotate(testInfo, path, width, loaded.weight);
        expect(loaded.html).not.toContain('astro-island');
        expect(reactScripts(loaded)).toEqual([]);
        expect(loaded.weight.bytes).toBeLessThanOrEqual(LIGHT_BUDGET);
      });
    }

    for (const path of [...MEMBER_PAGES, OTHER_MEMBER_PAGE]) {
      test(`${path} signed in loads at most 100 KB of script (or its ceiling while over)`, async ({
        page,
      }, testInfo) => {
        await signInAs(page, MEMBER.email, MEMBER.password);
        const loaded = await load(page, urlOf(path));
        annotate(testInfo, path, width, loaded.weight);
        const ceiling = OVER_BUDGET_CEILINGS[path];
        if (ceiling === undefined) expect(loaded.weight.bytes).toBeLessThanOrEqual(PAGE_BUDGET);
        else {
          expect(loaded.weight.bytes, `${path} grew past its ceiling`).toBeLessThanOrEqual(ceiling);
          expect(loaded.weight.bytes, `${path} fits its budget: remove its ceiling`).toBeGreaterThan(PAGE_BUDGET);
        }
        if (NO_SCHEMAS_ON_LOAD.has(path)) {
          expect(loaded.scripts.filter(({ body }) => body.includes(ZOD_MARKER)).map(({ url }) => url)).toEqual([]);
        }
      });
    }
  });
}
