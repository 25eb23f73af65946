import * as z from 'zod/mini';
import {
  INTEGER_TEXT,
  INVALID_INTEGER,
  REQUIRED,
  failure,
  message,
  schema,
  tooLong,
  type FailureTable,
  type Message,
} from './common';
import type { ReportContentJson } from './admin-reports';
import type { NamedMember } from './named-member';
import type { ContentType } from './safety';
import { APPEAL_REPLY_MAX, APPEAL_TEXT_MAX, APPEAL_WINDOW_DAYS } from './appeal-limits';

export * from './appeal-limits';

/**
 * A member's standing and their appeals (issue 16): the warnings, suspensions and bans staff gave them, each with the
 * state of its appeal (`GET user/standing/`), the appeal a member files (`POST user/appeals/`), and staff's list and
 * decisions (`GET admin/appeals/`, `POST admin/appeals/{id}/accept/` and `/reject/`).
 *
 * Every kind of sanction may be appealed, warnings too: a warning stays on the member's record, and they may think it
 * wrong. Accepting the appeal of a suspension or ban in force lifts it; accepting any other appeal clears the record
 * (the card shows the appeal accepted) and changes nothing else.
 */

export const APPEAL_STATUSES = ['open', 'accepted', 'rejected'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** The sanctions a member sees on their card and may appeal (rows of the moderation log). */
export const SANCTION_KINDS = ['warning', 'suspension', 'ban'] as const;
export type SanctionKind = (typeof SANCTION_KINDS)[number];

export const APPEAL_TEXT_BLANK = message('appeals.textBlank', 'Please write your appeal.');
export const APPEAL_REPLY_BLANK = message('appeals.replyBlank', 'Please write a reply to the member.');

/** The restricted token's lifetime and the page it opens (in a module without schemas, for the sign-in page). */
export { STANDING_TOKEN_MINUTES, STANDING_TOKEN_KEY, STANDING_PATH } from '../standing-token';

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

const text = (max: number, blank: Message) =>
  z.string(REQUIRED).check(z.trim(), z.minLength(1, blank), z.maxLength(max, tooLong(max)));

/** A sanction's id, as the card sends it (a number, or a numeric string from a form). */
const sanctionId = schema(() =>
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(INTEGER_TEXT))], INVALID_INTEGER),
    z.transform((v: number | string) => Number(v)),
  ),
);

/** POST user/appeals/: the sanction appealed and the member's words (trimmed, 1..2,000 characters). */
export const appealRequest = schema(() =>
  z.object({ sanction_id: sanctionId, text: text(APPEAL_TEXT_MAX, APPEAL_TEXT_BLANK) }),
);

/** The appeal text alone: the form checks it as the API does. */
export const appealText = schema(() => text(APPEAL_TEXT_MAX, APPEAL_TEXT_BLANK));

/** POST admin/appeals/{id}/accept/ and /reject/: staff's reply to the member (required). */
export const appealDecisionRequest = schema(() => z.object({ reply: text(APPEAL_REPLY_MAX, APPEAL_REPLY_BLANK) }));

/** The reply alone: the staff panel checks it as the API does. */
export const appealReply = schema(() => text(APPEAL_REPLY_MAX, APPEAL_REPLY_BLANK));

export type AppealRequest = z.input<typeof appealRequest>;
export type AppealDecisionRequest = z.input<typeof appealDecisionRequest>;

// ---------------------------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------------------------

/** An appeal as its author and staff read it. */
export interface AppealJson {
  id: number;
  status: AppealStatus;
  text: string;
  created_at: string;
  /** Staff's reply, once decided. */
  reply: string | null;
  decided_at: string | null;
}

/** One sanction on the member's card. */
export interface SanctionJson {
  id: number;
  kind: SanctionKind;
  /** When staff gave it. */
  created_at: string;
  /** Staff's reason ('' when none was given). */
  reason: string;
  /** When a suspension ends; null for a warning or a ban. */
  end_date: string | null;
  /** Whether it keeps the member out now (the latest suspension or ban, not ended nor lifted); warnings never do. */
  in_force: boolean;
  appeal: AppealJson | null;
  /** Whether an appeal may be filed now: none yet, and within APPEAL_WINDOW_DAYS of the sanction. */
  can_appeal: boolean;
  /** The last moment an appeal may be filed. */
  appeal_until: string;
}

/** GET user/standing/: the member's sanctions, newest first (empty for a member in good standing). */
export interface StandingJson {
  sanctions: SanctionJson[];
}

/** An appeal on the staff screen: with the member and the sanction appealed. */
export interface AdminAppealJson extends AppealJson {
  member: NamedMember;
  decided_by: NamedMember;
  sanction: Omit<SanctionJson, 'appeal' | 'can_appeal' | 'appeal_until'> & {
    /**
     * The reported post, comment or profile the sanction answered (staff chose the report when they acted): `content`
     * as it stands now, null once deleted. Null when the sanction named no report.
     */
    about: { type: ContentType; id: number; content: ReportContentJson | null } | null;
  };
}

/**
 * The extra field of a sign-in refused for a suspension or a ban (the 403 SanctionRefusalJson of accounts.ts): a
 * signed token of scope 'standing', valid STANDING_TOKEN_MINUTES, that opens GET user/standing/ and POST
 * user/appeals/ and nothing else.
 */
export interface StandingTokenJson {
  standing_token: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Failures
// ---------------------------------------------------------------------------------------------------------------

/** Why an appeal request can fail, beyond the common failures. */
export const appealsFailures = {
  sanction_not_found: failure(404, 'appeals.sanctionNotFound', 'Sanction not found.'),
  appeal_exists: failure(400, 'appeals.appealExists', 'You have already appealed this sanction.'),
  appeal_window_closed: failure(
    400,
    'appeals.windowClosed',
    `The ${APPEAL_WINDOW_DAYS} days to appeal this sanction have passed.`,
    { days: APPEAL_WINDOW_DAYS },
  ),
  appeal_not_found: failure(404, 'appeals.appealNotFound', 'Appeal not found.'),
  appeal_already_decided: failure(400, 'appeals.alreadyDecided', 'This appeal has already been decided.'),
  own_appeal: failure(403, 'appeals.ownAppeal', 'You cannot decide your own appeal.'),
} as const satisfies FailureTable;

export type AppealsFailure = keyof typeof appealsFailures;
