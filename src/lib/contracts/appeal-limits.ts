/**
 * How long an appeal and a reply to it may be, apart from the appeal schemas (appeals.ts): the forms set their
 * fields' lengths with these on load, and the staff screen's appeals list loads no zod.
 */
export const APPEAL_TEXT_MAX = 2000;
export const APPEAL_REPLY_MAX = 2000;

/** How long after a sanction its appeal may be filed. */
export const APPEAL_WINDOW_DAYS = 20;
