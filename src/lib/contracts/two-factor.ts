import * as z from 'zod/mini';
import { REQUIRED, message, schema, tooLong, type FailureTable } from './common';
import { PASSWORD_MAX } from './account-limits';

/**
 * Two-step sign-in (issue 28): a TOTP second factor, its recovery codes, the sign-in's second step and the staff
 * rule (REQUIRE_STAFF_2FA). The limits of the privacy features live in privacy-limits.ts.
 */

/** A six-digit code or a recovery code ("k7pm-x2qa-9rtd"), with room for spaces. */
export const ONE_TIME_CODE_MAX = 64;

/** A code that is not the one the app shows now (or was already used), said under the field. */
export const CODE_INVALID = message('twoFactor.codeInvalid', 'This code is not valid. Check your app and try again.');

export const twoFactorFailures = {
  /** The password was right; the account has two-step sign-in: send it again with `otp`. */
  otp_required: {
    status: 401,
    detail: message('twoFactor.otpRequired', 'Enter the code from your authenticator app, or a recovery code.'),
  },
  /** The password was right but the code was not (or was used already): counted as a failed sign-in. */
  otp_invalid: { status: 401, detail: CODE_INVALID },
  /** A staff screen's answer to a session without a second factor, while REQUIRE_STAFF_2FA is on. */
  second_factor_required: {
    status: 403,
    detail: message(
      'twoFactor.secondFactorRequired',
      'Staff need two-step sign-in to open the staff screens. Turn it on in Account Settings.',
    ),
  },
  totp_already_enabled: { status: 409, detail: message('twoFactor.alreadyOn', 'Two-step sign-in is already on.') },
  totp_not_enabled: { status: 409, detail: message('twoFactor.notOn', 'Two-step sign-in is not on.') },
  totp_not_set_up: {
    status: 409,
    detail: message('twoFactor.notSetUp', 'Start the set-up of two-step sign-in first.'),
  },
} as const satisfies FailureTable;

const filled = (max: number) =>
  z.string(REQUIRED).check(z.minLength(1, { ...REQUIRED, abort: true }), z.maxLength(max, tooLong(max)));

/** POST user/2fa/totp/confirm/: the code the member's app shows for the new secret. */
export const totpConfirmSchema = schema(() => z.object({ code: filled(ONE_TIME_CODE_MAX) }));
export type TotpConfirm = z.output<typeof totpConfirmSchema>;

/** POST user/2fa/totp/disable/: the current password and a code (or a recovery code). */
export const totpDisableSchema = schema(() =>
  z.object({ password: filled(PASSWORD_MAX), code: filled(ONE_TIME_CODE_MAX) }),
);
export type TotpDisable = z.output<typeof totpDisableSchema>;

/** The `otp` of a sign-in's second step (credentialsSchema). */
export const signInOtp = schema(() => z.optional(filled(ONE_TIME_CODE_MAX)));

/** POST user/2fa/totp/setup/: the secret to type in, and the same as the URL a QR code carries. */
export interface TotpSetupJson {
  secret: string;
  otpauth_url: string;
}

/** POST user/2fa/totp/confirm/: the recovery codes, shown once. */
export interface RecoveryCodesJson {
  recovery_codes: string[];
}

/** GET user/2fa/: whether two-step sign-in is on, and how many recovery codes are left unused. */
export interface TwoFactorJson {
  totp: boolean;
  recovery_codes_left: number;
}

/** What the status is after turning it off. */
export const TWO_FACTOR_OFF: TwoFactorJson = { totp: false, recovery_codes_left: 0 };
