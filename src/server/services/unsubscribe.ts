import { eq } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { users } from '../db/schema';
import { fail, ok, type Result } from '../result';
import { readUnsubscribeToken } from '../auth/unsubscribe-token';
import { turnOffMail } from './notification-settings';
import type { Locale } from '../../lib/i18n';
import type { MailSetting } from '../../lib/contracts/coaching-limits';

/** Whose mail a one-click link turns off, and the language its page is written in (the mail's: users.language). */
export interface UnsubscribeTarget {
  userId: number;
  setting: MailSetting;
  language: Locale;
}

/** The member and mail a link names; a link that is not ours, or of an account that is gone, is not found. */
export async function unsubscribeTarget(
  rt: Pick<Runtime, 'db' | 'config'>,
  token: string,
): Promise<Result<UnsubscribeTarget, 'not_found'>> {
  const read = readUnsubscribeToken(rt.config.secretKey, token);
  if (!read) return fail('not_found');
  const [member] = await rt.db.select({ language: users.language }).from(users).where(eq(users.id, read.userId));
  return member ? ok({ ...read, language: member.language }) : fail('not_found');
}

/**
 * The one-click unsubscribe (RFC 8058 POST, or the button of the link's page): that mail is turned off. Doing it
 * twice changes nothing more.
 */
export async function unsubscribe(
  rt: Pick<Runtime, 'db' | 'config'>,
  token: string,
): Promise<Result<UnsubscribeTarget, 'not_found'>> {
  const target = await unsubscribeTarget(rt, token);
  if (!target.ok) return target;
  await turnOffMail(rt.db, target.value.userId, target.value.setting);
  return target;
}
