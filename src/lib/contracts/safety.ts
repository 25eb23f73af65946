import * as z from 'zod/mini';
import { choiceOf, failure, idField, requiredText, schema, message, type FailureTable } from './common';

/** Reporting content or members to the moderation team, and blocking members. */

/** The reasons of a report, in the order the report dialog lists them (the database column's enum too). */
export const REPORT_TYPES = [
  'spam',
  'harassment',
  'hate_speech',
  'inappropriate',
  'violence',
  'adult_content',
  'misinformation',
  'other',
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** What a report is about: a post, a comment, or a member's profile (content_id is then the member's id). */
export const CONTENT_TYPES = ['post', 'comment', 'profile'] as const;
/** What staff may decide about a report; until then it is pending. */
export const REPORT_VERDICTS = ['resolved', 'dismissed'] as const;
export const REPORT_STATUSES = ['pending', ...REPORT_VERDICTS] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type ContentType = (typeof CONTENT_TYPES)[number];

export const REPORT_DESCRIPTION_MAX = 2000;

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, choiceOf(values));

export const newReportSchema = schema(() =>
  z.object({
    reported_user: idField,
    content_type: choice(CONTENT_TYPES),
    content_id: idField,
    report_type: choice(REPORT_TYPES),
    description: requiredText(REPORT_DESCRIPTION_MAX),
  }),
);
export type NewReport = z.output<typeof newReportSchema>;

export const blockSchema = schema(() => z.object({ blocked: idField }));
export type BlockRequest = z.output<typeof blockSchema>;

/** The field message of a report naming an item that does not exist. */
export const UNKNOWN_CONTENT = message('safety.unknownContent', 'The reported content does not exist.');

/** POST report/ answers the report as filed. */
export interface ReportJson {
  id: number;
  reported_user: number | null;
  content_type: string;
  content_id: number;
  report_type: string;
  description: string;
  status: string;
  created_at: string;
}

export interface ReportRow {
  id: number;
  reportedUserId: number | null;
  contentType: string;
  contentId: number;
  reportType: string;
  description: string;
  status: string;
  createdAt: Date;
}

export const toReportJson = (row: ReportRow): ReportJson => ({
  id: row.id,
  reported_user: row.reportedUserId,
  content_type: row.contentType,
  content_id: row.contentId,
  report_type: row.reportType,
  description: row.description,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

/** POST block/ answers the block (the first one's date when it already existed). */
export interface BlockJson {
  blocker: number;
  blocked: number;
  created_at: string;
}

export const toBlockJson = (row: { blockerId: number; blockedId: number; createdAt: Date }): BlockJson => ({
  blocker: row.blockerId,
  blocked: row.blockedId,
  created_at: row.createdAt.toISOString(),
});

/** GET block/: a member the signed-in member blocks (newest block first), with the signed link of their picture. */
export interface BlockedMemberJson {
  id: number;
  full_name: string;
  image: string | null;
  /** When the block was made (ISO 8601). */
  since: string;
}

export const toBlockedMemberJson = (row: {
  id: number;
  fullName: string;
  picture: string | null;
  since: Date;
}): BlockedMemberJson => ({
  id: row.id,
  full_name: row.fullName,
  image: row.picture,
  since: row.since.toISOString(),
});

/** Why a safety request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const safetyFailures = {
  self_report: failure(400, 'safety.selfReport', 'You cannot report yourself.'),
  own_content_report: failure(400, 'safety.ownContent', 'You cannot report your own content.'),
  /** The item exists but another member wrote it. */
  content_not_theirs: failure(400, 'safety.contentNotTheirs', 'The reported content does not belong to this user.'),
  /** One pending report per reporter and item. */
  already_reported: failure(400, 'safety.alreadyReported', 'You have already reported this and it is awaiting review.'),
  self_block: failure(400, 'safety.selfBlock', 'You cannot block yourself.'),
} as const satisfies FailureTable;
