import { api, requestWithHeaders } from '../api';
import type { FeedbackRequest, MessageRequest, ThreadMessageJson, WeekFeedbackJson } from '../contracts/coaching';

/** A page of one member's conversation (oldest first) and where the older messages start (null: none are left). */
export interface ThreadPage {
  messages: ThreadMessageJson[];
  nextBefore: number | null;
}

/** The staff side of coaching (issue 29): one function per endpoint. */
export const adminCoaching = {
  answerWeek: (weekId: number, text: string) =>
    api.post<WeekFeedbackJson>(`admin/weekly-log/${weekId}/feedback/`, { text } satisfies FeedbackRequest),

  editAnswer: (id: number, text: string) =>
    api.patch<WeekFeedbackJson>(`admin/feedback/${id}/`, { text } satisfies FeedbackRequest),

  deleteAnswer: (id: number) => api.delete<void>(`admin/feedback/${id}/`),

  /** The newest page of a member's conversation, or the one before message `before`; reading it reads their messages. */
  thread: async (memberId: number, before?: number | null): Promise<ThreadPage> => {
    const { data, headers } = await requestWithHeaders<ThreadMessageJson[]>(
      'GET',
      `admin/members/${memberId}/messages/${before ? `?before=${before}` : ''}`,
    );
    const next = headers.get('X-Has-More') === 'true' ? Number(headers.get('X-Next-Before')) : Number.NaN;
    return { messages: data, nextBefore: Number.isInteger(next) && next > 0 ? next : null };
  },

  write: (memberId: number, text: string) =>
    api.post<ThreadMessageJson>(`admin/members/${memberId}/messages/`, { text } satisfies MessageRequest),
};
