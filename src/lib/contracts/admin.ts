import type { FailureTable } from './common';

/** A report as the admin screen reads it. */
export interface AdminReportJson {
  id: number;
  report_type: string;
  description: string;
  status: 'pending' | 'resolved' | 'dismissed';
  reported_user: { id: number; full_name: string } | null;
  content_type: string;
  content_id: number;
  created_at: string;
  resolved_at: string | null;
}

/** Why a admin request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const adminFailures = {} as const satisfies FailureTable;
