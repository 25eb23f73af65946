import { eq } from 'drizzle-orm';
import type { AccountStatus } from '../../lib/contracts/accounts';
import type { Runtime } from '../runtime';
import type { Db } from '../db/client';
import { profiles, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { normalizeEmail } from '../../lib/contracts/common';
import { queueMail } from '../mail/outbox';
import { membershipMail } from '../mail/account-mail';
import type { Locale } from '../../lib/i18n/locales';
import { fail, ok, type Result } from '../result';
import { memberWithProfile } from './member-row';

/** The user as every guard sees it: identity, role flags and standing. */
export interface SessionUser {
  id: number;
  email: string;
  fullName: string;
  isStaff: boolean;
  hasPaid: boolean;
  status: AccountStatus;
  suspendedUntil: Date | null;
  tokenVersion: number;
  /**
   * Whether the session they were read through proved a second factor (sessions.two_factor): staff need it while
   * REQUIRE_STAFF_2FA is on. False when read without a session.
   */
  twoFactor: boolean;
}

export async function findUserIdByEmail(db: Db, email: string): Promise<number | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row?.id ?? null;
}

/**
 * The standing that applies now: a suspension whose end has passed is lifted (and written back),
 * so "suspensions lift themselves at end_date" holds without a background job.
 */
export async function currentStatus(
  rt: Pick<Runtime, 'db' | 'clock'>,
  user: Pick<SessionUser, 'id' | 'status' | 'suspendedUntil'>,
): Promise<SessionUser['status']> {
  if (user.status !== 'suspended') return user.status;
  if (user.suspendedUntil && user.suspendedUntil.getTime() <= rt.clock.now().getTime()) {
    await rt.db.update(users).set({ status: 'active', suspendedUntil: null }).where(eq(users.id, user.id));
    return 'active';
  }
  return 'suspended';
}

/** A member's standing now, read by id (through currentStatus), or null for an unknown id. */
export async function statusNow(
  rt: Pick<Runtime, 'db' | 'clock'>,
  userId: number,
): Promise<{ status: SessionUser['status']; suspendedUntil: Date | null } | null> {
  const [user] = await rt.db
    .select({ id: users.id, status: users.status, suspendedUntil: users.suspendedUntil })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const status = await currentStatus(rt, user);
  return { status, suspendedUntil: status === 'suspended' ? user.suspendedUntil : null };
}

export interface NewUser {
  email: string;
  /** The password, or its argon2id hash when one is already at hand (fixtures that share one password hash it once). */
  password: string | { hash: string };
  fullName: string;
  isStaff?: boolean;
  hasPaid?: boolean;
  /** The interface language their mail is written in (English unless given). */
  language?: Locale;
}

/** Creates a user with an empty profile; `email_taken` for an email already in use, `busy` when hashing is. */
export async function createUser(
  rt: Pick<Runtime, 'db' | 'clock'>,
  input: NewUser,
): Promise<Result<{ id: number }, 'email_taken' | 'busy'>> {
  const email = normalizeEmail(input.email);
  const hashed = typeof input.password === 'string' ? await hashPassword(input.password) : ok(input.password.hash);
  if (!hashed.ok) return hashed;
  const passwordHash = hashed.value;
  const now = rt.clock.now();
  try {
    return await rt.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          fullName: input.fullName.trim(),
          isStaff: input.isStaff ?? false,
          language: input.language ?? 'en',
          createdAt: now,
        })
        .returning({ id: users.id });
      await tx.insert(profiles).values({
        userId: user!.id,
        hasPaid: input.hasPaid ?? false,
        paidSince: input.hasPaid ? isoDay(now) : null,
      });
      return ok({ id: user!.id });
    });
  } catch (err) {
    if (isUniqueViolation(err)) return fail('email_taken');
    throw err;
  }
}

/**
 * Starts or ends a membership. Starting it sets paid_since to today, which is when week 1 begins. The member is told
 * by mail, in their language (queued in the caller's transaction: deliverSoon once it commits). Answers whether
 * anything changed.
 */
export async function setPaid(
  rt: Pick<Runtime, 'db' | 'clock' | 'config'>,
  userId: number,
  hasPaid: boolean,
): Promise<boolean> {
  const member = await memberWithProfile(rt.db, userId, {
    email: users.email,
    language: users.language,
    hasPaid: profiles.hasPaid,
  });
  if (!member) return false;
  const now = rt.clock.now();
  if (member.hasPaid === null) {
    await rt.db.insert(profiles).values({ userId, hasPaid, paidSince: hasPaid ? isoDay(now) : null });
  } else if (member.hasPaid !== hasPaid) {
    await rt.db
      .update(profiles)
      .set(hasPaid ? { hasPaid, paidSince: isoDay(now) } : { hasPaid })
      .where(eq(profiles.userId, userId));
  }
  const changed = (member.hasPaid ?? false) !== hasPaid;
  if (changed)
    await queueMail(rt.db, now, membershipMail(rt.config, { email: member.email, language: member.language }, hasPaid));
  return changed;
}

export async function setStaff(db: Db, userId: number, isStaff: boolean): Promise<void> {
  await db.update(users).set({ isStaff }).where(eq(users.id, userId));
}

/** YYYY-MM-DD in UTC. */
export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    if (typeof e === 'object' && e !== null && (e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
