// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  setTokens,
  tokenStore,
  tokenStoreFor,
} from '../../src/lib/tokens';
import { isNativeWrapper } from '../../src/lib/native/bridge';

/** The cookies the page writes, as the strings given to document.cookie. */
const cookieWrites = () => vi.spyOn(Document.prototype, 'cookie', 'set');

const PHONE =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 19_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)';

type Bridge = { isNativePlatform?: () => boolean; getPlatform?: () => string };
const bridge = (value: Bridge | undefined) => ((window as { Capacitor?: Bridge }).Capacitor = value);

describe('tokenStoreFor: where the tokens live', () => {
  it('is localStorage inside the wrapper on its own origins (capacitor://localhost, https://localhost), even with a desktop-like agent', () => {
    expect(tokenStoreFor({ hostname: 'localhost', userAgent: IPHONE, native: true })).toBe('local');
    expect(tokenStoreFor({ hostname: 'localhost', userAgent: IPAD_AS_MAC, native: true })).toBe('local');
  });

  it('is localStorage on mobile localhost (a phone browser at localhost)', () => {
    expect(tokenStoreFor({ hostname: 'localhost', userAgent: PHONE, native: false })).toBe('local');
    expect(tokenStoreFor({ hostname: 'localhost', userAgent: IPHONE, native: false })).toBe('local');
  });

  it('is cookies on a desktop at localhost, and on any device at the deployed site', () => {
    expect(tokenStoreFor({ hostname: 'localhost', userAgent: DESKTOP, native: false })).toBe('cookies');
    expect(tokenStoreFor({ hostname: 'fit.example.com', userAgent: PHONE, native: false })).toBe('cookies');
    expect(tokenStoreFor({ hostname: 'fit.example.com', userAgent: DESKTOP, native: false })).toBe('cookies');
  });

  it('is cookies for a phone at 127.0.0.1 (the phone-sized e2e runs there and needs the server-side page guards)', () => {
    expect(tokenStoreFor({ hostname: '127.0.0.1', userAgent: PHONE, native: false })).toBe('cookies');
  });

  it('is cookies in the wrapper while it shows the deployed site: the site guards its pages by the access cookie', () => {
    expect(tokenStoreFor({ hostname: 'fit.example.com', userAgent: PHONE, native: true })).toBe('cookies');
  });
});

describe('isNativeWrapper: Capacitor.isNativePlatform() from the bridge global', () => {
  afterEach(() => bridge(undefined));

  it('is false in a browser (no window.Capacitor) and for @capacitor/core on the web', () => {
    expect(isNativeWrapper()).toBe(false);
    bridge({ isNativePlatform: () => false, getPlatform: () => 'web' });
    expect(isNativeWrapper()).toBe(false);
  });

  it('is true when the native bridge says so', () => {
    bridge({ isNativePlatform: () => true, getPlatform: () => 'android' });
    expect(isNativeWrapper()).toBe(true);
  });
});

// jsdom's page is http://localhost:3000 with a desktop agent.
describe('token storage of this page', () => {
  afterEach(() => {
    clearTokens();
    bridge(undefined);
    vi.restoreAllMocks();
  });

  it('a desktop browser keeps the tokens in cookies', () => {
    const set = cookieWrites();
    expect(tokenStore()).toBe('cookies');
    setTokens('desk-access', 'desk-refresh');
    expect(set.mock.calls.map(([cookie]) => String(cookie).split('=')[0])).toEqual(['access_token', 'refresh_token']);
    expect(window.localStorage.getItem('refresh_token')).toBeNull();
    expect(getRefreshToken()).toBe('desk-refresh');
  });

  it('inside the wrapper (a fake window.Capacitor) keeps both tokens in localStorage and sets no cookie', () => {
    bridge({ isNativePlatform: () => true, getPlatform: () => 'android' });
    const set = cookieWrites();
    expect(tokenStore()).toBe('local');
    setTokens('native-access', 'native-refresh');
    expect(set).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('access_token')).toBe('native-access');
    expect(window.localStorage.getItem('refresh_token')).toBe('native-refresh');
    expect(getAccessToken()).toBe('native-access');
    expect(document.cookie).not.toContain('native-');
  });

  it('a phone browser at localhost keeps both tokens in localStorage and sets no cookie', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE);
    const set = cookieWrites();
    expect(tokenStore()).toBe('local');
    setTokens('phone-access', 'phone-refresh');
    expect(set).not.toHaveBeenCalled();
    expect(getRefreshToken()).toBe('phone-refresh');
  });
});
