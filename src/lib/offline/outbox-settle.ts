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

/** The server's current version of what a 412 refused, when it sent one. */
export function conflictOf(entry: OutboxEntry): { version: number } | undefined {
  if (entry.refused?.status !== 412) return undefined;
  const current = (entry.refused.data as { current?: { version?: unknown } } | null)?.current;
  return typeof current?.version === 'number' ? (current as { version: number }) : undefined;
}

/** A new try of an entry: a new Idempotency-Key (the refused try wrote nothing), no backoff, not refused. */
const anew = (entry: OutboxEntry): OutboxEntry => ({
  ...entry,
  id: crypto.randomUUID(),
  refused: undefined,
  attempts: 0,
  next_at: 0,
});

/** Sends a refused save again with the values the member corrected. */
export async function sendAgain(entry: OutboxEntry, values: Record<string, string>): Promise<void> {
  const next = anew(entry);
  if (next.form) next.form = { ...next.form, fields: Object.fromEntries(Object.entries(values).filter(([, v]) => v)) };
  else if (next.kind === 'day') {
    const water = values['water_intake_oz'] ?? '';
    next.body = { ...(next.body as object), ...values, water_intake_oz: water === '' ? null : water };
  } else next.body = { ...(next.body as object), ...values };
  await update(next);
  await replay(true);
}

/** Keeps the member's version over the one saved elsewhere: sent again on that version. */
export async function keepMine(entry: OutboxEntry): Promise<void> {
  const current = conflictOf(entry);
  await update({ ...anew(entry), ifMatch: current?.version ?? entry.ifMatch });
  await replay(true);
}

/** Keeps the version saved elsewhere: it goes into the cache, and the member's save goes. */
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
