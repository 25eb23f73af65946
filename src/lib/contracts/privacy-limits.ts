/**
 * The limits of second factors, passkeys and need-to-know health access (issue 28), apart from the schemas: the
 * account settings and admin pages check forms with them.
 */

/** A staff member's reason for opening a member's health details: long enough to say why, short enough to read. */
export const HEALTH_ACCESS_REASON_MIN = 10;
export const HEALTH_ACCESS_REASON_MAX = 300;

/** Recovery codes handed out when TOTP is turned on; each signs in once. */
export const RECOVERY_CODE_COUNT = 10;

/** A passkey's name, as the member types it ("Phone", "Work laptop"). */
export const PASSKEY_NAME_MAX = 60;

/** What a staff member saw of a member, one access_log row each. */
export const ACCESS_KINDS = ['health_details', 'weeks', 'progress_pictures'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];
