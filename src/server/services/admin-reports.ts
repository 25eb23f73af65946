import { and, desc, eq, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { reports, users } from '../db/schema';
import { reportedContent } from './reported-content';
import { fail, ok, type Result } from '../result';
import { inTransaction, logAction } from './moderation';
import {
  toAdminReportJson,
  type AdminReportJson,
  type AdminReportPageJson,
  type ReportPaging,
  type ReportVerdict,
} from '../../lib/contracts/admin';

/** Which reports to list: every one unless narrowed to one id or to those still pending. */
export interface ReportFilter {
  id?: number;
  pendingOnly?: boolean;
}

const reported = reportedContent(reports.contentType, reports.contentId, 'reported');

/** A report's columns with the reported item as it stands now, in the same statement (reported-content.ts). */
const reportColumns = {
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
  ...reported.columns,
};

const whereOf = (filter: ReportFilter) =>
  and(
    filter.id === undefined ? undefined : eq(reports.id, filter.id),
    filter.pendingOnly ? eq(reports.status, 'pending') : undefined,
  );

/** The reports with their items, joined (one statement whatever the number of reports). */
function selectReports(rt: Pick<Runtime, 'db'>, filter: ReportFilter) {
  return reported
    .join(rt.db.select(reportColumns).from(reports).leftJoin(users, eq(users.id, reports.reportedUserId)).$dynamic())
    .where(whereOf(filter))
    .orderBy(sql`case when ${reports.status} = 'pending' then 0 else 1 end`, desc(reports.createdAt), desc(reports.id));
}

/** The reports `filter` asks for (every one by default), pending first, then newest first, each with its item. */
export async function listReports(rt: Pick<Runtime, 'db'>, filter: ReportFilter = {}): Promise<AdminReportJson[]> {
  const rows = await selectReports(rt, filter);
  return rows.map(toAdminReportJson);
}

/** One page of the reports (pending only, or every one), in listReports' order, with the count of all that match. */
export async function reportPage(rt: Pick<Runtime, 'db'>, paging: ReportPaging): Promise<AdminReportPageJson> {
  const filter: ReportFilter = { pendingOnly: paging.pendingOnly };
  const [rows, [all]] = await Promise.all([
    selectReports(rt, filter)
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    rt.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(reports)
      .where(whereOf(filter)),
  ]);
  return { count: all!.n, page: paging.page, limit: paging.limit, results: rows.map(toAdminReportJson) };
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
