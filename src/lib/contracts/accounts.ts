import * as z from 'zod/mini';
import {
  INVALID_EMAIL,
  REQUIRED,
  failure,
  isEmail,
  message,
  normalizeEmail,
  optionalText,
  issueOf,
  schema,
  tooLong,
  type FailureTable,
  type Message,
} from './common';
import { EMAIL_MISMATCH, PHRASE_MISMATCH } from './account-deletion';
import { signInOtp } from './two-factor';
import { FULL_NAME_MAX } from './profile-limits';
import { PASSWORDS_DIFFER, PASSWORD_MAX, noList, passwordProblems, type CommonPasswordCheck } from './account-limits';

export * from './account-deletion';
export * from './password-strength';
export * from './account-limits';

/** A member's standing: active, or kept out until a date (suspended) or for good (banned). */
export const ACCOUNT_STATUSES = ['active', 'suspended', 'banned'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
/** The standings that keep a member out. */
export type SanctionStatus = Exclude<AccountStatus, 'active'>;

/**
 * Accounts: sign-up, sign-in and its tokens, the signed-in user, password reset and change, account deletion.
 * The messages are the ones Django REST and simplejwt give, which the spec's client shows as they come.
 */

/** A JWT of ours is a few hundred characters: anything this long is not one. */
export const TOKEN_MAX = 4096;
/** The reset link's otp (43 characters) and uuidb64 (a few), with room to spare. */
export const OTP_MAX = 200;
export const UUIDB64_MAX = 100;
export const DELETION_REASON_MAX = 200;

export const RESET_REQUESTED =
  'If an account exists for this email address, a password reset link has been sent to it.';
export const PASSWORD_CHANGED = 'Your password has been changed. You can now sign in with your new password.';
export const ACCOUNT_DELETED = 'Your account has been deleted.';

/** Why an accounts request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const accountsFailures = {
  /** Unknown email and wrong password alike: the answer never tells who is a member. */
  bad_credentials: failure(401, 'accounts.badCredentials', 'No active account found with the given credentials'),
  /** The detail adds staff's reason (bannedMessage) and the body carries `reason`. */
  banned: failure(403, 'accounts.banned', 'This account has been permanently banned.'),
  /** The detail names the end date and the reason (suspendedMessage); the body carries `suspended_until` and `reason`. */
  suspended: failure(403, 'accounts.suspended', 'This account is suspended.'),
  /** The detail names the minutes left: see accountThrottledMessage. */
  account_throttled: failure(429, 'accounts.accountThrottled', 'Too many failed sign-in attempts for this account.'),
  token_not_valid: failure(401, 'accounts.tokenNotValid', 'Token is invalid or expired'),
  invalid_reset_link: failure(
    400,
    'accounts.invalidResetLink',
    'This password reset link is invalid or has expired. Please request a new one.',
  ),
  phrase_mismatch: { status: 400, detail: PHRASE_MISMATCH },
  email_mismatch: { status: 400, detail: EMAIL_MISMATCH },
  wrong_password: failure(400, 'accounts.wrongPassword', 'Password is incorrect.'),
} as const satisfies FailureTable;

/** A suspension's end as members read it: 'December 1, 2026' (UTC). */
export const suspensionDay = (until: Date): string =>
  until.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The sign-in refusal of a suspended member: the end date, then staff's reason when staff gave one. */
export function suspendedMessage(until: Date, reason = ''): Message {
  const date = until.toISOString().slice(0, 10);
  const sentence = `This account is suspended until ${suspensionDay(until)}.`;
  const why = reason.trim();
  return why
    ? message('accounts.suspendedUntilBecause', `${sentence} Reason: ${why}`, { date, reason: why })
    : message('accounts.suspendedUntil', sentence, { date });
}

/** The sign-in refusal of a banned member, with staff's reason when staff gave one. */
export function bannedMessage(reason = ''): Message {
  const why = reason.trim();
  const banned = accountsFailures.banned.detail;
  return why ? message('accounts.bannedBecause', `${banned.text} Reason: ${why}`, { reason: why }) : banned;
}

/**
 * The 403 body of a sign-in (or refresh) refused for a suspension or a ban: `detail` says it all in a sentence,
 * `reason` is staff's reason alone ('' when none was given), `suspended_until` the end of a suspension.
 */
export interface SanctionRefusalJson {
  detail: string;
  code: SanctionStatus;
  reason: string;
  suspended_until?: string;
}

export function accountThrottledMessage(seconds: number): Message {
  const minutes = Math.ceil(seconds / 60);
  return message(
    'accounts.accountThrottledFor',
    `Too many failed sign-in attempts for this account. Please try again in ${minutes} minutes, or reset your password.`,
    { minutes },
  );
}

/** A string that must be there and not blank; absent, not a string or blank all read 'This field is required.' */
const filled = (max: number) =>
  z.string(REQUIRED).check(z.minLength(1, { ...REQUIRED, abort: true }), z.maxLength(max, tooLong(max)));

/** An email as accounts store it: trimmed, lower-case, well-formed (which bounds its length too). */
const accountEmail = schema(() =>
  z.pipe(
    z.pipe(z.string(REQUIRED), z.transform(normalizeEmail)),
    z.string().check(z.minLength(1, { ...REQUIRED, abort: true }), z.refine(isEmail, INVALID_EMAIL)),
  ),
);

/**
 * A new password: every rule that applies, each its own message. How easy it is to guess (password-strength.ts) is
 * checked after these, by the service: it depends on whose password it is.
 */
const newPassword = (isCommon: CommonPasswordCheck) =>
  z.string(REQUIRED).check(
    z.minLength(1, { ...REQUIRED, abort: true }),
    z.superRefine((password, ctx) => {
      for (const problem of passwordProblems(password, isCommon)) ctx.addIssue(issueOf(problem));
    }),
  );

/**
 * Sign-up (POST user/register/). Every field is required; a blank one reads as missing; the full name has the
 * profile's limit. The passwords must match, said under `password` after its own problems. The server passes its
 * common-password check; the form runs the rest before sending.
 */
export const registrationSchema = (isCommon: CommonPasswordCheck = noList) =>
  z
    .object({
      full_name: z
        .string(REQUIRED)
        .check(
          z.trim(),
          z.minLength(1, { ...REQUIRED, abort: true }),
          z.maxLength(FULL_NAME_MAX, tooLong(FULL_NAME_MAX)),
        ),
      email: accountEmail,
      password: newPassword(isCommon),
      password2: z.string(REQUIRED).check(z.minLength(1, { ...REQUIRED, abort: true })),
    })
    .check(
      z.superRefine(({ password, password2 }, ctx) => {
        // Said only when both were typed: a missing one has its own message.
        if (
          typeof password === 'string' &&
          typeof password2 === 'string' &&
          password &&
          password2 &&
          password !== password2
        ) {
          ctx.addIssue({ ...issueOf(PASSWORDS_DIFFER), path: ['password'] });
        }
      }),
    );
export type RegistrationInput = z.input<ReturnType<typeof registrationSchema>>;
export type Registration = z.output<ReturnType<typeof registrationSchema>>;

/** Sign-in (POST user/token/). A password longer than any we accept cannot be anyone's. */
export const credentialsSchema = schema(() =>
  z.object({
    email: accountEmail,
    password: filled(PASSWORD_MAX),
    /** The second step's code (a TOTP code or a recovery code) for an account with two-step sign-in. */
    otp: signInOtp,
  }),
);
export type Credentials = z.output<typeof credentialsSchema>;

/** POST user/token/refresh/ and POST user/logout/. */
export const refreshSchema = schema(() => z.object({ refresh: filled(TOKEN_MAX) }));

/** GET user/password-reset/{email}/: the address from the path. */
export const passwordResetRequestSchema = schema(() => z.object({ email: accountEmail }));

/** POST user/password-change/ (form data from the mailed link). */
export const passwordChangeSchema = (isCommon: CommonPasswordCheck = noList) =>
  z.object({
    password: newPassword(isCommon),
    otp: filled(OTP_MAX),
    uuidb64: filled(UUIDB64_MAX),
    // Part of the link's shape only: accepted and ignored.
    refresh_token: z.optional(z.unknown()),
  });
export type PasswordChange = z.output<ReturnType<typeof passwordChangeSchema>>;
/** POST user/password-reset/check/: the mailed link's code and account, as the new-password page opens. */
export const resetLinkSchema = schema(() => z.object({ otp: filled(OTP_MAX), uuidb64: filled(UUIDB64_MAX) }));
export type ResetLinkCheck = z.output<typeof resetLinkSchema>;
/** The new password alone, as the new-password form checks it before sending (the server's list aside). */
export const newPasswordSchema = (isCommon: CommonPasswordCheck = noList) =>
  z.object({ password: newPassword(isCommon) });
/** What the mailed link carries, as the new-password form reads it. */
export interface ResetLink {
  otp: string;
  uuidb64: string;
  refresh_token: string;
}

/**
 * POST user/delete-account/. The phrase and the email are checked against the account by the service (and by the
 * form first); the current password too, since a stolen access token alone must not be enough to erase an account.
 */
export const accountDeletionSchema = schema(() =>
  z.object({
    confirmation: z.string(REQUIRED),
    email: z.string(REQUIRED),
    password: filled(PASSWORD_MAX),
    reason: optionalText(DELETION_REASON_MAX),
  }),
);
export type AccountDeletionInput = z.input<typeof accountDeletionSchema>;
export type AccountDeletion = z.output<typeof accountDeletionSchema>;

export interface TokenPairJson {
  access: string;
  refresh: string;
}

/** GET user/. */
export interface UserJson {
  id: number;
  email: string;
  full_name: string;
  is_staff: boolean;
  /** The units the member reads numbers in (issue 26): their choice, else their language's. Added after the spec's fields. */
  units?: import('../units').Units;
}

/** The answer to a sign-up: the same for a new and a taken email. */
export interface RegisteredJson {
  email: string;
  full_name: string;
}

/** Password reset, password change and account deletion answer with a sentence. */
export interface MessageJson {
  message: string;
}

/** A member as the accounts answers need them. */
export interface AccountRow {
  id: number;
  email: string;
  fullName: string;
  isStaff: boolean;
}

export const toUserJson = (row: AccountRow): UserJson => ({
  id: row.id,
  email: row.email,
  full_name: row.fullName,
  is_staff: row.isStaff,
});

export const toRegisteredJson = (row: Pick<AccountRow, 'email' | 'fullName'>): RegisteredJson => ({
  email: row.email,
  full_name: row.fullName,
});
