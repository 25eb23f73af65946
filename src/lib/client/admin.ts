import { api } from '../api';
import type { AdminProfileJson } from '../contracts/profiles';
import type { WeeklyLogJson } from '../contracts/weekly-logs';
import type {
  AdminMemberPageJson,
  AdminReportJson,
  AdminReportPageJson,
  ContentRemovalRequest,
  ContentRemovedJson,
  RemovableContent,
  LiftJson,
  LiftRequest,
  MembershipJson,
  MembershipRequest,
  MemberPaging,
  ModerationActionJson,
  ReportVerdict,
  ReviewRequest,
  SuspensionJson,
  SuspensionRequest,
  WarningIssuedJson,
  WarningRequest,
} from '../contracts/admin';

/** The whole member list can be megabytes: it gets more time than the default. */
const PROFILES_TIMEOUT_MS = 60_000;

/** What to ask the member list for: a page (from 1), its size, and a search (blank for none). */
export interface MemberListRequest {
  page: number;
  limit?: number;
  q?: string;
}

/** The staff screens' calls: one function per endpoint. */
export const admin = {
  /** Every member with their weeks (or one page of them); the timestamp defeats caches (spec: first load adds it). */
  allProfiles: (paging?: MemberPaging) =>
    api.get<AdminProfileJson[]>(
      `admin/all-profiles/?t=${Date.now()}${paging ? `&page=${paging.page}&limit=${paging.limit}` : ''}`,
      { timeoutMs: PROFILES_TIMEOUT_MS },
    ),

  /** One page of members without their weeks; the answer is never cached (no-store), so no timestamp. */
  members: ({ page, limit, q }: MemberListRequest, signal?: AbortSignal) => {
    const query = new URLSearchParams({ page: String(page) });
    if (limit !== undefined) query.set('limit', String(limit));
    if (q?.trim()) query.set('q', q.trim());
    return api.get<AdminMemberPageJson>(`admin/members/?${query}`, { signal });
  },

  /** One member's weeks with their days, read when staff open that member. */
  memberWeeks: (userId: number, signal?: AbortSignal) =>
    api.get<WeeklyLogJson[]>(`admin/members/${userId}/weeks/`, { signal }),

  reports: () => api.get<AdminReportJson[]>('admin/reports/'),

  moderationLog: () => api.get<ModerationActionJson[]>('admin/moderation-log/'),

  /** A warning; `report` names the report it answers, if any. */
  warn: (userId: number, reason: string, report?: number) =>
    api.post<WarningIssuedJson>('admin/moderation-action/', {
      target_user: userId,
      action_type: 'warning',
      reason,
      ...(report === undefined ? {} : { report }),
    } satisfies WarningRequest),

  /** A suspension until `end`, or a permanent ban when `end` is null. */
  suspend: (userId: number, reason: string, end: Date | null, report?: number) =>
    api.post<SuspensionJson>('admin/suspend-user/', {
      user: userId,
      reason,
      end_date: end ? end.toISOString() : null,
      ...(report === undefined ? {} : { report }),
    } satisfies SuspensionRequest),

  liftSuspension: (userId: number, reason: string) =>
    api.post<LiftJson>('admin/lift-suspension/', { user: userId, reason } satisfies LiftRequest),

  setPaid: (userId: number, hasPaid: boolean, reason: string) =>
    api.post<MembershipJson>('admin/set-paid/', {
      user: userId,
      has_paid: hasPaid,
      reason,
    } satisfies MembershipRequest),

  /** One page of the reports: the pending ones, or every one. */
  reportPage: (page: number, limit: number, pendingOnly: boolean) =>
    api.get<AdminReportPageJson>(
      `admin/reports/?page=${page}&limit=${limit}&status=${pendingOnly ? 'pending' : 'all'}`,
    ),

  /** Removes a post or a comment; its author is told the reason. */
  removeContent: (type: RemovableContent, id: number, reason: string) =>
    api.delete<ContentRemovedJson>(`admin/${type === 'post' ? 'posts' : 'comments'}/${id}/`, {
      body: { reason } satisfies ContentRemovalRequest,
    }),

  reviewReport: (reportId: number, verdict: ReportVerdict, reason: string) =>
    api.post<AdminReportJson>(`admin/reports/${reportId}/resolve/`, {
      status: verdict,
      reason,
    } satisfies ReviewRequest),
};
