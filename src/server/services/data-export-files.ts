import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  appeals,
  blocks,
  comments,
  goals,
  moderationActions,
  posts,
  profiles,
  reports,
  supportMessages,
  termsAcceptances,
  termsDocuments,
  users,
} from '../db/schema';
import { shortest } from '../../lib/progress-summary';
import { PROFILE_PICTURE_FILE } from '../../lib/contracts/export';
import type { Reader } from './reader';
import { memberWithProfile } from './member-row';

/** The files read the database only (the export's runtime has no clock of its own). */
export type DatabaseReader = Pick<Reader, 'db'>;

/**
 * What goes into each file of a member's data export (data-export.ts zips them): one reader per file, each one
 * query or two, every one filtered on the member's own id. Only the member's data: another member appears by id and
 * name where the member's own row points at them (whom they reported or blocked), nothing more. Never password
 * hashes, tokens, or staff-internal fields (who acted on a report or a sanction, who decided an appeal).
 * The weekly logs' three files are read in data-export-weeks.ts. Adding a file is a reader here and a line in data-export.ts (and its name in the contract's EXPORT_FILES).
 */

/** A time as the export writes it (ISO 8601, UTC), or null. */
export const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

/** The member's account and profile, goals and terms accepted (profile.json). Null when the member is gone. */
export async function profileFile(rt: DatabaseReader, userId: number) {
  const row = await memberWithProfile(rt.db, userId, { user: users, profile: profiles });
  if (!row) return null;
  const { user, profile: p } = row;
  const memberGoals = await rt.db.select().from(goals).where(eq(goals.userId, userId)).orderBy(asc(goals.series));
  const terms = await rt.db
    .select({ title: termsDocuments.title, version: termsDocuments.version, acceptedAt: termsAcceptances.acceptedAt })
    .from(termsAcceptances)
    .innerJoin(termsDocuments, eq(termsDocuments.id, termsAcceptances.documentId))
    .where(eq(termsAcceptances.userId, userId))
    .orderBy(asc(termsAcceptances.acceptedAt));
  return {
    account: {
      id: user.id,
      email: user.email,
      full_name: user.fullName,
      is_staff: user.isStaff,
      status: user.status,
      suspended_until: iso(user.suspendedUntil),
      language: user.language,
      created_at: iso(user.createdAt),
    },
    profile: {
      picture: p?.imageKey ? PROFILE_PICTURE_FILE : null,
      age: p?.age ?? null,
      weight_lbs: shortest(p?.weight ?? null),
      occupation: p?.occupation ?? null,
      phone_number: p?.phoneNumber ?? null,
      emergency_contact_name: p?.emergencyContactName ?? null,
      emergency_contact: p?.emergencyContact ?? null,
      address: p?.address ?? null,
      medical_history: p?.medicalHistory ?? null,
      has_paid: p?.hasPaid ?? false,
      paid_since: p?.paidSince ?? null,
      share_goals_with_staff: p?.shareGoalsWithStaff ?? false,
    },
    goals: memberGoals.map((g) => ({
      series: g.series,
      target: shortest(g.target),
      target_date: g.targetDate,
      start: shortest(g.start),
      created_at: iso(g.createdAt),
      updated_at: iso(g.updatedAt),
    })),
    terms_accepted: terms.map((t) => ({ title: t.title, version: t.version, accepted_at: iso(t.acceptedAt) })),
  };
}

/** The profile picture's storage key, if the member has one. */
export async function profilePictureKey(rt: DatabaseReader, userId: number): Promise<string | null> {
  const [row] = await rt.db.select({ key: profiles.imageKey }).from(profiles).where(eq(profiles.userId, userId));
  return row?.key ?? null;
}

/** The tables whose rows a member writes (a post, a comment, a support message), each row theirs by `user_id`. */
type MemberWrittenTable = typeof posts | typeof comments | typeof supportMessages;

/** The member's own rows of such a table, oldest first. */
async function writtenBy<T extends MemberWrittenTable>(
  rt: DatabaseReader,
  table: T,
  userId: number,
): Promise<Array<T['$inferSelect']>> {
  // Drizzle cannot type a select from a generic table: the query is typed on the union; each caller gets its table's row.
  const own: MemberWrittenTable = table;
  return rt.db.select().from(own).where(eq(own.userId, userId)).orderBy(asc(own.createdAt), asc(own.id));
}

/** posts.json: the member's posts. */
export async function postsFile(rt: DatabaseReader, userId: number) {
  const rows = await writtenBy(rt, posts, userId);
  return rows.map((p) => ({ id: p.id, content: p.content, created_at: iso(p.createdAt) }));
}

/** comments.json: the member's comments, with the id of the post each is on (not that post's text: maybe another's). */
export async function commentsFile(rt: DatabaseReader, userId: number) {
  const rows = await writtenBy(rt, comments, userId);
  return rows.map((c) => ({ id: c.id, post_id: c.postId, content: c.content, created_at: iso(c.createdAt) }));
}

/** Another member as the export may name them: id and name, nothing else. */
const otherMember = (id: number | null, name: string | null) => (id === null ? null : { id, full_name: name });

/** reports-made.json: the reports the member filed, with whom they reported; not who handled them. */
export async function reportsFile(rt: DatabaseReader, userId: number) {
  const rows = await rt.db
    .select({ report: reports, reportedName: users.fullName })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reportedUserId))
    .where(eq(reports.reporterId, userId))
    .orderBy(asc(reports.createdAt), asc(reports.id));
  return rows.map(({ report: r, reportedName }) => ({
    id: r.id,
    reported_member: otherMember(r.reportedUserId, reportedName),
    content_type: r.contentType,
    content_id: r.contentId,
    report_type: r.reportType,
    description: r.description,
    status: r.status,
    created_at: iso(r.createdAt),
    resolved_at: iso(r.resolvedAt),
  }));
}

/** blocks.json: the members this member blocked (not who blocked them: that is the other member's choice). */
export async function blocksFile(rt: DatabaseReader, userId: number) {
  const rows = await rt.db
    .select({ id: blocks.blockedId, name: users.fullName, createdAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(eq(blocks.blockerId, userId))
    .orderBy(asc(blocks.createdAt));
  return rows.map((b) => ({ blocked_member: otherMember(b.id, b.name), blocked_at: iso(b.createdAt) }));
}

/** The moderation actions a member's export lists. */
const EXPORTED_ACTIONS = ['warning', 'suspension', 'ban', 'lift'] as const;

/**
 * warnings-and-sanctions.json: every moderation action on the member (warnings, suspensions, bans, lifts) with its
 * reason and dates, and the member's appeal of it with staff's reply; never which staff member acted or decided.
 */
export async function sanctionsFile(rt: DatabaseReader, userId: number) {
  const rows = await rt.db
    .select({
      action: moderationActions,
      appeal: {
        status: appeals.status,
        text: appeals.text,
        createdAt: appeals.createdAt,
        reply: appeals.reply,
        decidedAt: appeals.decidedAt,
      },
    })
    .from(moderationActions)
    .leftJoin(appeals, eq(appeals.sanctionId, moderationActions.id))
    // The member's sanctions and their lifts only: the log also holds staff's notes on reports about the member and
    // on their membership, which are staff's, not the member's (the appeal steps come with each sanction).
    .where(and(eq(moderationActions.targetUserId, userId), inArray(moderationActions.actionType, EXPORTED_ACTIONS)))
    .orderBy(asc(moderationActions.createdAt), asc(moderationActions.id));
  return rows.map(({ action: a, appeal }) => ({
    id: a.id,
    type: a.actionType,
    reason: a.reason,
    created_at: iso(a.createdAt),
    end_date: iso(a.endDate),
    acknowledged_at: iso(a.acknowledgedAt),
    appeal: appeal
      ? {
          status: appeal.status,
          text: appeal.text,
          created_at: iso(appeal.createdAt),
          reply: appeal.reply,
          decided_at: iso(appeal.decidedAt),
        }
      : null,
  }));
}

/** support-messages.json: what the member sent to support. */
export async function supportMessagesFile(rt: DatabaseReader, userId: number) {
  const rows = await writtenBy(rt, supportMessages, userId);
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    email: m.email,
    subject: m.subject,
    message: m.message,
    priority: m.priority,
    created_at: iso(m.createdAt),
  }));
}
