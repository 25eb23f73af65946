import { api, requestWithHeaders } from '../api';
import type { ThreadMessageJson } from '../contracts/coaching';
import { pageQuery } from './paging';

/**
 * The member's conversation with the coaches (issue 29): one function per endpoint. A page of the thread is its
 * newest messages (oldest first within it); the older ones start before `X-Next-Before`.
 */

/** Messages shown, oldest first, and where the older ones start (null: none older). */
export interface ThreadPage {
  messages: ThreadMessageJson[];
  nextBefore: number | null;
}

export const messages = {
  /** A page of the thread: the newest, or the one before the message `before`. Reading it reads the coaches' messages. */
  async page(before?: number | null): Promise<ThreadPage> {
    const { data, headers } = await requestWithHeaders<ThreadMessageJson[]>('GET', `messages/${pageQuery(before)}`);
    const next = headers.get('X-Has-More') === 'true' ? Number(headers.get('X-Next-Before')) : 0;
    return { messages: data, nextBefore: next > 0 ? next : null };
  },
  /** A new message from the member: 201 with the message as stored. */
  send: (text: string) => api.post<ThreadMessageJson>('messages/', { text }),
};
