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

/** How long a presigned storage URL works at least, so a link about to expire still leads somewhere. */
const MIN_PRESIGNED_SECONDS = 60;

/**
 * A stored picture behind a signed link, and how many seconds the link still holds (for caching): its bytes, or,
 * when the storage hands out its own URLs (S3), where the browser fetches them so they never pass through the app.
 */
export type SignedMedia = { maxAge: number } & ({ bytes: Buffer } | { location: string });

/**
 * The picture a signed link names; media_link_invalid for a forged or expired link, not_found when it is gone (from
 * storage that serves its own URLs, that 404 comes from the storage instead).
 */
export async function readSignedMedia(
  rt: Pick<Runtime, 'config' | 'clock' | 'storage'>,
  link: { key: string; exp: string; sig: string },
): Promise<Result<SignedMedia, 'media_link_invalid' | 'not_found'>> {
  if (!verifyMediaUrl(rt, link.key, link.exp, link.sig)) return fail('media_link_invalid');
  const maxAge = Math.max(0, Number(link.exp) - Math.floor(rt.clock.now().getTime() / 1000));
  if (rt.storage.presignedGetUrl) {
    const location = await rt.storage.presignedGetUrl(link.key, Math.max(MIN_PRESIGNED_SECONDS, maxAge));
    return ok({ location, maxAge });
  }
  const bytes = await rt.storage.get(link.key);
  if (!bytes) return fail('not_found');
  return ok({ bytes, maxAge });
}
