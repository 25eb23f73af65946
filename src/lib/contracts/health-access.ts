import * as z from 'zod/mini';
import { REQUIRED, message, schema, tooLong } from './common';
import { HEALTH_ACCESS_REASON_MAX, HEALTH_ACCESS_REASON_MIN, type AccessKind } from './privacy-limits';

export * from './privacy-limits';

/**
 * Need-to-know health access (issue 28): staff open a member's medical history, emergency contact, address and
 * phone only with a reason, and every staff view of a member's health details, weeks or progress pictures is a row
 * of the member's access log, which the member reads in account settings.
 */

export const reasonTooShort = (min: number) =>
  message('healthAccess.reasonTooShort', `Ensure this field has at least ${min} characters.`, { min });

/** POST admin/members/{id}/health-access/: why the staff member opens the details, in their own words. */
export const healthAccessRequest = schema(() =>
  z.object({
    reason: z
      .string(REQUIRED)
      .check(
        z.trim(),
        z.minLength(HEALTH_ACCESS_REASON_MIN, reasonTooShort(HEALTH_ACCESS_REASON_MIN)),
        z.maxLength(HEALTH_ACCESS_REASON_MAX, tooLong(HEALTH_ACCESS_REASON_MAX)),
      ),
  }),
);
export type HealthAccessRequest = z.output<typeof healthAccessRequest>;

/** The answer: what the member's profile holds of it (null where they left a field empty). */
export interface HealthDetailsJson {
  member_id: number;
  full_name: string;
  medical_history: string | null;
  emergency_contact_name: string | null;
  /** The emergency contact's phone. */
  emergency_contact: string | null;
  address: string | null;
  phone_number: string | null;
}

/** One row of the member's access log: who saw what, when, and the reason they gave (health details only). */
export interface AccessLogEntryJson {
  /** The row's number, in the order rows were written. */
  id: number;
  staff_name: string;
  kind: AccessKind;
  reason: string | null;
  /** ISO timestamp. */
  created_at: string;
}

/**
 * GET user/access-log/: the member's newest ACCESS_LOG_SHOWN rows, newest first, and how many there are in all
 * (the data export holds every one).
 */
export interface AccessLogJson {
  count: number;
  results: AccessLogEntryJson[];
}

/** Rows the access log answers at most; older ones are in the data export. */
export const ACCESS_LOG_SHOWN = 200;
