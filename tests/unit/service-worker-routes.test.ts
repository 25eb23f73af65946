import { describe, expect, it } from 'vitest';
import {
  assetCacheKey,
  isAsset,
  isAssetToKeep,
  isKeptPage,
  isOtherPageCache,
  isPageToKeep,
  memberOfWorker,
  missingAssets,
  pageCacheKey,
  pageCacheName,
} from '../../src/sw/routes';
import { WORKER_PATH, WORKER_URL_PREFIX } from '../../src/sw/worker-path';

const ORIGIN = 'https://fit.example';
const url = (path: string) => new URL(path, ORIGIN);

describe('what the service worker does with a request', () => {
  it('keeps the member pages of any signed-in member and of a paid one', () => {
    for (const path of ['/weekly-log', '/weekly-log/', '/dashboard', '/progress/compare', '/profile', '/community']) {
      expect(isKeptPage(url(path), ORIGIN), path).toBe(true);
    }
  });

  it("leaves signed-out pages, the staff pages, other members' pages and other origins to the network", () => {
    for (const path of ['/', '/login/', '/register/', '/logout/', '/admin', '/admin/members', '/user/7', '/user']) {
      expect(isKeptPage(url(path), ORIGIN), path).toBe(false);
    }
    expect(isKeptPage(new URL('/weekly-log', 'https://elsewhere.example'), ORIGIN)).toBe(false);
  });

  const build = new Set(['/_astro/client.AbC123.js', '/_astro/heic.Big1.js']);

  it('takes the hashed build files of this origin only as assets, never the API', () => {
    expect(isAsset(url('/_astro/client.AbC123.js'), ORIGIN, build)).toBe(true);
    expect(isAsset(url('/api/v1/user/profile/'), ORIGIN, build)).toBe(false);
    expect(isAsset(url('/sw.js'), ORIGIN, build)).toBe(false);
    expect(isAsset(new URL('/_astro/client.AbC123.js', 'https://cdn.example'), ORIGIN, build)).toBe(false);
  });

  it('does not take an /_astro/ URL with a query, or one not in the build, for an asset the worker keeps', () => {
    for (const path of ['/_astro/heic.Big1.js?1', '/_astro/heic.Big1.js?v=2', '/_astro/made-up.js', '/_astro/']) {
      expect(isAsset(url(path), ORIGIN, build), path).toBe(false);
    }
  });

  it('keeps a build file under its path alone, an empty query included', () => {
    expect(assetCacheKey(url('/_astro/heic.Big1.js?'))).toBe(`${ORIGIN}/_astro/heic.Big1.js`);
    expect(isAssetToKeep(`${ORIGIN}/_astro/heic.Big1.js`, ORIGIN, build)).toBe(true);
  });

  it('drops the copies an older worker kept under a query or for a file not in the build', () => {
    for (const key of ['/_astro/heic.Big1.js?1', '/_astro/heic.Big1.js?', '/_astro/heic.Old9.js']) {
      expect(isAssetToKeep(`${ORIGIN}${key}`, ORIGIN, build), key).toBe(false);
    }
  });

  it('keeps one copy of a page whatever its trailing slash or query', () => {
    expect(pageCacheKey(url('/weekly-log/?week=3'))).toBe(`${ORIGIN}/weekly-log`);
    expect(pageCacheKey(url('/weekly-log'))).toBe(`${ORIGIN}/weekly-log`);
  });
});

describe('whose pages a worker keeps', () => {
  it('is registered at the file the build writes, with the member in the query', () => {
    expect(WORKER_URL_PREFIX.startsWith(`${WORKER_PATH}?`)).toBe(true);
    expect(memberOfWorker(`${ORIGIN}${WORKER_URL_PREFIX}42`)).toBe(42);
  });

  it('reads the member from the script URL, and nobody from a URL without a valid id', () => {
    expect(memberOfWorker(`${ORIGIN}/sw.js?m=42`)).toBe(42);
    for (const script of ['/sw.js', '/sw.js?m=', '/sw.js?m=0', '/sw.js?m=-3', '/sw.js?m=4x', '/sw.js?m=undefined']) {
      expect(memberOfWorker(`${ORIGIN}${script}`), script).toBeNull();
    }
  });

  it("takes another member's page cache for someone else's, and its own for its own", () => {
    expect(isOtherPageCache(pageCacheName(7), 42)).toBe(true);
    expect(isOtherPageCache(pageCacheName(42), 42)).toBe(false);
    expect(isOtherPageCache(pageCacheName(42), null)).toBe(true);
  });

  it('never takes the precache or the asset cache for a page cache', () => {
    expect(isOtherPageCache('workbox-precache-v2-https://fit.example/', 42)).toBe(false);
    expect(isOtherPageCache('fitgroup-assets', null)).toBe(false);
  });
});

describe('a kept page after a new build', () => {
  const known = new Set(['/_astro/client.New1.js', '/_astro/WeeklyLogs.New2.js']);

  it('names no missing file when every file it loads is of this build', () => {
    const html =
      '<script type="module" src="/_astro/client.New1.js"></script><astro-island component-url="/_astro/WeeklyLogs.New2.js">';
    expect(missingAssets(html, known)).toEqual([]);
  });

  it("names the older build's files it still loads", () => {
    const html =
      '<link rel="modulepreload" href="/_astro/client.Old1.js"><script src="/_astro/client.New1.js"></script>';
    expect(missingAssets(html, known)).toEqual(['/_astro/client.Old1.js']);
  });
});

describe('a page answer the worker keeps (a navigation, an open page, a page dropped after a deploy and fetched again)', () => {
  it("is the page's own full answer", () => {
    expect(isPageToKeep({ status: 200, type: 'basic', redirected: false })).toBe(true);
  });

  it('is never the sign-in page a redirect leads to, an error, or another origin’s answer', () => {
    expect(isPageToKeep({ status: 0, type: 'opaqueredirect', redirected: false })).toBe(false);
    expect(isPageToKeep({ status: 200, type: 'basic', redirected: true })).toBe(false);
    expect(isPageToKeep({ status: 500, type: 'basic', redirected: false })).toBe(false);
    expect(isPageToKeep({ status: 404, type: 'basic', redirected: false })).toBe(false);
    expect(isPageToKeep({ status: 200, type: 'cors', redirected: false })).toBe(false);
  });
});
