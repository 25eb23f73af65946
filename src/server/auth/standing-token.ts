import { SignJWT, jwtVerify } from 'jose';
import { createHmac, randomUUID } from 'node:crypto';

/**
 * The restricted token a suspended or banned member gets when their sign-in is refused (issue 16): it lets them read
 * their standing and file an appeal, and opens nothing else.
 *
 * It is an HS256 JWT like the session tokens (tokens.ts), but signed with a key of its own, derived from the secret:
 * a standing token is not even a well-signed token to verifyToken, so every guard that takes an access or refresh
 * token refuses it whatever its claims say, and no session token passes here either. It carries `token_type` and
 * `scope` 'standing', the member's id and `ver` (token_version: cutting a member's sessions cuts it too), and lives
 * STANDING_TOKEN_MINUTES. No session, nothing stored: it is only ever read.
 */
export interface StandingClaims {
  token_type: 'standing';
  scope: 'standing';
  user_id: number;
  ver: number;
  jti: string;
  iat: number;
  exp: number;
}

const keys = new Map<string, Uint8Array>();

/** The standing tokens' key: HMAC of a fixed label under the secret, so it differs from the session tokens' key. */
function standingKey(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key)
    keys.set(
      secret,
      (key = new Uint8Array(createHmac('sha256', secret).update('fitgroup standing token v1').digest())),
    );
  return key;
}

export async function signStandingToken(
  secret: string,
  subject: { id: number; tokenVersion: number },
  lifetimeSeconds: number,
  now: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ token_type: 'standing', scope: 'standing', user_id: subject.id, ver: subject.tokenVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + lifetimeSeconds)
    .sign(standingKey(secret));
}

/** The claims of a valid, unexpired standing token (HS256 only), or null for anything else. */
export async function verifyStandingToken(secret: string, token: string, now: Date): Promise<StandingClaims | null> {
  try {
    const { payload } = await jwtVerify(token, standingKey(secret), {
      algorithms: ['HS256'],
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'jti'],
    });
    if (payload['token_type'] !== 'standing' || payload['scope'] !== 'standing') return null;
    if (typeof payload['user_id'] !== 'number' || typeof payload['ver'] !== 'number') return null;
    return payload as unknown as StandingClaims;
  } catch {
    return null;
  }
}
