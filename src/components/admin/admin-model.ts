import type { AdminMemberPageJson, AdminReportJson, ModerationActionJson } from '../../lib/contracts/admin';
import { directUserId, type MemberRow } from '../../lib/stores/admin-members';
import type { WeeklyLogJson } from '../../lib/contracts/weekly-logs';
import { idOf } from '../../lib/contracts/ids';
import { formatDateTime as formatDateTimeIn, formatShortDate, type Locale } from '../../lib/i18n';

/** A success or failure message on the admin screen. */
export interface Notice {
  kind: 'success' | 'error';
  text: string;
  /** Where the action was taken, so the message shows next to it: the report cards, the full list, the member. */
  at?: NoticePlace;
}

export type NoticePlace = 'reports' | 'list' | 'member';

/** One entry of the member list (GET admin/members/), without weeks, its ids as loose as spec section 5 lets them be. */
export type AdminProfile = MemberRow;

/** A week of the opened member, read on demand (GET admin/members/{id}/weeks/). */
export type AdminWeek = WeeklyLogJson;

/** A page of the member list as the screen holds it: entries typed for the screen's id resolution, and its search. */
export type AdminMemberListPage = Omit<AdminMemberPageJson, 'results'> & { results: AdminProfile[]; q: string };

/** The member list as the picker shows and drives it (src/lib/stores/admin-members.ts holds it). */
export interface MemberList {
  /** The search as typed. */
  search: string;
  setSearch: (text: string) => void;
  /** Searches for what is typed (or `text`) now, without waiting for the pause. */
  searchNow: (text?: string) => void;
  /** The search and page of the page shown. */
  asked: { q: string; page: number };
  goToPage: (page: number) => void;
  /** The last page answered; null before the first. */
  data: AdminMemberListPage | null;
  loading: boolean;
  error: string;
}

/** One entry of GET admin/reports/. */
export type AdminReport = AdminReportJson;

/** One entry of GET admin/moderation-log/. */
export type LogEntry = ModerationActionJson;

/** The banner shows the first 60 characters of a description. */
export const PREVIEW_LENGTH = 60;
export const preview = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}...` : text);

export const BANNER_REPORTS = 3;

/** Whether staff can remove the reported item: a post or a comment that still exists, on a pending report. */
export const removable = (r: AdminReport): boolean =>
  r.status === 'pending' && r.content !== null && r.content_type !== 'profile';

/**
 * The numeric user id of a profile (spec section 5): user_id, then id, then user when it is a number, else the
 * profile among those loaded whose email is `user`. Null when none of these works.
 */
export function resolveUserId(profile: AdminProfile, loaded: AdminProfile[]): number | null {
  const direct = directUserId(profile);
  if (direct !== null) return direct;
  const email =
    typeof profile.user === 'string' ? profile.user.trim().toLowerCase() : profile.user_email?.toLowerCase();
  if (!email) return null;
  const match = loaded.find(
    (p) => p !== profile && [p.user, p.user_email].some((e) => typeof e === 'string' && e.toLowerCase() === email),
  );
  return match ? (idOf(match.user_id) ?? idOf(match.id)) : null;
}

export const profileKey = (p: AdminProfile) => String(p.user_id ?? p.id ?? p.user ?? p.full_name);

/** A date as the page's language writes it ('Nov 23, 2026'); '' for none. */
export const formatDate = (locale: Locale, iso: string | null | undefined) => (iso ? formatShortDate(locale, iso) : '');

/** A date and time as the page's language writes it; '' for none. */
export const formatDateTime = (locale: Locale, iso: string | null | undefined) =>
  iso ? formatDateTimeIn(locale, iso) : '';
