import type { WeeklyLog } from '../weekly-log-model';
import type { AdminReportJson } from '../../lib/contracts/admin';

/** A success or failure message on the admin screen. */
export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/** One entry of GET admin/all-profiles/. */
export interface AdminProfile {
  id: number | string | null;
  user: number | string | null;
  user_id: number | string | null;
  user_email?: string;
  full_name: string;
  date?: string;
  is_staff?: boolean;
  status?: 'active' | 'suspended' | 'banned';
  suspended_until?: string | null;
  has_paid: boolean;
  age: number | null;
  weight: string | number | null;
  occupation: string | null;
  image: string | null;
  weekly_logs: WeeklyLog[];
}

/** One entry of GET admin/reports/. */
export type AdminReport = AdminReportJson;

/** One entry of GET admin/moderation-log/. */
export interface LogEntry {
  id: number;
  actor: { id: number; full_name: string } | null;
  target_user: { id: number; full_name: string } | null;
  action_type: string;
  reason: string;
  end_date: string | null;
  created_at: string;
}

/** Labels of the report reasons, as the report dialog names them. */
export const REPORT_LABELS: Record<string, string> = {
  spam: 'Spam',
  harassment: 'Harassment/Bullying',
  hate_speech: 'Hate Speech',
  inappropriate: 'Inappropriate Content',
  violence: 'Violence/Threats',
  adult_content: 'Adult Content',
  misinformation: 'Misinformation',
  other: 'Other',
};

export const reportLabel = (type: string) => REPORT_LABELS[type] ?? type;

/** The banner shows the first 60 characters of a description. */
export const PREVIEW_LENGTH = 60;
export const preview = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}...` : text);

export const BANNER_REPORTS = 3;

const asId = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isInteger(v) && v > 0) return v;
  if (typeof v === 'string' && /^\d{1,9}$/.test(v.trim())) return Number(v);
  return null;
};

/**
 * The numeric user id of a profile (spec section 5): user_id, then id, then user when it is a number, else the
 * profile among those loaded whose email is `user`. Null when none of these works.
 */
export function resolveUserId(profile: AdminProfile, loaded: AdminProfile[]): number | null {
  const direct = asId(profile.user_id) ?? asId(profile.id) ?? asId(profile.user);
  if (direct !== null) return direct;
  const email = typeof profile.user === 'string' ? profile.user.trim().toLowerCase() : profile.user_email?.toLowerCase();
  if (!email) return null;
  const match = loaded.find(
    (p) => p !== profile && [p.user, p.user_email].some((e) => typeof e === 'string' && e.toLowerCase() === email),
  );
  return match ? (asId(match.user_id) ?? asId(match.id)) : null;
}

export const profileKey = (p: AdminProfile) => String(p.user_id ?? p.id ?? p.user ?? p.full_name);

export const formatDate = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }) : '';

export const formatDateTime = (iso: string | null | undefined) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '';
