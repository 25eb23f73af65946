import * as z from 'zod/mini';
import { failure, requiredText, schema, type FailureTable } from './common';
import type { NamedMember } from './named-member';
import { COACH_TEXT_MAX, FEEDBACK_EDIT_WINDOW_HOURS, type AttentionReason } from './coaching-limits';

export * from './coaching-limits';

/**
 * Coaching (issue 29), the API half: staff answer a member's week (POST admin/weekly-log/{id}/feedback/, PATCH and
 * DELETE admin/feedback/{id}/), one conversation per member with the staff (GET/POST messages/ for the member,
 * GET admin/messages/ and GET/POST admin/members/{id}/messages/ for staff), and the needs-attention queue
 * (GET admin/attention/).
 *
 * A conversation is paged as the feed is (see the community contract): ?limit=1..100 and ?before=<message id>, the
 * page in the body (oldest first, as a thread reads) and where the older messages start in X-Has-More,
 * X-Next-Before and Link rel="next". The first page is the newest messages.
 */

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

/** A staff answer or a message: text only, trimmed, 1..COACH_TEXT_MAX characters. */
export const coachText = schema(() => requiredText(COACH_TEXT_MAX));

/** POST admin/weekly-log/{id}/feedback/ and PATCH admin/feedback/{id}/. */
export const feedbackRequest = schema(() => z.object({ text: coachText }));
export type FeedbackRequest = z.input<typeof feedbackRequest>;

/** POST messages/ and POST admin/members/{id}/messages/. */
export const messageRequest = schema(() => z.object({ text: coachText }));
export type MessageRequest = z.input<typeof messageRequest>;

// ---------------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------------

/**
 * A staff answer to a week: in POST's and PATCH's answer, under each week of the member's own GET user/profile/
 * (`feedback`, oldest first) and of staff's views of a member's weeks; in no other member's view, nor any public one.
 * `author_name` is kept when the author's account is gone.
 */
export interface WeekFeedbackJson {
  id: number;
  text: string;
  /** Who wrote it: staff pages offer its author (only) the edit and delete of the first 24 hours; null once they left. */
  author_id: number | null;
  author_name: string;
  created_at: string;
  /** When its author last changed it (created_at if never). */
  updated_at: string;
}

/** A message of a conversation: who wrote it (a name, and whether staff), and whether the other side has read it. */
export interface ThreadMessageJson {
  id: number;
  text: string;
  author_name: string;
  from_staff: boolean;
  created_at: string;
  /** A member's message: some staff member opened the thread since; a staff message: the member did. */
  read: boolean;
}

/** A thread in staff's list (GET admin/messages/), newest activity first. */
export interface ThreadSummaryJson {
  member: NonNullable<NamedMember>;
  /** The member's messages no staff member has read. */
  unread: number;
  /** The newest message, as the list shows it. */
  last_message: ThreadMessageJson;
}

/** A member who needs a coach now (GET admin/attention/), with every reason, in ATTENTION_REASONS' order. */
export interface AttentionJson {
  member: NonNullable<NamedMember>;
  reasons: AttentionReason[];
  /** The member's messages no staff member has read (0 without unread_message). */
  unread_messages: number;
  /** The week waiting for an answer (with unanswered_check_in), to answer in one click. */
  unanswered_week: { id: number; week_number: number } | null;
  /** When the member last saved a week; null if never. */
  last_check_in: string | null;
}

/** GET admin/attention/: the members who need a coach, the most urgent reason first. */
export interface AttentionListJson {
  count: number;
  results: AttentionJson[];
}

// ---------------------------------------------------------------------------------------------------------------
// Failures
// ---------------------------------------------------------------------------------------------------------------

/** Why a coaching request can fail, beyond the common failures. */
export const coachingFailures = {
  /** Staff change or remove their own answers only. */
  not_own_feedback: failure(403, 'coaching.notOwnFeedback', 'You can only change your own answers.'),
  feedback_edit_window_closed: failure(
    400,
    'coaching.editWindowClosed',
    `An answer can only be changed in the ${FEEDBACK_EDIT_WINDOW_HOURS} hours after it was written.`,
    { hours: FEEDBACK_EDIT_WINDOW_HOURS },
  ),
  /** A member who may not write now (suspended or banned). */
  cannot_write: failure(403, 'coaching.cannotWrite', 'Your account cannot send messages now.'),
  /** POST messages/ by a staff member: staff write in members' conversations. */
  staff_thread: failure(403, 'coaching.staffThread', "Staff write in members' conversations, not their own."),
} as const satisfies FailureTable;

export type CoachingFailure = keyof typeof coachingFailures;
