import { IDEMPOTENCY_HOURS } from '../contracts/idempotency-limits';
import type { OutboxEntry, OutboxRefusal } from './outbox';

/**
 * A save kept on the device for longer than the server remembers keys (attacker review of issue 30, F6): a first try
 * whose answer was lost may have reached the server, and sent again under a key the server has forgotten, a post or a
 * comment would be written twice (nothing else guards it; a week or day would come back as a 412). The replay holds
 * it instead, as if refused by the device itself, and the review dialog asks the member (OutboxEntryView.tsx).
 */

/** The server's memory of a key, in ms. */
export const KEY_MEMORY_MS = IDEMPOTENCY_HOURS * 3_600_000;

/** The same in days, as the member reads it. */
export const KEY_MEMORY_DAYS = IDEMPOTENCY_HOURS / 24;

// i18n-lint: not interface text (a code)
const HELD_CODE = 'kept_too_long';

/** The mark of a held save: status 0, as no server answered. */
export const HELD: OutboxRefusal = { status: 0, data: { code: HELD_CODE } };

/** Whether `entry` waited past the server's memory of its key, by `now`. */
export const keptTooLong = (entry: OutboxEntry, now: number): boolean => now - entry.created_at > KEY_MEMORY_MS;

/** Whether `entry` is held for the member, not refused by the server. */
export const isHeld = (entry: OutboxEntry): boolean =>
  entry.refused?.status === 0 && (entry.refused.data as { code?: unknown } | null)?.code === HELD_CODE;
