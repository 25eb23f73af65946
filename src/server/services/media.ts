import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Runtime } from '../runtime';
import { isValidKey } from '../storage/storage';
import { fail, ok, type Result } from '../result';

/** How long a media link works. Expiry is rounded up to 10 minutes so the same picture keeps one URL (cacheable). */
const TTL_SECONDS = 60 * 60;
const ROUND_SECONDS = 10 * 60;

function signature(secret: string, key: string, exp: number): string {
  return createHmac('sha256', secret).update(`media:${key}:${exp}`).digest('base64url');
}

/**
 * A short-lived signed URL for a stored picture, or null when there is none. Only hand it to someone allowed to
 * see the picture: the URL itself is the permission (an <img> cannot send the Bearer token).
 */
export function signedMediaUrl(rt: Pick<Runtime, 'config' | 'clock'>, key: string | null | undefined): string | null {
  if (!key || !isValidKey(key)) return null;
  const now = Math.floor(rt.clock.now().getTime() / 1000);
  const exp = Math.ceil((now + TTL_SECONDS) / ROUND_SECONDS) * ROUND_SECONDS;
  return `/api/v1/media/${key}?exp=${exp}&sig=${signature(rt.config.secretKey, key, exp)}`;
}

/** True when the signature matches the key and expiry and the link has not expired. */
export function verifyMediaUrl(rt: Pick<Runtime, 'config' | 'clock'>, key: string, exp: string, sig: string): boolean {
  if (!isValidKey(key) || !/^\d{1,12}$/.test(exp)) return false;
  const expiry = Number(exp);
  if (expiry * 1000 < rt.clock.now().getTime()) return false;
  const expected = Buffer.from(signature(rt.config.secretKey, key, expiry));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A stored picture behind a signed link: its bytes and how many seconds the link still holds (for caching). */
export interface SignedMedia {
  bytes: Buffer;
  maxAge: number;
}

/** The picture a signed link names; media_link_invalid for a forged or expired link, not_found when it is gone. */
export async function readSignedMedia(
  rt: Pick<Runtime, 'config' | 'clock' | 'storage'>,
  link: { key: string; exp: string; sig: string },
): Promise<Result<SignedMedia, 'media_link_invalid' | 'not_found'>> {
  if (!verifyMediaUrl(rt, link.key, link.exp, link.sig)) return fail('media_link_invalid');
  const bytes = await rt.storage.get(link.key);
  if (!bytes) return fail('not_found');
  return ok({ bytes, maxAge: Math.max(0, Number(link.exp) - Math.floor(rt.clock.now().getTime() / 1000)) });
}
