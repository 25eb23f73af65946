import * as z from 'zod/mini';
import type { AccountStatus } from './accounts';
import { BLANK, INVALID_STRING, failure, optionalText, schema, tooLong, type FailureTable } from './common';
import { decimalField, pictureField, wholeNumberField } from './form-fields';
import { FULL_NAME_MAX, PROFILE_LIMITS } from './profile-limits';
import type { WeeklyLogJson } from './weekly-logs';

export * from './profile-limits';

export { NOT_A_NUMBER, decimalField, pictureField } from './form-fields';

/** Optional profile text: blank clears it; multipart's CRLF line ends are stored as LF. */
const profileText = (max: number) =>
  z.optional(
    z.pipe(
      optionalText(max),
      z.transform((v: string | null) => (v === null ? null : v.replace(/\r\n?/g, '\n'))),
    ),
  );

/** PUT and PATCH user/profile/ (multipart or JSON): only the fields sent change; the picture is optional. */
export const profileUpdate = schema(() =>
  z.object({
    full_name: z.optional(
      z
        .string(INVALID_STRING)
        .check(z.trim(), z.minLength(1, BLANK), z.maxLength(FULL_NAME_MAX, tooLong(FULL_NAME_MAX))),
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
export interface AdminProfileRow
  extends Pick<
    ProfileRow,
    'userId' | 'fullName' | 'email' | 'createdAt' | 'hasPaid' | 'age' | 'weight' | 'occupation'
  > {
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
export function toAdminProfileJson(
  row: AdminProfileRow,
  image: string | null,
  weeks: WeeklyLogJson[],
): AdminProfileJson {
  return { ...toAdminMemberFields(row, image), weekly_logs: weeks };
}

/** Why a profiles request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const profilesFailures = {
  /** A media link whose signature or expiry does not hold (GET media/…). */
  media_link_invalid: failure(403, 'profiles.mediaLinkInvalid', 'This link is invalid or has expired.'),
} as const satisfies FailureTable;
