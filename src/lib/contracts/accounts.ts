import * as z from 'zod/mini';
import { INVALID_EMAIL, REQUIRED, isEmail, normalizeEmail, optionalText, schema, tooLong, type FailureTable } from './common';
import { EMAIL_MISMATCH, PHRASE_MISMATCH } from './account-deletion';
import { FULL_NAME_MAX } from './profile-limits';

export * from './account-deletion';
export * from './password-strength';

/** A member's standing: active, or kept out until a date (suspended) or for good (banned). */
export const ACCOUNT_STATUSES = ['active', 'suspended', 'banned'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
/** The standings that keep a member out. */
export type SanctionStatus = Exclude<AccountStatus, 'active'>;

/**
 * Accounts: sign-up, sign-in and its tokens, the signed-in user, password reset and change, account deletion.
 * The messages are the ones Django REST and simplejwt give, which the spec's client shows as they come.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** A JWT of ours is a few hundred characters: anything this long is not one. */
export const TOKEN_MAX = 4096;
/** The reset link's otp (43 characters) and uuidb64 (a few), with room to spare. */
export const OTP_MAX = 200;
export const UUIDB64_MAX = 100;
export const DELETION_REASON_MAX = 200;

export const PASSWORDS_DIFFER = "Password fields didn't match.";
export const RESET_REQUESTED = 'If an account exists for this email address, a password reset link has been sent to it.';
export const PASSWORD_CHANGED = 'Your password has been changed. You can now sign in with your new password.';
export const ACCOUNT_DELETED = 'Your account has been deleted.';

/** Why an accounts request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const accountsFailures = {
  /** Unknown email and wrong password alike: the answer never tells who is a member. */
  bad_credentials: { status: 401, detail: 'No active account found with the given credentials' },
  /** The detail adds staff's reason (bannedMessage) and the body carries `reason`. */
  banned: { status: 403, detail: 'This account has been permanently banned.' },
  /** The detail names the end date and the reason (suspendedMessage); the body carries `suspended_until` and `reason`. */
  suspended: { status: 403, detail: 'This account is suspended.' },
  /** The detail names the minutes left: see accountThrottledMessage. */
  account_throttled: { status: 429, detail: 'Too many failed sign-in attempts for this account.' },
  token_not_valid: { status: 401, detail: 'Token is invalid or expired' },
  invalid_reset_link: { status: 400, detail: 'This password reset link is invalid or has expired. Please request a new one.' },
  phrase_mismatch: { status: 400, detail: PHRASE_MISMATCH },
  email_mismatch: { status: 400, detail: EMAIL_MISMATCH },
  wrong_password: { status: 400, detail: 'Password is incorrect.' },
} as const satisfies FailureTable;

/** ' Reason: …' after a refusal's sentence, or nothing when staff gave none. */
const withReason = (sentence: string, reason: string): string => (reason.trim() ? `${sentence} Reason: ${reason.trim()}` : sentence);

/** The sign-in refusal of a suspended member: the end date, then staff's reason. */
export function suspendedMessage(until: Date, reason = ''): string {
  return withReason(`This account is suspended until ${suspensionDay(until)}.`, reason);
}

/** A suspension's end as members read it: 'December 1, 2026' (UTC). */
export const suspensionDay = (until: Date): string =>
  until.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The sign-in refusal of a banned member, with staff's reason. */
export const bannedMessage = (reason = ''): string => withReason(accountsFailures.banned.detail, reason);

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

export const accountThrottledMessage = (seconds: number): string =>
  `Too many failed sign-in attempts for this account. Please try again in ${Math.ceil(seconds / 60)} minutes, or reset your password.`;


/** Whether a password is on a list of common ones. The list is the server's: the browser does without it. */
export type CommonPasswordCheck = (password: string) => boolean;
const noList: CommonPasswordCheck = () => false;

/** The password rules of sign-up and password change, in Django's order; the messages that apply. */
export function passwordProblems(password: string, isCommon: CommonPasswordCheck = noList): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN) {
    problems.push(`This password is too short. It must contain at least ${PASSWORD_MIN} characters.`);
  }
  if (password.length > PASSWORD_MAX) {
    problems.push(`This password is too long. It must contain at most ${PASSWORD_MAX} characters.`);
  } else if (isCommon(password)) {
    // Only within the limit: the list's variants are looked up by patterns that must not run on megabytes.
    problems.push('This password is too common.');
  }
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  return problems;
}

/** A string that must be there and not blank; absent, not a string or blank all read 'This field is required.' */
const filled = (max: number) =>
  z.string({ error: REQUIRED }).check(z.minLength(1, { error: REQUIRED, abort: true }), z.maxLength(max, tooLong(max)));

/** An email as accounts store it: trimmed, lower-case, well-formed (which bounds its length too). */
const accountEmail = schema(() =>
  z.pipe(
    z.pipe(z.string({ error: REQUIRED }), z.transform(normalizeEmail)),
    z.string().check(z.minLength(1, { error: REQUIRED, abort: true }), z.refine(isEmail, INVALID_EMAIL)),
  ),
);

/**
 * A new password: every rule that applies, each its own message. How easy it is to guess (password-strength.ts) is
 * checked after these, by the service: it depends on whose password it is.
 */
const newPassword = (isCommon: CommonPasswordCheck) =>
  z.string({ error: REQUIRED }).check(
    z.minLength(1, { error: REQUIRED, abort: true }),
    z.superRefine((password, ctx) => {
      for (const message of passwordProblems(password, isCommon)) ctx.addIssue({ code: 'custom', message });
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
        .string({ error: REQUIRED })
        .check(z.trim(), z.minLength(1, { error: REQUIRED, abort: true }), z.maxLength(FULL_NAME_MAX, tooLong(FULL_NAME_MAX))),
      email: accountEmail,
      password: newPassword(isCommon),
      password2: z.string({ error: REQUIRED }).check(z.minLength(1, { error: REQUIRED, abort: true })),
    })
    .check(
      z.superRefine(({ password, password2 }, ctx) => {
        // Said only when both were typed: a missing one has its own message.
        if (typeof password === 'string' && typeof password2 === 'string' && password && password2 && password !== password2) {
          ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORDS_DIFFER });
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
export const newPasswordSchema = (isCommon: CommonPasswordCheck = noList) => z.object({ password: newPassword(isCommon) });
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
    confirmation: z.string({ error: REQUIRED }),
    email: z.string({ error: REQUIRED }),
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
