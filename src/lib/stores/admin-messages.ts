import { atom } from 'nanostores';
import { adminCoaching, type ThreadPage } from '../client/admin-coaching';
import type { NamedMember } from '../contracts/named-member';
import type { ThreadMessageJson, ThreadSummaryJson } from '../contracts/coaching';
import { attentionSettled } from './admin-attention';
import { cached, createFetcherStore, createMutatorStore, mutateCache, updateCache } from './query';
import { withOlderMessages, withSentMessage } from './thread-pages';

/**
 * The Messages tab of the staff screen: every member's thread with the staff (GET admin/messages/, newest activity
 * first), and one member's conversation (GET/POST admin/members/{id}/messages/), read when opened. Opening a
 * conversation reads the member's messages: its thread's unread count and the queue's unread reason go at once.
 * Older messages are read a page at a time (`before`) and put before the ones shown; a message staff write is put
 * after them and its thread goes to the top.
 */

const THREADS = 'admin/messages/?limit=100';

/** The thread list's key once the tab has opened: nothing is read before. */
const $threadsWanted = atom<string | null>(null);

/** Read again when the page is shown again, as the queue is: members write while the tab waits. */
export const $threads = createFetcherStore<ThreadSummaryJson[]>([$threadsWanted], { revalidateOnFocus: true });

export function startThreads(): void {
  $threadsWanted.set(THREADS);
}

/** The member whose conversation is open; null when none is. */
export const $threadMember = atom<NonNullable<NamedMember> | null>(null);
const $threadMemberId = atom<number | null>(null);

const threadKey = (memberId: number) => `admin/members/${memberId}/messages/`;

/** The open conversation: its messages shown so far (oldest first) and where older ones start. */
export const $thread = createFetcherStore<ThreadPage>(['admin/members/', $threadMemberId, '/messages/'], {
  fetcher: async (_prefix, id) => {
    const page = await adminCoaching.thread(Number(id));
    threadRead(Number(id));
    return page;
  },
});

/** Opens member `member`'s conversation (null closes it). */
export function openThread(member: NonNullable<NamedMember> | null): void {
  $threadMember.set(member);
  $threadMemberId.set(member?.id ?? null);
}

/** What reading a thread did: no unread message of the member's left, in the thread list and the queue. */
function threadRead(memberId: number): void {
  updateCache<ThreadSummaryJson[]>(
    (key) => key === THREADS,
    (threads) => threads.map((t) => (t.member.id === memberId ? { ...t, unread: 0 } : t)),
  );
  attentionSettled(memberId, 'unread_message');
}

/** Reads the page of messages before the oldest shown and puts it first. */
export async function loadOlderMessages(memberId: number): Promise<void> {
  const shown = cached<ThreadPage>(threadKey(memberId));
  if (!shown?.nextBefore) return;
  const older = await adminCoaching.thread(memberId, shown.nextBefore);
  const now = cached<ThreadPage>(threadKey(memberId)) ?? shown;
  mutateCache(threadKey(memberId), withOlderMessages(now, older));
}

/** POST admin/members/{id}/messages/: staff's message, after the ones shown; its thread first in the list. */
export const $staffMessage = createMutatorStore<{ member: NonNullable<NamedMember>; text: string }, ThreadMessageJson>(
  async ({ data: { member, text } }) => {
    const message = await adminCoaching.write(member.id, text);
    const shown = cached<ThreadPage>(threadKey(member.id));
    if (shown) mutateCache(threadKey(member.id), withSentMessage(shown, message));
    updateCache<ThreadSummaryJson[]>(
      (key) => key === THREADS,
      (threads) => [{ member, unread: 0, last_message: message }, ...threads.filter((t) => t.member.id !== member.id)],
    );
    return message;
  },
);
