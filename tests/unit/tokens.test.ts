import { describe, expect, it } from 'vitest';
import { decodeClaims, isExpired } from '../../src/lib/tokens';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: Record<string, unknown>) => `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.signature`;
const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const inSeconds = (s: number) => Math.floor(NOW / 1000) + s;

describe('decodeClaims', () => {
  it('reads the claims of a token, names with accents included', () => {
    const claims = decodeClaims(token({ user_id: 7, username: 'zoe@example.com', full_name: 'Zoë Ångström', exp: inSeconds(60) }));
    expect(claims).toMatchObject({ user_id: 7, username: 'zoe@example.com', full_name: 'Zoë Ångström' });
  });

  it('is null for a missing, malformed or exp-less token', () => {
    expect(decodeClaims(null)).toBeNull();
    expect(decodeClaims('garbage')).toBeNull();
    expect(decodeClaims('a.!!!.c')).toBeNull();
    expect(decodeClaims(token({ user_id: 7 }))).toBeNull();
  });
});

describe('isExpired', () => {
  it('is false for a token valid well beyond the margin', () => {
    expect(isExpired(token({ exp: inSeconds(600) }), 30, NOW)).toBe(false);
  });

  it('is true for a token already expired', () => {
    expect(isExpired(token({ exp: inSeconds(-1) }), 30, NOW)).toBe(true);
  });

  it('is true for a token expiring within the margin, so it is refreshed before use', () => {
    expect(isExpired(token({ exp: inSeconds(20) }), 30, NOW)).toBe(true);
    expect(isExpired(token({ exp: inSeconds(20) }), 0, NOW)).toBe(false);
  });

  it('is true for no token or an unreadable one', () => {
    expect(isExpired(null, 30, NOW)).toBe(true);
    expect(isExpired('nope', 30, NOW)).toBe(true);
  });
});
