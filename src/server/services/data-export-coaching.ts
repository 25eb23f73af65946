import { asc, eq, inArray } from 'drizzle-orm';
import { messages, weekFeedback } from '../db/schema';
import { iso, type DatabaseReader } from './data-export-files';
import { notificationSettingsOf } from './notification-settings';

/** The export's coaching part (issue 29): staff answers to the member's weeks, their conversation, their mail choices. */

export interface ExportedFeedback {
  author_name: string;
  text: string;
  created_at: string | null;
  updated_at: string | null;
}

/** The staff answers to each of these weeks, oldest first, by week id. */
export async function feedbackOfWeeks(rt: DatabaseReader, weekIds: number[]): Promise<Map<number, ExportedFeedback[]>> {
  const rows = weekIds.length
    ? await rt.db
        .select()
        .from(weekFeedback)
        .where(inArray(weekFeedback.weeklyLogId, weekIds))
        .orderBy(asc(weekFeedback.createdAt), asc(weekFeedback.id))
    : [];
  const byWeek = new Map<number, ExportedFeedback[]>();
  for (const row of rows) {
    const list = byWeek.get(row.weeklyLogId) ?? [];
    list.push({
      author_name: row.authorName,
      text: row.text,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
    });
    byWeek.set(row.weeklyLogId, list);
  }
  return byWeek;
}

/** messages.json: the member's conversation with the staff, oldest first, both sides. */
export async function messagesFile(rt: DatabaseReader, userId: number) {
  const rows = await rt.db.select().from(messages).where(eq(messages.memberId, userId)).orderBy(asc(messages.id));
  return rows.map((m) => ({
    id: m.id,
    from_staff: m.fromStaff,
    author_name: m.authorName,
    text: m.text,
    created_at: iso(m.createdAt),
    read_at: iso(m.readAt),
  }));
}

/** notification-settings.json: which mail the member gets (the defaults when they never chose). */
export const notificationSettingsFile = (rt: DatabaseReader, userId: number) => notificationSettingsOf(rt.db, userId);
