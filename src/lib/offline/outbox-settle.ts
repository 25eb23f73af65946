import { DAILY_TEXT_LIMITS } from '../contracts/weekly-log-limits';
import { PROFILE } from '../stores/profile';
import { PROGRESS } from '../stores/progress';
import { revalidateKeys } from '../stores/query';
import { OUTBOX_EFFECTS } from './outbox-effects';
import { remove, update, type OutboxEntry } from './outbox';
import { replay } from './replay';

/**
 * What the member does with a save the server refused on replay (components/offline/OutboxUi.tsx): edit its values and send it again,
 * keep theirs over a version saved elsewhere (412) or keep that one, or let it go. Nothing is dropped without the
 * member saying so.
 */

/** The fields of a day's save the member can edit, in the dialog's order. */
const DAY_FIELDS = [...Object.keys(DAILY_TEXT_LIMITS), 'water_intake_oz'] as const;

/** A save's values as the member typed them, by field name (a week's sent fields, a day's fields). */
export function valuesOf(entry: OutboxEntry): Record<string, string> {
  if (entry.form) return { ...entry.form.fields };
  const body = (entry.body ?? {}) as Record<string, unknown>;
  // A post's or comment's text; goals are only sent again or let go (their rows are the goals form's to edit).
  if (entry.kind === 'post' || entry.kind === 'comment') return { content: String(body['content'] ?? '') };
  if (entry.kind !== 'day') return {};
  return Object.fromEntries(DAY_FIELDS.map((name) => [name, body[name] == null ? '' : String(body[name])]));
}

/** The same fields of a version the server holds (a 412's `current`), for the chooser. */
export function currentValues(entry: OutboxEntry, current: unknown): Record<string, string> {
  const held = (current ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(valuesOf(entry)).map((name) => [name, held[name] == null ? '' : String(held[name])]),
  );
}

/** The picture a save carries (a week's, its bytes kept on the device), or null. */
export const pictureOf = (entry: OutboxEntry): Blob | null => entry.form?.picture ?? null;

/** The link of the picture the server holds for what a 412 refused (the saved week's), or null. */
export function savedPictureOf(entry: OutboxEntry): string | null {
  const current = (entry.refused?.data as { current?: { progress_picture?: unknown } } | null)?.current;
  return typeof current?.progress_picture === 'string' ? current.progress_picture : null;
}

/** The field a week's picture is sent as; a refusal that names it is the picture's. */
export const PICTURE_FIELD = 'progress_picture';

/**
 * Whether the server refused the save for its picture: too large (413), not a picture it takes (415), or a problem
 * of the picture's field. Sending the same picture again would be refused again; the rest of the save can go.
 */
export function refusedForPicture(entry: OutboxEntry): boolean {
  const refusal = entry.refused;
  if (!refusal || !pictureOf(entry)) return false;
  const { status, data } = refusal;
  return status === 413 || status === 415 || (typeof data === 'object' && data !== null && PICTURE_FIELD in data);
}

/** The server's current version of what a 412 refused, when it sent one. */
export function conflictOf(entry: OutboxEntry): { version: number } | undefined {
  if (entry.refused?.status !== 412) return undefined;
  const current = (entry.refused.data as { current?: { version?: unknown } } | null)?.current;
  return typeof current?.version === 'number' ? (current as { version: number }) : undefined;
}

/**
 * A new try of an entry: a new Idempotency-Key (the refused try wrote nothing; a held one's first try is the member's
 * to judge), no backoff, not refused, and a new age (outbox-hold.ts: not held again).
 */
const anew = (entry: OutboxEntry): OutboxEntry => ({
  ...entry,
  id: crypto.randomUUID(),
  created_at: Date.now(),
  refused: undefined,
  attempts: 0,
  next_at: 0,
});

/**
 * Sends a refused save again with the values the member corrected; `withoutPicture`, a week's save without its
 * picture (the server refused the picture): the picture's bytes leave the device with it.
 */
export async function sendAgain(
  entry: OutboxEntry,
  values: Record<string, string>,
  withoutPicture = false,
): Promise<void> {
  const next = anew(entry);
  if (next.form) {
    const fields = Object.fromEntries(Object.entries(values).filter(([, v]) => v));
    next.form = withoutPicture ? { fields, picture: null, pictureName: null } : { ...next.form, fields };
  } else if (next.kind === 'day') {
    const water = values['water_intake_oz'] ?? '';
    next.body = { ...(next.body as object), ...values, water_intake_oz: water === '' ? null : water };
  } else next.body = { ...(next.body as object), ...values };
  // A week's save left with nothing to send (no field, no picture) would only move the week's version: let go.
  if (next.form && !next.form.picture && Object.keys(next.form.fields).length === 0) return discard(entry);
  await update(next);
  await replay(true);
}

/** Keeps the member's version over the one saved elsewhere: sent again on that version. */
export async function keepMine(entry: OutboxEntry): Promise<void> {
  const current = conflictOf(entry);
  await update({ ...anew(entry), ifMatch: current?.version ?? entry.ifMatch });
  await replay(true);
}

/** Keeps the version saved elsewhere: it goes into the cache, and the member's save goes (its picture too, unsent). */
export async function keepTheirs(entry: OutboxEntry): Promise<void> {
  const current = (entry.refused?.data as { current?: unknown } | null)?.current;
  if (current) OUTBOX_EFFECTS[entry.kind]?.apply(current);
  await remove(entry);
}

/** Lets a refused save go: the page reads the member's data again, since it showed the save as made. */
export async function discard(entry: OutboxEntry): Promise<void> {
  await remove(entry);
  void revalidateKeys([PROFILE, PROGRESS]);
}
