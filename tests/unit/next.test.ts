import { describe, expect, it } from 'vitest';
import { DEFAULT_LANDING, landingAfterSignIn, safeNext, signInPath } from '../../src/lib/next';

describe('the next page after sign-in', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeNext('/community?x=1')).toBe('/community?x=1');
    expect(safeNext('/user/12')).toBe('/user/12');
    expect(safeNext('/weekly-log#week-3')).toBe('/weekly-log#week-3');
    expect(safeNext('/')).toBe('/');
  });

  it('keeps an encoded query value that is not a way out', () => {
    expect(safeNext('/community?q=a%20b')).toBe('/community?q=a%20b');
  });

  it.each([
    ['a protocol-relative address', '//evil.com'],
    ['a protocol-relative address with a path', '//evil.com/profile'],
    ['an absolute address', 'https://evil.com'],
    ['an absolute address of another scheme', 'http://evil.com/community'],
    ['a backslash that browsers read as a slash', '/\\evil.com'],
    ['two backslashes', '\\\\evil.com'],
    ['a slash and a backslash', '/\\/evil.com'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a javascript: address in capitals', 'JavaScript:alert(1)'],
    ['a data: address', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'community'],
    ['a tab a browser drops', '/\t/evil.com'],
    ['a newline a browser drops', '/\n/evil.com'],
    ['an encoded second slash', '/%2Fevil.com'],
    ['an encoded protocol-relative address', '%2F%2Fevil.com'],
    ['an encoded backslash', '/%5Cevil.com'],
    ['a doubly encoded second slash', '/%252Fevil.com'],
    ['a doubly encoded protocol-relative address', '%252F%252Fevil.com'],
    ['an encoded absolute address', 'https%3A%2F%2Fevil.com'],
    ['an encoded javascript: address', 'javascript%3Aalert(1)'],
    ['an encoded tab', '/%09/evil.com'],
    ['a malformed escape', '/community%'],
    ['an empty value', ''],
  ])('ignores %s', (_what, raw) => {
    expect(safeNext(raw)).toBeNull();
    expect(landingAfterSignIn(raw)).toBe(DEFAULT_LANDING);
  });

  it('ignores a missing value', () => {
    expect(safeNext(null)).toBeNull();
    expect(safeNext(undefined)).toBeNull();
    expect(landingAfterSignIn(null)).toBe('/profile');
  });

  it('ignores the sign-in pages themselves and the API, which would loop or show JSON', () => {
    for (const raw of ['/login', '/login/', '/login/?next=/community', '/register/', '/logout/', '/api/v1/user/']) {
      expect(safeNext(raw)).toBeNull();
    }
  });

  it('ignores a value too long to be a page of ours', () => {
    expect(safeNext('/community?q=' + 'a'.repeat(3000))).toBeNull();
  });

  it('is the path to land on when usable', () => {
    expect(landingAfterSignIn('/community?x=1')).toBe('/community?x=1');
  });
});

describe('the sign-in address', () => {
  it('carries where the member was going, encoded', () => {
    expect(signInPath('/community?x=1')).toBe('/login/?next=%2Fcommunity%3Fx%3D1');
    expect(signInPath('/community', '/register/')).toBe('/register/?next=%2Fcommunity');
  });

  it('is the bare sign-in page when there is nowhere safe to go back to', () => {
    expect(signInPath('//evil.com')).toBe('/login/');
    expect(signInPath(null)).toBe('/login/');
  });
});
