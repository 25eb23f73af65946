import * as z from 'zod/mini';
import { message, schema } from './common';
import { MEMBER_PAGE_DEFAULT } from './admin-limits';
import { pagingFields } from './admin-members';
import { optionalReason } from './moderation';
import { named, type NamedMember } from './named-member';
import { REPORT_VERDICTS, type ContentType, type ReportStatus, type ReportType } from './safety';

/** Reports as staff review them: the list's query, the verdict, and the answers. */

/** How staff close a pending report: action taken, or nothing wrong. */
export { REPORT_VERDICTS };
export type ReportVerdict = (typeof REPORT_VERDICTS)[number];

/** POST admin/reports/{id}/resolve/ */
export const reviewRequest = schema(() =>
  z.object({
    status: z.enum(REPORT_VERDICTS, message('admin.verdict', "Status must be 'resolved' or 'dismissed'.")),
    reason: optionalReason,
  }),
);

export type ReviewRequest = z.input<typeof reviewRequest>;

/** Which reports GET admin/reports/ pages through: the pending ones, or every one. */
export const REPORT_LIST_STATUSES = ['pending', 'all'] as const;

/**
 * GET admin/reports/?page=&limit=&status=: without any of them, every report as one list (the spec's shape); with
 * one or more, that page (page 1, MEMBER_PAGE_DEFAULT reports, every status unless asked), pending first, newest
 * first, with the count of all that match.
 */
export const reportListQuery = schema(() =>
  z.pipe(
    z.object({
      ...pagingFields,
      status: z.optional(
        z.enum(REPORT_LIST_STATUSES, message('admin.reportListStatus', "Status must be 'pending' or 'all'.")),
      ),
    }),
    z.transform(({ page, limit, status }: { page?: number; limit?: number; status?: 'pending' | 'all' }) =>
      page === undefined && limit === undefined && status === undefined
        ? { paging: null }
        : { paging: { page: page ?? 1, limit: limit ?? MEMBER_PAGE_DEFAULT, pendingOnly: status === 'pending' } },
    ),
  ),
);
export type ReportPaging = { page: number; limit: number; pendingOnly: boolean };

/**
 * The reported post, comment or profile as it stands now: its text (a profile's: the member's name), who wrote it
 * and when. Null once it no longer exists (deleted by its author or removed by staff).
 */
export interface ReportContentJson {
  type: ContentType;
  id: number;
  text: string;
  author_name: string;
  created_at: string;
}

/** The reported content's JSON from its row's columns; null once it is gone (no text left). */
export const toReportContentJson = (
  type: ContentType,
  id: number,
  c: { contentText: string | null; contentAuthor: string | null; contentCreatedAt: Date | null },
  fallbackDate: Date,
): ReportContentJson | null =>
  c.contentText === null
    ? null
    : {
        type,
        id,
        text: c.contentText,
        author_name: c.contentAuthor ?? '',
        created_at: (c.contentCreatedAt ?? fallbackDate).toISOString(),
      };

/** A report as the admin screen reads it. */
export interface AdminReportJson {
  id: number;
  report_type: ReportType;
  description: string;
  status: ReportStatus;
  reported_user: NamedMember;
  content_type: ContentType;
  content_id: number;
  created_at: string;
  resolved_at: string | null;
  /** The reported item itself, read with the report; null once it is gone. */
  content: ReportContentJson | null;
}

/** GET admin/reports/ with paging: one page, the number that match in all, and the page asked for. */
export interface AdminReportPageJson {
  count: number;
  page: number;
  limit: number;
  results: AdminReportJson[];
}

/** A report joined with the reported member, as the service reads it. */
export interface AdminReportRow {
  id: number;
  reportType: ReportType;
  description: string;
  status: AdminReportJson['status'];
  reportedId: number | null;
  reportedName: string | null;
  contentType: ContentType;
  contentId: number;
  createdAt: Date;
  resolvedAt: Date | null;
  /** The reported item's text, author and date; null when it no longer exists. */
  contentText: string | null;
  contentAuthor: string | null;
  contentCreatedAt: Date | null;
}

export const toAdminReportJson = (r: AdminReportRow): AdminReportJson => ({
  id: r.id,
  report_type: r.reportType,
  description: r.description,
  status: r.status,
  reported_user: named(r.reportedId, r.reportedName),
  content_type: r.contentType,
  content_id: r.contentId,
  created_at: r.createdAt.toISOString(),
  resolved_at: r.resolvedAt?.toISOString() ?? null,
  content: toReportContentJson(r.contentType, r.contentId, r, r.createdAt),
});
