import * as z from 'zod/mini';
import type { AccountStatus } from './accounts';
import {
  BLANK, DIGITS, INVALID_INTEGER, INVALID_STRING, atLeast, atMost, message, optionalText, refuse, schema, tooLong, type FailureTable,
} from './common';
import { FULL_NAME_MAX, PROFILE_LIMITS } from './profile-limits';
import type { WeeklyLogJson } from './weekly-logs';

export * from './profile-limits';

export const NOT_A_NUMBER = message('fields.invalidNumber', 'A valid number is required.');
const NOT_A_FILE = message('fields.notAFile', 'The submitted data was not a file. Check the encoding type on the form.');
const TWO_DECIMALS = message('fields.decimalPlaces', 'Ensure that there are no more than 2 decimal places.');

/** Numbers arrive as text in multipart bodies and as numbers in JSON: the trimmed text, '' for blank or null. */
const numberText = (v: unknown): string | null =>
  v === null ? '' : typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;

/**
 * A decimal from a form field or JSON: digits with an optional fraction, 0..max, answered with 2 decimals (the
 * columns' scale). More decimals are rounded, or refused with 'refuse'. '' or null clears the value (null);
 * 'abc', '1e309', 'NaN', 'Infinity' and JSON's Infinity are refused.
 */
export function decimalField(max: number, extraDecimals: 'round' | 'refuse') {
  return z.pipe(z.unknown(), z.transform((raw, ctx): string | null => {
    const text = numberText(raw);
    if (text === '') return null;
    if (text === null || !/^-?(\d+(\.\d*)?|\.\d+)$/.test(text)) return refuse(ctx, NOT_A_NUMBER);
    const n = Number(text);
    if (!Number.isFinite(n)) return refuse(ctx, NOT_A_NUMBER);
    if (n < 0) return refuse(ctx, atLeast(0));
    if (n > max) return refuse(ctx, atMost(max));
    if (extraDecimals === 'refuse' && (text.split('.')[1] ?? '').replace(/0+$/, '').length > 2) {
      return refuse(ctx, TWO_DECIMALS);
    }
    return n.toFixed(2);
  }));
}

/** A whole number 0..max from a form field or JSON; '' or null clears it. */
function wholeNumberField(max: number) {
  return z.pipe(z.unknown(), z.transform((raw, ctx): number | null => {
    const text = numberText(raw);
    if (text === '') return null;
    const negative = text?.startsWith('-') ?? false;
    if (text === null || !DIGITS.test(negative ? text.slice(1) : text)) return refuse(ctx, INVALID_INTEGER);
    if (negative) return refuse(ctx, atLeast(0));
    const n = Number(text);
    return n > max ? refuse(ctx, atMost(max)) : n;
  }));
}

/** A new picture, or nothing: '' (or absent) keeps the current one; any other text is refused, not ignored. */
export const pictureField = schema(() =>
  z.optional(
    z.pipe(
      z.union([z.instanceof(File), z.string()], NOT_A_FILE),
      z.transform((v: File | string, ctx): File | null => {
        if (typeof v !== 'string') return v;
        return v.trim() === '' ? null : refuse(ctx, NOT_A_FILE);
      }),
    ),
  ),
);

/** Optional profile text: blank clears it; multipart's CRLF line ends are stored as LF. */
const profileText = (max: number) =>
  z.optional(z.pipe(optionalText(max), z.transform((v: string | null) => (v === null ? null : v.replace(/\r\n?/g, '\n')))));

/** PUT and PATCH user/profile/ (multipart or JSON): only the fields sent change; the picture is optional. */
export const profileUpdate = schema(() =>
  z.object({
    full_name: z.optional(
      z.string(INVALID_STRING).check(z.trim(), z.minLength(1, BLANK), z.maxLength(FULL_NAME_MAX, tooLong(FULL_NAME_MAX))),
    ),
    age: z.optional(wholeNumberField(PROFILE_LIMITS.age)),
    weight: z.optional(decimalField(PROFILE_LIMITS.weight, 'refuse')),
    occupation: profileText(PROFILE_LIMITS.occupation),
    phone_number: profileText(PROFILE_LIMITS.phone_number),
    emergency_contact: profileText(PROFILE_LIMITS.emergency_contact),
    emergency_contact_name: profileText(PROFILE_LIMITS.emergency_contact_name),
    address: profileText(PROFILE_LIMITS.address),
    medical_history: profileText(PROFILE_LIMITS.medical_history),
    image: pictureField,
  }),
);
/** What a member may change; undefined = not sent (left as is), null = cleared. */
export type ProfileChanges = Omit<z.output<typeof profileUpdate>, 'image'>;

/** A profile as the client reads it (spec section 3). */
export interface ProfileJson {
  id: number;
  user_id: number;
  full_name: string;
  user_email: string;
  /** Member since, YYYY-MM-DD. */
  date: string;
  has_paid: boolean;
  image: string | null;
  age: number | null;
  weight: string | null;
  occupation: string | null;
  phone_number: string | null;
  emergency_contact: string | null;
  emergency_contact_name: string | null;
  address: string | null;
  medical_history: string | null;
}

/** GET and PUT user/profile/: the member's own profile with their weeks. */
export interface OwnProfileJson extends ProfileJson {
  weekly_logs: WeeklyLogJson[];
}

/** A member as staff list them, without their weeks: what both admin lists (and the member panel's header) share. */
export interface AdminMemberFields {
  id: number;
  user: string;
  user_id: number;
  user_email: string;
  full_name: string;
  /** Member since, a full ISO timestamp. */
  date: string;
  is_staff: boolean;
  status: AccountStatus;
  suspended_until: string | null;
  has_paid: boolean;
  age: number | null;
  weight: string | null;
  occupation: string | null;
  image: string | null;
}

/** One entry of GET admin/all-profiles/ (spec section 3, "Admin list entries"). */
export interface AdminProfileJson extends AdminMemberFields {
  weekly_logs: WeeklyLogJson[];
}

/** A member and their profile as stored (the profile columns are null when the member has no profile row yet). */
export interface ProfileRow {
  userId: number;
  fullName: string;
  email: string;
  createdAt: Date;
  hasPaid: boolean | null;
  age: number | null;
  weight: string | null;
  occupation: string | null;
  phoneNumber: string | null;
  emergencyContact: string | null;
  emergencyContactName: string | null;
  address: string | null;
  medicalHistory: string | null;
}

/** THE profile JSON, its picture already turned into a link (or null). */
export function toProfileJson(row: ProfileRow, image: string | null): ProfileJson {
  return {
    id: row.userId,
    user_id: row.userId,
    full_name: row.fullName,
    user_email: row.email,
    date: row.createdAt.toISOString().slice(0, 10),
    has_paid: row.hasPaid ?? false,
    image,
    age: row.age,
    weight: row.weight,
    occupation: row.occupation,
    phone_number: row.phoneNumber,
    emergency_contact: row.emergencyContact,
    emergency_contact_name: row.emergencyContactName,
    address: row.address,
    medical_history: row.medicalHistory,
  };
}

/** A member as staff list them: the profile columns staff see, and the account's standing as it is now. */
export interface AdminProfileRow extends Pick<ProfileRow, 'userId' | 'fullName' | 'email' | 'createdAt' | 'hasPaid' | 'age' | 'weight' | 'occupation'> {
  isStaff: boolean;
  status: AdminProfileJson['status'];
  suspendedUntil: Date | null;
}

/** The fields of a member every admin list carries, the picture's link already made. */
export function toAdminMemberFields(row: AdminProfileRow, image: string | null): AdminMemberFields {
  return {
    id: row.userId,
    user: row.email,
    user_id: row.userId,
    user_email: row.email,
    full_name: row.fullName,
    date: row.createdAt.toISOString(),
    is_staff: row.isStaff,
    status: row.status,
    suspended_until: row.suspendedUntil?.toISOString() ?? null,
    has_paid: row.hasPaid ?? false,
    age: row.age,
    weight: row.weight,
    occupation: row.occupation,
    image,
  };
}

/** THE admin list entry, with the picture's link and the member's weeks already serialised. */
export function toAdminProfileJson(row: AdminProfileRow, image: string | null, weeks: WeeklyLogJson[]): AdminProfileJson {
  return { ...toAdminMemberFields(row, image), weekly_logs: weeks };
}

/** Why a profiles request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const profilesFailures = {
  /** A media link whose signature or expiry does not hold (GET media/…). */
  media_link_invalid: { status: 403, detail: message('profiles.mediaLinkInvalid', 'This link is invalid or has expired.') },
} as const satisfies FailureTable;
