import { SignJWT } from 'jose';
import { createHmac, createSecretKey, randomUUID, timingSafeEqual, type KeyObject } from 'node:crypto';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  token_type: TokenType;
  user_id: number;
  username: string;
  full_name: string;
  ver: number;
  /** The session the token belongs to (sessions.id): logging out ends it, and every token of it. */
  sid: string;
  jti: string;
  iat: number;
  exp: number;
}

export interface TokenSubject {
  id: number;
  email: string;
  fullName: string;
  tokenVersion: number;
}

const keyCache = new Map<string, Uint8Array>();
function keyFor(secret: string): Uint8Array {
  let key = keyCache.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keyCache.set(secret, key);
  }
  return key;
}

/** The secret as node:crypto's key object, made once per secret: createHmac imports raw bytes again on every call. */
const hmacKeyCache = new Map<string, KeyObject>();
function hmacKeyFor(secret: string): KeyObject {
  let key = hmacKeyCache.get(secret);
  if (!key) {
    key = createSecretKey(keyFor(secret));
    hmacKeyCache.set(secret, key);
  }
  return key;
}

export interface TokenRequest {
  type: TokenType;
  subject: TokenSubject;
  sessionId: string;
  lifetimeSeconds: number;
  now: Date;
  jti?: string;
}

/** Signs a token. HS256 is deterministic: the same request (jti and time included) gives the same token. */
export async function signToken(
  secret: string,
  { type, subject, sessionId, lifetimeSeconds, now, jti = randomUUID() }: TokenRequest,
): Promise<{ token: string; jti: string; expiresAt: Date }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + lifetimeSeconds;
  const token = await new SignJWT({
    token_type: type,
    user_id: subject.id,
    username: subject.email,
    full_name: subject.fullName,
    ver: subject.tokenVersion,
    sid: sessionId,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(jti)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keyFor(secret));
  return { token, jti, expiresAt: new Date(exp * 1000) };
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A base64url part holding a JSON object, or null. */
function jsonPart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Verifies signature (HS256 only: `alg: none` and every other algorithm are refused), expiry against `now`,
 * and the token type. Returns null for anything that is not a valid token of that type.
 *
 * Every API request verifies one, so this is jose's jwtVerify with the options we used (HS256 only; exp, iat and jti
 * required; nbf honoured when present; no clock tolerance) on node:crypto's synchronous HMAC: WebCrypto's verify is
 * a job on the thread pool, and under load its round trip showed as a tenth of the main thread's time. Signing stays
 * with jose (only sign-in and refresh sign).
 */
export async function verifyToken(
  secret: string,
  token: string,
  type: TokenType,
  now: Date,
): Promise<TokenClaims | null> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = jsonPart(headerPart);
  // crit and b64 change how a token is read: none of ours carries them, so a token that does is not ours.
  if (!header || header['alg'] !== 'HS256' || 'crit' in header || 'b64' in header) return null;
  const expected = createHmac('sha256', hmacKeyFor(secret)).update(`${headerPart}.${payloadPart}`).digest();
  const given = Buffer.from(signaturePart, 'base64url');
  // The canonical encoding only: one signature, one spelling.
  if (
    given.length !== expected.length ||
    given.toString('base64url') !== signaturePart ||
    !timingSafeEqual(given, expected)
  )
    return null;
  const payload = jsonPart(payloadPart);
  if (!payload) return null;
  const seconds = Math.floor(now.getTime() / 1000);
  if (!('jti' in payload) || typeof payload['iat'] !== 'number') return null;
  if (typeof payload['exp'] !== 'number' || payload['exp'] <= seconds) return null;
  if ('nbf' in payload && (typeof payload['nbf'] !== 'number' || payload['nbf'] > seconds)) return null;
  if (payload['token_type'] !== type) return null;
  if (typeof payload['user_id'] !== 'number' || typeof payload['ver'] !== 'number') return null;
  // Access tokens from before sessions existed carry no sid: the client refreshes once and gets one that does.
  // (A refresh token's session is its stored family.)
  if (type === 'access' && typeof payload['sid'] !== 'string') return null;
  return payload as unknown as TokenClaims;
}
