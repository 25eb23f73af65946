import { api } from '../api';
import type { AdminProfileJson } from '../contracts/profiles';
import type {
  AdminReportJson,
  LiftJson,
  LiftRequest,
  MembershipJson,
  MembershipRequest,
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

/** The staff screens' calls: one function per endpoint. */
export const admin = {
  /** Every member with their weeks; the timestamp defeats caches (spec: first load adds it). */
  allProfiles: () =>
    api.get<AdminProfileJson[]>(`admin/all-profiles/?t=${Date.now()}`, { timeoutMs: PROFILES_TIMEOUT_MS }),

  reports: () => api.get<AdminReportJson[]>('admin/reports/'),

  moderationLog: () => api.get<ModerationActionJson[]>('admin/moderation-log/'),

  warn: (userId: number, reason: string) =>
    api.post<WarningIssuedJson>('admin/moderation-action/', { target_user: userId, action_type: 'warning', reason } satisfies WarningRequest),

  /** A suspension until `end`, or a permanent ban when `end` is null. */
  suspend: (userId: number, reason: string, end: Date | null) =>
    api.post<SuspensionJson>('admin/suspend-user/', {
      user: userId,
      reason,
      end_date: end ? end.toISOString() : null,
    } satisfies SuspensionRequest),

  liftSuspension: (userId: number, reason: string) =>
    api.post<LiftJson>('admin/lift-suspension/', { user: userId, reason } satisfies LiftRequest),

  setPaid: (userId: number, hasPaid: boolean, reason: string) =>
    api.post<MembershipJson>('admin/set-paid/', { user: userId, has_paid: hasPaid, reason } satisfies MembershipRequest),

  reviewReport: (reportId: number, verdict: ReportVerdict, reason: string) =>
    api.post<AdminReportJson>(`admin/reports/${reportId}/resolve/`, { status: verdict, reason } satisfies ReviewRequest),
};
