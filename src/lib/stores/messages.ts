import { createFetcherStore, createMutatorStore, revalidateKeys } from './query';
import { messages, type ThreadPage } from '../client/messages';
import type { ThreadMessageJson } from '../contracts/coaching';
import { withOlderMessages, withSentMessage } from './thread-pages';

/**
 * The member's conversation with the coaches (/messages): its newest page, then older pages put before it as the
 * member asks; a message sent goes at the end from the answer. Nothing is read again: the coaches' answers arrive
 * with the next visit (and the bell says so).
 */
export const $thread = createFetcherStore<ThreadPage>(['messages/'], {
  fetcher: async () => {
    const page = await messages.page();
    // Reading the thread read the coaches' messages and their notifications: the bell counts again.
    revalidateKeys((key) => key.startsWith('notifications/'));
    return page;
  },
});

/** Reads the page before the oldest message shown and puts it first. */
export const $olderMessages = createMutatorStore<void, ThreadPage>(async () => {
  const older = await messages.page($thread.value?.data?.nextBefore);
  // Read again after the wait: a message sent meanwhile is kept.
  const shown = $thread.value?.data;
  if (shown) $thread.mutate(withOlderMessages(shown, older));
  return older;
});

/** A message from the member: at the end of the thread. */
export const $sendMessage = createMutatorStore<string, ThreadMessageJson>(async ({ data: text }) => {
  const sent = await messages.send(text);
  const shown = $thread.value?.data;
  if (shown) $thread.mutate(withSentMessage(shown, sent));
  return sent;
});
