/**
 * The community's text limits, apart from the schemas (community.ts): the feed draws its boxes with them and loads
 * the schemas (and zod) only when something is first sent.
 */

export const POST_MAX = 5000;
export const COMMENT_MAX = 2000;
