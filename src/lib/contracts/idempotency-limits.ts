/**
 * How long the server keeps a write's first answer for its `Idempotency-Key` (issue 30), in hours: a replay within it
 * is answered, never written twice. Longer than a save usually waits on a device. The client reads it too, so a save
 * that waited longer is not sent without the member's say (lib/offline/replay.ts): its first try may have reached the
 * server, which no longer remembers the key.
 */
export const IDEMPOTENCY_HOURS = 8 * 24;
