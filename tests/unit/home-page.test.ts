import { describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { homeLocaleOf, routeHome } from '../../src/server/http/home-page';

function visit(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const req = { url, method, headers } as unknown as IncomingMessage;
  const set: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (set[name.toLowerCase()] = value),
  } as unknown as ServerResponse;
  routeHome(req, res);
  return { url: req.url, vary: set['vary'] };
}

describe('the home in the visitor’s language', () => {
  it('answers / with the chosen language’s prerendered home, the cookie before Accept-Language', () => {
    expect(visit('/', { cookie: 'a=1; lang=de' }).url).toBe('/home/de/');
    expect(visit('/?ref=x', { 'accept-language': 'fr-CA,fr;q=0.9' }).url).toBe('/home/fr/?ref=x');
    expect(visit('/', { cookie: 'lang=en', 'accept-language': 'de' }).url).toBe('/');
    expect(visit('/').url).toBe('/');
  });

  it('says the answer varies with the cookie and Accept-Language', () => {
    expect(visit('/').vary).toBe('Cookie, Accept-Language');
  });

  it('leaves other paths and other methods alone', () => {
    expect(visit('/community', { cookie: 'lang=de' })).toEqual({ url: '/community', vary: undefined });
    expect(visit('/', { cookie: 'lang=de' }, 'POST').url).toBe('/');
  });

  it('knows the language of a prerendered home’s path, and of no other', () => {
    expect(homeLocaleOf('/home/de/')).toBe('de');
    expect(homeLocaleOf('/home/fr')).toBe('fr');
    expect(homeLocaleOf('/home/en/')).toBeNull();
    expect(homeLocaleOf('/homework/')).toBeNull();
  });
});
