import { eq } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { comments, posts, reports, users } from '../db/schema';
import { fail, invalid, ok, type Result } from '../result';
import { isUniqueViolation } from './accounts';
import { UNKNOWN_MEMBER } from '../../lib/contracts/common';
import {
  UNKNOWN_CONTENT,
  toReportJson,
  type ContentType,
  type NewReport,
  type ReportJson,
} from '../../lib/contracts/safety';

export type ReportRefusal =
  | 'self_report'
  | 'own_content_report'
  | 'content_not_theirs'
  | 'already_reported'
  | 'invalid';

/** Who wrote the reported item, or null when it does not exist. A profile is its member's own. */
async function ownerOf(rt: Runtime, type: ContentType, id: number): Promise<number | null> {
  if (type === 'profile') {
    const [row] = await rt.db.select({ owner: users.id }).from(users).where(eq(users.id, id));
    return row?.owner ?? null;
  }
  const table = type === 'post' ? posts : comments;
  const [row] = await rt.db.select({ owner: table.userId }).from(table).where(eq(table.id, id));
  return row?.owner ?? null;
}

/**
 * Files a report for the moderation team. Nobody reports themselves or their own content; the item must exist
 * and belong to the reported member; one pending report per reporter and item (a partial unique index).
 */
export async function createReport(
  rt: Runtime,
  reporterId: number,
  input: NewReport,
): Promise<Result<ReportJson, ReportRefusal>> {
  if (input.reported_user === reporterId) return fail('self_report');
  const [reported] = await rt.db.select({ id: users.id }).from(users).where(eq(users.id, input.reported_user));
  if (!reported) return invalid({ reported_user: [UNKNOWN_MEMBER] });
  const owner = await ownerOf(rt, input.content_type, input.content_id);
  if (owner === null) return invalid({ content_id: [UNKNOWN_CONTENT] });
  if (owner === reporterId) return fail('own_content_report');
  if (owner !== input.reported_user) return fail('content_not_theirs');

  try {
    const [row] = await rt.db
      .insert(reports)
      .values({
        reporterId,
        reportedUserId: input.reported_user,
        contentType: input.content_type,
        contentId: input.content_id,
        reportType: input.report_type,
        description: input.description,
        createdAt: rt.clock.now(),
      })
      .returning();
    return ok(toReportJson(row!));
  } catch (err) {
    if (isUniqueViolation(err)) return fail('already_reported');
    throw err;
  }
}
