import { adminCoaching } from '../client/admin-coaching';
import type { WeekFeedbackJson } from '../contracts/coaching';
import type { WeeklyLogJson } from '../contracts/weekly-logs';
import { attentionSettled } from './admin-attention';
import { createMutatorStore, updateCache } from './query';

/**
 * Staff's answers to a member's weeks (POST admin/weekly-log/{id}/feedback/, PATCH and DELETE admin/feedback/{id}/).
 * Each answer changes the open member's weeks as cached (admin-members.ts' $openMemberWeeks), so the panel shows it
 * without reading the weeks again; a new answer also settles the member's unanswered check-in in the queue.
 */

interface OnWeek {
  memberId: number;
  week: Pick<WeeklyLogJson, 'id' | 'week_number'>;
}

/** The member's cached weeks with week `weekId`'s answers changed by `change`. */
function answersChanged(memberId: number, weekId: number, change: (answers: WeekFeedbackJson[]) => WeekFeedbackJson[]) {
  updateCache<WeeklyLogJson[]>(
    (key) => key === `admin/members/${memberId}/weeks/`,
    (weeks) => weeks.map((w) => (w.id === weekId ? { ...w, feedback: change(w.feedback ?? []) } : w)),
  );
}

export const $weekAnswer = createMutatorStore<OnWeek & { text: string }, WeekFeedbackJson>(
  async ({ data: { memberId, week, text } }) => {
    const answer = await adminCoaching.answerWeek(week.id, text);
    answersChanged(memberId, week.id, (answers) => [...answers, answer]);
    attentionSettled(memberId, 'unanswered_check_in', week.week_number);
    return answer;
  },
);

export const $answerEdit = createMutatorStore<OnWeek & { id: number; text: string }, WeekFeedbackJson>(
  async ({ data: { memberId, week, id, text } }) => {
    const answer = await adminCoaching.editAnswer(id, text);
    answersChanged(memberId, week.id, (answers) => answers.map((a) => (a.id === id ? answer : a)));
    return answer;
  },
);

export const $answerRemoval = createMutatorStore<OnWeek & { id: number }, void>(
  async ({ data: { memberId, week, id } }) => {
    await adminCoaching.deleteAnswer(id);
    answersChanged(memberId, week.id, (answers) => answers.filter((a) => a.id !== id));
  },
);
