import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { randomUUID } from 'node:crypto';

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

/**
 * Verifies signature (HS256 only: `alg: none` and every other algorithm are refused), expiry against `now`,
 * and the token type. Returns null for anything that is not a valid token of that type.
 */
export async function verifyToken(
  secret: string,
  token: string,
  type: TokenType,
  now: Date,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'jti'],
    });
    if (payload['token_type'] !== type) return null;
    if (typeof payload['user_id'] !== 'number' || typeof payload['ver'] !== 'number') return null;
    // Access tokens from before sessions existed carry no sid: the client refreshes once and gets one that does.
    // (A refresh token's session is its stored family.)
    if (type === 'access' && typeof payload['sid'] !== 'string') return null;
    return payload as unknown as TokenClaims;
  } catch (err) {
    if (err instanceof joseErrors.JOSEError || err instanceof TypeError) return null;
    throw err;
  }
}
