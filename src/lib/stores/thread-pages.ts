import type { ThreadMessageJson } from '../contracts/coaching';
import type { ThreadPage } from '../client/messages';

/**
 * `shown` with `older` before it, leaving out any already shown (a message sent since shifted the pages). The
 * member's conversation and the staff's grow alike.
 */
export const withOlderMessages = (shown: ThreadPage, older: ThreadPage): ThreadPage => ({
  messages: [...older.messages.filter((m) => !shown.messages.some((s) => s.id === m.id)), ...shown.messages],
  nextBefore: older.nextBefore,
});

/** `shown` with `sent` at its end: a message written is the newest. */
export const withSentMessage = (shown: ThreadPage, sent: ThreadMessageJson): ThreadPage => ({
  ...shown,
  messages: [...shown.messages, sent],
});
