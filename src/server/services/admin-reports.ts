import { and, desc, eq, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { reports, users } from '../db/schema';
import { fail, ok, type Result } from '../result';
import { inTransaction, logAction } from './moderation';
import { toAdminReportJson, type AdminReportJson, type ReportVerdict } from '../../lib/contracts/admin';

/** Which reports to list: every one unless narrowed to one id or to those still pending. */
export interface ReportFilter {
  id?: number;
  pendingOnly?: boolean;
}

/** The reports `filter` asks for (every one by default), pending first, then newest first. */
export async function listReports(rt: Pick<Runtime, 'db'>, filter: ReportFilter = {}): Promise<AdminReportJson[]> {
  const rows = await rt.db
    .select({
      id: reports.id,
      reportType: reports.reportType,
      description: reports.description,
      status: reports.status,
      reportedId: users.id,
      reportedName: users.fullName,
      contentType: reports.contentType,
      contentId: reports.contentId,
      createdAt: reports.createdAt,
      resolvedAt: reports.resolvedAt,
    })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reportedUserId))
    .where(
      and(
        filter.id === undefined ? undefined : eq(reports.id, filter.id),
        filter.pendingOnly ? eq(reports.status, 'pending') : undefined,
      ),
    )
    .orderBy(sql`case when ${reports.status} = 'pending' then 0 else 1 end`, desc(reports.createdAt), desc(reports.id));
  return rows.map(toAdminReportJson);
}

/**
 * Closes a pending report as resolved (action taken) or dismissed (nothing wrong), and logs it. Staff may not
 * close a report about themselves.
 */
export async function closeReport(
  rt: Runtime,
  actorId: number,
  reportId: number,
  verdict: ReportVerdict,
  reason: string | null,
): Promise<Result<AdminReportJson, 'report_not_found' | 'own_report' | 'report_already_reviewed'>> {
  const [report] = await rt.db
    .select({ reportedUserId: reports.reportedUserId })
    .from(reports)
    .where(eq(reports.id, reportId));
  if (!report) return fail('report_not_found');
  if (report.reportedUserId === actorId) return fail('own_report');
  const closed = await inTransaction(rt, async (txRt) => {
    // Only a still-pending report can be closed; of two staff closing it at once, one wins.
    const rows = await txRt.db
      .update(reports)
      .set({ status: verdict, resolvedBy: actorId, resolvedAt: txRt.clock.now() })
      .where(and(eq(reports.id, reportId), eq(reports.status, 'pending')))
      .returning({ id: reports.id });
    if (rows.length === 0) return false;
    await logAction(txRt, {
      actorId,
      targetUserId: report.reportedUserId,
      actionType: verdict === 'resolved' ? 'resolve' : 'dismiss',
      reason: reason ?? `Report #${reportId}`,
    });
    return true;
  });
  if (!closed) return fail('report_already_reviewed');
  const [closedReport] = await listReports(rt, { id: reportId });
  return ok(closedReport!);
}
