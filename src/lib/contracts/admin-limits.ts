/**
 * The staff screen's limits, apart from its schemas (admin.ts): the screen sets its fields' lengths with these on
 * load and fetches the schemas only with the dialog that checks a reason, so /admin loads no zod at first.
 */

/** A moderation reason, at most this many characters. */
export const MODERATION_REASON_MAX = 1000;

/** The light member list: 50 members a page by default, at most 100, searched by up to 254 characters. */
export const MEMBER_PAGE_DEFAULT = 50;
export const MEMBER_PAGE_MAX = 100;
export const MEMBER_SEARCH_MAX = 254;

/** How far ahead a suspension may end; beyond that it is a ban. */
export const MAX_SUSPENSION_YEARS = 10;
export const MAX_SUSPENSION_DAYS = MAX_SUSPENSION_YEARS * 365;
