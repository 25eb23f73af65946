import { createHmac, timingSafeEqual } from 'node:crypto';
import { derivedKey } from './secret-box';
import { MAIL_SETTINGS, type MailSetting } from '../../lib/contracts/coaching-limits';

/**
 * The token of a one-click unsubscribe link (RFC 8058): `<member id>.<setting>.<MAC>`, the MAC an HMAC-SHA256 of the
 * rest under a key of its own derived from the secret. It never expires: a mail is read, and its List-Unsubscribe
 * header used by the mail client, weeks after it was sent, and what the link does (turn one mail off, undone in the
 * settings) is harmless in anyone's hands. Nothing is stored.
 */

const MAC_LENGTH = 32;

const macOf = (secretKey: string, body: string): string =>
  createHmac('sha256', derivedKey(secretKey, 'unsubscribe links'))
    .update(body)
    .digest('base64url')
    .slice(0, MAC_LENGTH);

export function signUnsubscribeToken(secretKey: string, userId: number, setting: MailSetting): string {
  const body = `${userId}.${setting}`;
  return `${body}.${macOf(secretKey, body)}`;
}

/** The member and the setting of a well-signed token; null for anything else. */
export function readUnsubscribeToken(
  secretKey: string,
  token: string,
): { userId: number; setting: MailSetting } | null {
  const match = /^([1-9][0-9]{0,9})\.([a-z_]{1,40})\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  const [, id, setting, mac] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(macOf(secretKey, `${id}.${setting}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!(MAIL_SETTINGS as readonly string[]).includes(setting)) return null;
  return { userId: Number(id), setting: setting as MailSetting };
}
