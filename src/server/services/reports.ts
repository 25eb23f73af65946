import { eq } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { comments, posts, reports, users, type CONTENT_TYPES, type REPORT_TYPES } from '../db/schema';
import { badRequest, fieldErrors } from '../http/errors';
import { isUniqueViolation } from './accounts';

export const REPORT_SELF = 'You cannot report yourself.';
export const REPORT_OWN_CONTENT = 'You cannot report your own content.';
export const REPORT_MISMATCH = 'The reported content does not belong to this user.';
export const REPORT_DUPLICATE = 'You have already reported this and it is awaiting review.';

export interface NewReport {
  reported_user: number;
  content_type: (typeof CONTENT_TYPES)[number];
  content_id: number;
  report_type: (typeof REPORT_TYPES)[number];
  description: string;
}

export interface ReportJson {
  id: number;
  reported_user: number | null;
  content_type: string;
  content_id: number;
  report_type: string;
  description: string;
  status: string;
  created_at: string;
}

/** Who wrote the reported item, or null when it does not exist. A profile is its member's own. */
async function ownerOf(rt: Runtime, type: NewReport['content_type'], id: number): Promise<number | null> {
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
export async function createReport(rt: Runtime, reporterId: number, input: NewReport): Promise<ReportJson> {
  if (input.reported_user === reporterId) throw badRequest(REPORT_SELF);
  const [reported] = await rt.db.select({ id: users.id }).from(users).where(eq(users.id, input.reported_user));
  if (!reported) throw fieldErrors({ reported_user: ['User not found.'] });
  const owner = await ownerOf(rt, input.content_type, input.content_id);
  if (owner === null) throw fieldErrors({ content_id: ['The reported content does not exist.'] });
  if (owner === reporterId) throw badRequest(REPORT_OWN_CONTENT);
  if (owner !== input.reported_user) throw badRequest(REPORT_MISMATCH);

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
    return {
      id: row!.id,
      reported_user: row!.reportedUserId,
      content_type: row!.contentType,
      content_id: row!.contentId,
      report_type: row!.reportType,
      description: row!.description,
      status: row!.status,
      created_at: row!.createdAt.toISOString(),
    };
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(REPORT_DUPLICATE);
    throw err;
  }
}
