import { and, desc, eq, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import type { Db } from '../db/client';
import { reports, users } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';
import { logAction } from './moderation';
import type { AdminReportJson } from '../../lib/contracts/admin';

export type { AdminReportJson };

/** Every report (or the one with `onlyId`), pending first, then newest first. */
export async function listReports(rt: Pick<Runtime, 'db'>, onlyId?: number): Promise<AdminReportJson[]> {
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
    .where(onlyId === undefined ? undefined : eq(reports.id, onlyId))
    .orderBy(sql`case when ${reports.status} = 'pending' then 0 else 1 end`, desc(reports.createdAt), desc(reports.id));
  return rows.map((r) => ({
    id: r.id,
    report_type: r.reportType,
    description: r.description,
    status: r.status,
    reported_user: r.reportedId === null ? null : { id: r.reportedId, full_name: r.reportedName! },
    content_type: r.contentType,
    content_id: r.contentId,
    created_at: r.createdAt.toISOString(),
    resolved_at: r.resolvedAt?.toISOString() ?? null,
  }));
}

/**
 * Closes a pending report as resolved (action taken) or dismissed (nothing wrong), and logs it. Staff may not
 * close a report about themselves.
 */
export async function closeReport(
  rt: Runtime,
  actorId: number,
  reportId: number,
  status: 'resolved' | 'dismissed',
  reason: string,
): Promise<AdminReportJson> {
  const [report] = await rt.db
    .select({ id: reports.id, status: reports.status, reportedUserId: reports.reportedUserId })
    .from(reports)
    .where(eq(reports.id, reportId));
  if (!report) throw notFound('Report not found.');
  if (report.reportedUserId === actorId) throw forbidden('You cannot review a report about yourself.');
  const now = rt.clock.now();
  await rt.db.transaction(async (tx) => {
    // Only a still-pending report can be closed; of two staff closing it at once, one wins.
    const closed = await tx
      .update(reports)
      .set({ status, resolvedBy: actorId, resolvedAt: now })
      .where(and(eq(reports.id, reportId), eq(reports.status, 'pending')))
      .returning({ id: reports.id });
    if (closed.length === 0) throw badRequest('This report has already been reviewed.');
    await logAction(
      { db: tx as unknown as Db, clock: rt.clock, log: rt.log },
      {
        actorId,
        targetUserId: report.reportedUserId,
        actionType: status === 'resolved' ? 'resolve' : 'dismiss',
        reason: reason || `Report #${reportId}`,
      },
    );
  });
  const [closedReport] = await listReports(rt, reportId);
  return closedReport!;
}
