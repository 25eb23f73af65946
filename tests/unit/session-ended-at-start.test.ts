// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_CACHE_PREFIX } from '../../src/sw/cache-names';
import { fakeApi } from '../helpers/fake-api';
import { accessToken } from '../helpers/access-token';

/**
 * A page whose own start finds the session ended (attacker review of issue 30, F3): the worker served the member's
 * kept copy (offline, or the network too slow), with their journal and measurements in its HTML, and the session
 * check then ends the session. A page rendered for the member must not keep showing that: it hides, and once the
 * device has forgotten the member's pages it loads again: online the page guard sends it to the sign-in page, offline
 * the worker has no copy left. A member who is merely offline keeps the page.
 *
 * Each test loads the modules afresh, as a new page does.
 */

/** The page's address, as the code reads it; `reload` records that the page loaded again. */
let place: { pathname: string; search: string; hostname: string; reload: ReturnType<typeof vi.fn> };
let cacheNames: Set<string>;

/** A page as the worker kept it, rendered for Mia (the layout's <html data-shell-member>): her data rendered in. */
function memberPage(pathname: string): void {
  openPage(pathname, { fullName: 'Mia Member', hasPaid: true, isStaff: false });
  document.body.innerHTML = '<main id="main"><p>Journal: slept badly, 81.4 kg</p></main>';
}

/** A page at `pathname`, rendered for `member` (null: for nobody). */
function openPage(pathname: string, member: object | null): void {
  place = { pathname, search: '', hostname: 'localhost', reload: vi.fn() };
  vi.stubGlobal('location', place);
  document.documentElement.dataset['shellMember'] = JSON.stringify(member);
  document.body.hidden = false;
  document.body.innerHTML = '<main id="main"><p>Welcome</p></main>';
}

async function newPage() {
  vi.resetModules();
  return {
    api: await import('../../src/lib/api'),
    session: await import('../../src/lib/session'),
    tokens: await import('../../src/lib/tokens'),
    replay: await import('../../src/lib/offline/replay'),
  };
}

beforeEach(() => {
  cacheNames = new Set([`${PAGE_CACHE_PREFIX}3`, 'fitgroup-assets']);
  vi.stubGlobal('caches', {
    keys: async () => [...cacheNames],
    delete: async (name: string) => cacheNames.delete(name),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.hidden = false;
  document.body.innerHTML = '';
  delete document.documentElement.dataset['shellMember'];
});

/**
 * The page's start as the layout's script runs it: the session check, then (the page shown offline, or saves
 * waiting) the replay's start.
 */
async function start(page: Awaited<ReturnType<typeof newPage>>): Promise<void> {
  await page.api.initSession();
  page.replay.startReplay();
}

const keptPages = () => [...cacheNames].filter((name) => name.startsWith(PAGE_CACHE_PREFIX));

describe('a member page whose start ends the session', () => {
  it('hides the member’s data and loads again (signed out: the page guard’s sign-in page) once the kept pages are gone', async () => {
    memberPage('/weekly-log');
    let keptAtReload: string[] | undefined;
    place.reload.mockImplementation(() => {
      keptAtReload = keptPages();
    });
    const page = await newPage();
    page.session.startSession(accessToken(3, -10), accessToken(3, 86_400));
    fakeApi([[401, { detail: 'Token is invalid or expired', code: 'token_not_valid' }]]);
    await start(page);
    await vi.waitFor(() => expect(document.body.hidden).toBe(true));
    expect(document.body.textContent).not.toContain('81.4');
    await vi.waitFor(() => expect(place.reload).toHaveBeenCalled());
    expect(keptAtReload).toEqual([]);
  });

  it('ends a session whose refresh token is past its own expiry, the server out of reach (offline)', async () => {
    memberPage('/progress');
    const page = await newPage();
    page.session.startSession(accessToken(3, -100), accessToken(3, -10));
    fakeApi([], 'network');
    await start(page);
    expect(page.tokens.getRefreshToken()).toBeNull();
    expect(page.session.$identity.get().user_id).toBeNull();
    await vi.waitFor(() => expect(place.reload).toHaveBeenCalled());
  });

  it('does so in a native wrapper too, where the refresh token sits in localStorage', async () => {
    memberPage('/weekly-log');
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    const page = await newPage();
    expect(page.tokens.tokenStore()).toBe('local');
    page.session.startSession(accessToken(3, -100), accessToken(3, -10));
    fakeApi([], 'network');
    await start(page);
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
    await vi.waitFor(() => expect(place.reload).toHaveBeenCalled());
    vi.restoreAllMocks();
  });
});

describe('a page whose start keeps the session or has none', () => {
  it('stays as it is for a member who is only offline (the refresh cannot reach the server)', async () => {
    memberPage('/weekly-log');
    const page = await newPage();
    page.session.startSession(accessToken(3, -10), accessToken(3, 86_400));
    fakeApi([], 'network');
    await start(page);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.session.$identity.get().user_id).toBe(3);
    expect(document.body.textContent).toContain('81.4');
    expect(place.reload).not.toHaveBeenCalled();
    expect(keptPages()).toEqual([`${PAGE_CACHE_PREFIX}3`]);
  });

  it('stays on a page rendered for nobody (the sign-in page), the session ended all the same', async () => {
    openPage('/login', null);
    const page = await newPage();
    page.session.startSession(accessToken(3, -100), accessToken(3, -10));
    fakeApi([], 'network');
    await start(page);
    await vi.waitFor(() => expect(keptPages()).toEqual([]));
    expect(document.body.hidden).toBe(false);
    expect(place.reload).not.toHaveBeenCalled();
  });
});
