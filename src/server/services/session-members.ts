import { sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { profiles, sessions, users } from '../db/schema';
import type { SessionUser } from './accounts';
import { preparedStatement, runPrepared, type PreparedStatement } from './prepared-statements';

/** What reading a session's member needs of the runtime. */
export type SessionRuntime = Pick<Runtime, 'db' | 'database' | 'clock' | 'config' | 'log'>;

/** A member as loadMember found them, and the feed change counter read in the same statement (feed-cache.ts). */
interface LoadedMember {
  user: SessionUser;
  feedVersion: number;
  /** When the session ends (ms), Infinity without a session. */
  sessionEndsAt: number;
}

/**
 * The member as the guards see them, and whether `sessionId` is a live session of theirs, in one prepared query
 * (every signed-in request runs it: planning it each time cost more than running it). Without a session id, only
 * the member. The same statement reads the feed change counter: GET community/ needs it, and a second round trip to
 * the embedded database cost as much as the first.
 */
export async function loadMember(
  rt: SessionRuntime,
  userId: number,
  sessionId: string | null,
): Promise<LoadedMember | null> {
  // Both come from a token we signed; anything else is no member of ours (and never reaches the statement's text).
  if (!Number.isSafeInteger(userId) || (sessionId !== null && !SESSION_ID.test(sessionId))) return null;
  const values = { user: userId, session: sessionId ?? undefined, now: rt.clock.now().toISOString() };
  const [row] = await runPrepared<MemberRow>(rt, memberStatement(sessionId !== null), values);
  if (!row || !row.sessionLive) return null;
  const user: SessionUser = {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    isStaff: row.isStaff,
    hasPaid: row.hasPaid ?? false,
    status: row.status,
    suspendedUntil:
      row.suspendedUntil === null ? null : (users.suspendedUntil.mapFromDriverValue(row.suspendedUntil) as Date),
    tokenVersion: row.tokenVersion,
    twoFactor: row.sessionTwoFactor ?? false,
  };
  return {
    user,
    feedVersion: Number(row.feedVersion),
    sessionEndsAt: row.sessionEndsAt === null ? Infinity : Number(row.sessionEndsAt),
  };
}

/** loadMember's member alone. */
export async function loadUser(
  rt: SessionRuntime,
  userId: number,
  sessionId: string | null,
): Promise<SessionUser | null> {
  return (await loadMember(rt, userId, sessionId))?.user ?? null;
}

/** Session ids are randomUUID()s (openSession). */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A loadMember row as the driver gives it (suspended_until as the database's text). */
type MemberRow = Omit<SessionUser, 'suspendedUntil' | 'hasPaid' | 'twoFactor'> & {
  hasPaid: boolean | null;
  suspendedUntil: string | null;
  sessionLive: boolean;
  /** bigint as text (feed_changes.version). */
  feedVersion: string;
  /** When the session ends, ms since the epoch as text (null without a session). */
  sessionEndsAt: string | null;
  /** sessions.two_factor (null without a session). */
  sessionTwoFactor: boolean | null;
};

const memberStatements = new Map<boolean, PreparedStatement>();

/**
 * loadMember's statement, with or without the session check: placeholders user, and session and now with it. Every
 * column that is not an integer, boolean or text is cast to text: the embedded database's simple protocol and
 * node-postgres then give the same values (prepared-statements.ts).
 */
function memberStatement(withSession: boolean): PreparedStatement {
  let statement = memberStatements.get(withSession);
  if (!statement) {
    const sessionLive = withSession
      ? sql`exists (select 1 from ${sessions} where ${sessions.id} = ${sql.placeholder('session')}::text
          and ${sessions.userId} = ${users.id} and ${sessions.revokedAt} is null
          and ${sessions.expiresAt} > ${sql.placeholder('now')}::timestamptz)`
      : sql`true`;
    // When the session ends, in ms (access-cache.ts keeps a check no longer).
    const sessionEnds = withSession
      ? sql`(select (extract(epoch from ${sessions.expiresAt}) * 1000)::bigint::text from ${sessions}
          where ${sessions.id} = ${sql.placeholder('session')}::text)`
      : sql`null::text`;
    // Whether the session proved a second factor (the staff rule, http/env.ts requireStaff): read here, not per route.
    const sessionTwoFactor = withSession
      ? sql`(select ${sessions.twoFactor} from ${sessions} where ${sessions.id} = ${sql.placeholder('session')}::text)`
      : sql`null::boolean`;
    const name = withSession ? 'session_member' : 'session_member_any';
    statement = preparedStatement(
      name,
      sql`select ${users.id} as "id", ${users.email} as "email", ${users.fullName} as "fullName", ${users.isStaff} as "isStaff",
        ${profiles.hasPaid} as "hasPaid", ${users.status} as "status", ${users.suspendedUntil}::text as "suspendedUntil",
        ${users.tokenVersion} as "tokenVersion", ${sessionLive} as "sessionLive", ${sessionEnds} as "sessionEndsAt",
        ${sessionTwoFactor} as "sessionTwoFactor",
        (select version::text from feed_changes where id = 1) as "feedVersion"
      from ${users} left join ${profiles} on ${profiles.userId} = ${users.id}
      where ${users.id} = ${sql.placeholder('user')}::int`,
    );
    memberStatements.set(withSession, statement);
  }
  return statement;
}
