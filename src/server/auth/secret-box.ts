import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (a member's TOTP secret), kept encrypted at rest: AES-256-GCM under a key
 * derived from SECRET_KEY with HKDF-SHA256, one key per purpose (`info`), so a key for one use opens nothing else.
 * A copy of the database alone (a backup, a dump) then holds no usable secret. `context` is bound to the ciphertext
 * as associated data (the member's id): a row copied onto another member's does not decrypt.
 */

/** The stored form's version: a new algorithm gets a new prefix, and old rows stay readable. */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keys = new Map<string, Buffer>();

/** The 32-byte key for `purpose` under `secretKey`, derived once per process. */
export function derivedKey(secretKey: string, purpose: string): Buffer {
  const id = `${purpose}\u0000${secretKey}`;
  let key = keys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secretKey, 'fitgroup', `fitgroup ${purpose}`, 32));
    keys.set(id, key);
  }
  return key;
}

/** `plain` sealed for `purpose`: "v1.<iv>.<ciphertext>.<tag>", each part base64url. */
export function seal(secretKey: string, purpose: string, plain: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', derivedKey(secretKey, purpose), iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, ...[iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url'))].join('.');
}

/** The plain text of a sealed value, or null when it was not sealed by us for this purpose and context. */
export function open(secretKey: string, purpose: string, sealed: string, context: string): string | null {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== VERSION || !iv || body === undefined || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', derivedKey(secretKey, purpose), Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
