import { describe, expect, it } from 'vitest';
import { RenderedPages, responseOf, SHELL_ONLY_PAGES, shellPageKey } from '../../src/server/http/shell-pages';

const member = { fullName: 'Pat Paid', hasPaid: true, isStaff: false };
const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': "script-src 'self'", ...headers },
  });

describe('rendered shell-only pages', () => {
  it('are the community page only', () => {
    expect([...SHELL_ONLY_PAGES].sort()).toEqual(['/community', '/community/']);
  });

  it('are keyed by path, by language, and by everything the shell shows: name, paid, staff, signed in or not', () => {
    const keys = new Set([
      shellPageKey('/community', member, 'en'),
      shellPageKey('/community/', member, 'en'),
      shellPageKey('/community', { ...member, fullName: 'Pat Renamed' }, 'en'),
      shellPageKey('/community', { ...member, hasPaid: false }, 'en'),
      shellPageKey('/community', { ...member, isStaff: true }, 'en'),
      shellPageKey('/community', null, 'en'),
      shellPageKey('/community', member, 'de'),
      shellPageKey('/community', member, 'fr'),
    ]);
    expect(keys.size).toBe(8);
    expect(shellPageKey('/community', { ...member }, 'en')).toBe(shellPageKey('/community', member, 'en'));
  });

  it('are sent again byte for byte with their headers', async () => {
    const pages = new RenderedPages();
    const key = shellPageKey('/community', member, 'en');
    const first = await pages.keep(key, html('<p>page</p>'));
    expect(await first.text()).toBe('<p>page</p>');
    const again = responseOf(pages.get(key)!);
    expect(await again.text()).toBe('<p>page</p>');
    expect(again.headers.get('content-security-policy')).toBe("script-src 'self'");
    // Each copy's headers are its own.
    again.headers.set('Cache-Control', 'private, no-store');
    expect(responseOf(pages.get(key)!).headers.get('cache-control')).toBeNull();
  });

  it('never keep an error, a redirect, something other than HTML, or an answer that sets a cookie', async () => {
    const pages = new RenderedPages();
    await pages.keep('a', new Response('x', { status: 500, headers: { 'Content-Type': 'text/html' } }));
    await pages.keep('b', new Response(null, { status: 302, headers: { Location: '/login/' } }));
    await pages.keep('c', new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    await pages.keep('d', html('<p>x</p>', { 'Set-Cookie': 'a=b' }));
    expect(pages.size).toBe(0);
  });

  it('are bounded: the least recently used goes first', async () => {
    const pages = new RenderedPages(2);
    await pages.keep('a', html('a'));
    await pages.keep('b', html('b'));
    pages.get('a');
    await pages.keep('c', html('c'));
    expect(pages.get('b')).toBeUndefined();
    expect(pages.get('a')).toBeDefined();
    expect(pages.size).toBe(2);
  });
});
