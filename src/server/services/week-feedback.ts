import { and, eq, isNull } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import type { Db } from '../db/client';
import { notifications, weekFeedback, weeklyLogs } from '../db/schema';
import { fail, ok, type Result } from '../result';
import { deliverSoon } from '../mail/outbox';
import { notify } from './notifications';
import { FEEDBACK_EDIT_WINDOW_HOURS, type CoachingFailure, type WeekFeedbackJson } from '../../lib/contracts/coaching';

/** The staff member who writes: their id, and their name as the member reads it under the week. */
export interface FeedbackAuthor {
  id: number;
  fullName: string;
}

type FeedbackRow = typeof weekFeedback.$inferSelect;

export const toWeekFeedbackJson = (row: FeedbackRow): WeekFeedbackJson => ({
  id: row.id,
  text: row.text,
  author_id: row.authorId,
  author_name: row.authorName,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The page a week's answer is read on (its notification links there). */
export const weekLink = (weekNumber: number): string => `/weekly-log#week-${weekNumber}`;

/**
 * Staff answer a member's week. The answer and the member's notification (and the mail it may queue) are one
 * transaction, written at the same `now` (deleteFeedback finds the notification by it); the mail goes out after the
 * commit. week_feedback's trigger moves the member's profile counter (0014), so their kept profile shows the answer.
 */
export async function answerWeek(
  rt: Runtime,
  author: FeedbackAuthor,
  weekId: number,
  text: string,
): Promise<Result<WeekFeedbackJson, 'not_found'>> {
  const [week] = await rt.db
    .select({ userId: weeklyLogs.userId, weekNumber: weeklyLogs.weekNumber })
    .from(weeklyLogs)
    .where(eq(weeklyLogs.id, weekId));
  if (!week) return fail('not_found');
  const now = rt.clock.now();
  const row = await rt.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [inserted] = await db
      .insert(weekFeedback)
      .values({
        weeklyLogId: weekId,
        authorId: author.id,
        authorName: author.fullName,
        text,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await notify({ db, config: rt.config }, now, {
      userId: week.userId,
      actorId: author.id,
      kind: 'coach_feedback',
      params: { author: author.fullName, week: week.weekNumber },
      link: weekLink(week.weekNumber),
    });
    return inserted!;
  });
  deliverSoon(rt);
  return ok(toWeekFeedbackJson(row));
}

type ChangeFailure = 'not_found' | Extract<CoachingFailure, 'not_own_feedback' | 'feedback_edit_window_closed'>;

/**
 * An answer its author may still change: theirs, and written less than FEEDBACK_EDIT_WINDOW_HOURS ago. Another staff
 * member's answer is refused as such (staff see every answer), not hidden.
 */
async function changeableFeedback(
  rt: Runtime,
  authorId: number,
  feedbackId: number,
): Promise<Result<FeedbackRow & { memberId: number; weekNumber: number }, ChangeFailure>> {
  const [row] = await rt.db
    .select({ feedback: weekFeedback, memberId: weeklyLogs.userId, weekNumber: weeklyLogs.weekNumber })
    .from(weekFeedback)
    .innerJoin(weeklyLogs, eq(weeklyLogs.id, weekFeedback.weeklyLogId))
    .where(eq(weekFeedback.id, feedbackId));
  if (!row) return fail('not_found');
  if (row.feedback.authorId !== authorId) return fail('not_own_feedback');
  const age = rt.clock.now().getTime() - row.feedback.createdAt.getTime();
  if (age > FEEDBACK_EDIT_WINDOW_HOURS * 3_600_000) return fail('feedback_edit_window_closed');
  return ok({ ...row.feedback, memberId: row.memberId, weekNumber: row.weekNumber });
}

/** Staff change the text of their own answer, within the window. The member is not notified again. */
export async function editFeedback(
  rt: Runtime,
  authorId: number,
  feedbackId: number,
  text: string,
): Promise<Result<WeekFeedbackJson, ChangeFailure>> {
  const found = await changeableFeedback(rt, authorId, feedbackId);
  if (!found.ok) return found;
  const [row] = await rt.db
    .update(weekFeedback)
    .set({ text, updatedAt: rt.clock.now() })
    .where(eq(weekFeedback.id, feedbackId))
    .returning();
  return row ? ok(toWeekFeedbackJson(row)) : fail('not_found');
}

/**
 * Staff remove their own answer, within the window, and the member's notification of it while it is unread: the bell
 * must not point at an answer that is gone (a mail already sent cannot be recalled). That notification is the one
 * answerWeek wrote with the answer: same member, author, week and time.
 */
export async function deleteFeedback(
  rt: Runtime,
  authorId: number,
  feedbackId: number,
): Promise<Result<null, ChangeFailure>> {
  const found = await changeableFeedback(rt, authorId, feedbackId);
  if (!found.ok) return found;
  const { memberId, weekNumber, createdAt } = found.value;
  await rt.db.transaction(async (tx) => {
    await tx.delete(weekFeedback).where(eq(weekFeedback.id, feedbackId));
    await tx
      .delete(notifications)
      .where(
        and(
          eq(notifications.userId, memberId),
          eq(notifications.kind, 'coach_feedback'),
          eq(notifications.actorId, authorId),
          eq(notifications.link, weekLink(weekNumber)),
          eq(notifications.createdAt, createdAt),
          isNull(notifications.readAt),
        ),
      );
  });
  return ok(null);
}
