// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const access = `${b64({ alg: 'HS256' })}.${b64({ user_id: 3, username: 'sam@example.com', full_name: 'Sam Token', exp: Math.floor(Date.now() / 1000) + 900 })}.sig`;

let urls: string[] = [];
let widen: (() => void) | null = null;

/** A window as wide as asked; `widen()` then grows it past 768 px. */
function screen(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query === '(min-width: 768px)',
    addEventListener: (_: string, listener: (e: { matches: boolean }) => void) =>
      (widen = () => listener({ matches: true })),
  }));
}

/** The API answers GET user/ and GET user/profile/ with these (a number is a failure status). */
function serve(user: unknown, profile: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const body = url.endsWith('user/profile/') ? profile : user;
      return typeof body === 'number'
        ? new Response('{}', { status: body })
        : new Response(JSON.stringify(body), { status: 200 });
    }),
  );
}

/** Fresh modules per test: the lookup runs once per page. */
async function signedInPage() {
  vi.resetModules();
  const session = await import('../../src/lib/session');
  const nav = await import('../../src/lib/nav');
  session.startSession(access, 'the-refresh-token');
  return { ...session, ...nav };
}

const settled = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  urls = [];
  widen = null;
});
afterEach(() => vi.unstubAllGlobals());

describe('the member lookup of prerendered pages', () => {
  it('on a wide screen, takes the name and staff flag from user/ and the paid flag from user/profile/', async () => {
    screen(true);
    serve({ full_name: 'Sam Server', is_staff: true }, { has_paid: true });
    const { resolveMemberInBrowser, $member } = await signedInPage();
    resolveMemberInBrowser();
    await vi.waitFor(() => expect($member.get()).toEqual({ fullName: 'Sam Server', hasPaid: true, isStaff: true }));
  });

  it('on a narrow screen fetches no flag, until the window grows to the sidebar width', async () => {
    screen(false);
    serve({ full_name: 'Sam Server', is_staff: false }, { has_paid: true });
    const { resolveMemberInBrowser, $member } = await signedInPage();
    resolveMemberInBrowser();
    await settled();
    expect(urls).toEqual([]);
    expect($member.get()).toEqual({ fullName: 'Sam Token', hasPaid: false, isStaff: false });
    widen!();
    await vi.waitFor(() => expect($member.get()?.hasPaid).toBe(true));
  });

  it('counts a failed staff lookup as not staff, keeping the name in the token', async () => {
    screen(true);
    serve(500, { has_paid: true });
    const { resolveMemberInBrowser, $member } = await signedInPage();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    resolveMemberInBrowser();
    await vi.waitFor(() => expect($member.get()).toEqual({ fullName: 'Sam Token', hasPaid: true, isStaff: false }));
    expect(logged).toHaveBeenCalled();
  });

  it('asks nothing when signed out', async () => {
    screen(true);
    serve({ full_name: 'x', is_staff: true }, { has_paid: true });
    const { resolveMemberInBrowser, endSession, $member } = await signedInPage();
    endSession();
    resolveMemberInBrowser();
    await settled();
    expect(urls).toEqual([]);
    expect($member.get()).toBeNull();
  });
});
