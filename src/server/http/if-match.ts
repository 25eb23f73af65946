import type { Context } from 'hono';

/** A log's version as its entity tag (strong: the version names the exact content). */
export const versionTag = (version: number): string => `"${version}"`;

/**
 * The version a save was made on, from `If-Match: "<version>"` (the offline outbox of issue 30 sends the version it
 * edited): null without the header or with `*`, which ask for no check. A tag that names no version of ours (a weak
 * one, a list, anything else) is -1: it matches no version, so the save is refused as an unmatched If-Match is.
 */
export function ifMatchVersion(c: Context): number | null {
  const header = c.req.header('if-match')?.trim();
  if (header === undefined || header === '*') return null;
  // Versions are 32-bit integers in the database: a longer number names no version of ours.
  const tag = /^"([1-9]\d{0,8})"$/.exec(header);
  return tag ? Number(tag[1]) : -1;
}
