import type { CommentJson, PostJson } from '../contracts/community';
import type { ProgressJson } from '../contracts/progress';
import type { DailyLogJson, WeeklyLogJson } from '../contracts/weekly-logs';
import { offlineText } from '../i18n/en/offline';
import { textNow } from '../i18n/text';
import { isSent, showNewComment, showNewPost } from '../stores/community-save';
import { PROGRESS } from '../stores/progress';
import { mutateCache } from '../stores/query';
import { putWeekInCache, weekWithDay } from '../stores/week-save';
import type { OutboxEntry } from './outbox';

/**
 * What a save sent from the outbox does once the server has it, by kind: its answer goes into the cache as the
 * save's own answer would (the week, the day's week, the progress, the new post or comment), and the member reads the
 * save's usual success message (a post or comment, which has none online, says it was sent).
 */
export interface OutboxEffect {
  /** Puts the server's answer (or a 412's `current`, kept by the member) into the cache. */
  apply: (answer: unknown) => void;
  /** The save's usual success message. */
  success: (answer: unknown) => string;
}

const sentText = () => textNow(offlineText.sent);

export const OUTBOX_EFFECTS: Record<OutboxEntry['kind'], OutboxEffect> = {
  week: {
    apply: (answer) => putWeekInCache(answer as WeeklyLogJson),
    success: (answer) => sentText().week({ n: (answer as WeeklyLogJson).week_number }),
  },
  day: {
    apply: (answer) => {
      const week = weekWithDay(answer as DailyLogJson);
      if (week) putWeekInCache(week);
    },
    success: () => sentText().day,
  },
  // The progress the server worked out anew from the goals (or the goals as kept, shown over a page loaded offline).
  goals: {
    apply: (answer) => mutateCache(PROGRESS, answer as ProgressJson),
    success: () => sentText().goals,
  },
  // A kept post or comment is shown only once the server has it: what was kept has no id (community-save.ts).
  post: {
    apply: (answer) => isSent(answer) && showNewPost(answer as PostJson),
    success: () => sentText().post,
  },
  comment: {
    apply: (answer) => isSent(answer) && showNewComment(answer as CommentJson),
    success: () => sentText().comment,
  },
};
