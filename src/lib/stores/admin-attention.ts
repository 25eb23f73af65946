import { atom } from 'nanostores';
import { createFetcherStore, seedCache, updateCache } from './query';
import type { AttentionJson, AttentionListJson, AttentionReason } from '../contracts/coaching';

/**
 * The needs-attention queue of the staff screen's landing (GET admin/attention/). The page brings it in its HTML;
 * staff's own answers and reads take a member's reason away from the answer, without reading the queue again.
 */

const ATTENTION = 'admin/attention/';

/** The queue's key once the screen runs in the browser: the server never reads the stores. */
const $attentionWanted = atom<string | null>(null);

/** Read again when the page is shown again: a coach keeps /admin open all day, and members check in meanwhile. */
export const $attention = createFetcherStore<AttentionListJson>([$attentionWanted], { revalidateOnFocus: true });

/** Starts the queue; `brought`, read by the page on the server, is shown without asking. */
export function startAttention(brought?: AttentionListJson): void {
  if ($attentionWanted.get()) return;
  if (brought) seedCache({ [ATTENTION]: brought });
  $attentionWanted.set(ATTENTION);
}

/** `entry` without `reason` (and what went with it), or null when it was the last one. */
function without(entry: AttentionJson, reason: AttentionReason): AttentionJson | null {
  const reasons = entry.reasons.filter((r) => r !== reason);
  if (reasons.length === 0) return null;
  return {
    ...entry,
    reasons,
    unread_messages: reason === 'unread_message' ? 0 : entry.unread_messages,
    unanswered_week: reason === 'unanswered_check_in' ? null : entry.unanswered_week,
  };
}

/**
 * Member `memberId` no longer needs staff for `reason` (their thread was read; their week `weekNumber` or a later one
 * answered): their entry loses it, and leaves the queue with its last reason.
 */
export function attentionSettled(memberId: number, reason: AttentionReason, weekNumber?: number): void {
  updateCache<AttentionListJson>(
    (key) => key === ATTENTION,
    (list) => {
      const results = list.results.flatMap((entry) => {
        if (entry.member.id !== memberId || !entry.reasons.includes(reason)) return [entry];
        const waiting = entry.unanswered_week;
        if (reason === 'unanswered_check_in' && waiting && (weekNumber ?? 0) < waiting.week_number) return [entry];
        return [without(entry, reason)].filter((e): e is AttentionJson => e !== null);
      });
      return { count: results.length, results };
    },
  );
}
