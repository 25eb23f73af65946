import { and, desc, eq, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { blocks, profiles, users } from '../db/schema';
import { fail, invalid, ok, type Result } from '../result';
import { UNKNOWN_MEMBER } from '../../lib/contracts/common';
import { toBlockJson, toBlockedMemberJson, type BlockJson, type BlockedMemberJson } from '../../lib/contracts/safety';
import { signedMediaUrl } from './media';

/**
 * `blockerId` blocks `blockedId`: the blocked member can no longer comment on the blocker's posts, and the
 * blocker's feed hides the blocked member's posts and comments. Blocking again changes nothing (idempotent).
 */
export async function blockMember(
  rt: Runtime,
  blockerId: number,
  blockedId: number,
): Promise<Result<BlockJson, 'self_block' | 'invalid'>> {
  if (blockerId === blockedId) return fail('self_block');
  const [target] = await rt.db.select({ id: users.id }).from(users).where(eq(users.id, blockedId));
  if (!target) return invalid({ blocked: [UNKNOWN_MEMBER] });
  await rt.db.insert(blocks).values({ blockerId, blockedId, createdAt: rt.clock.now() }).onConflictDoNothing();
  const [row] = await rt.db
    .select({ createdAt: blocks.createdAt })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  return ok(toBlockJson({ blockerId, blockedId, createdAt: row?.createdAt ?? rt.clock.now() }));
}

/** Lifts a block; lifting one that does not exist changes nothing. */
export async function unblockMember(rt: Runtime, blockerId: number, blockedId: number): Promise<void> {
  await rt.db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/** True when `blockerId` blocks `blockedId`. */
export async function isBlocking(rt: Runtime, blockerId: number, blockedId: number): Promise<boolean> {
  const [row] = await rt.db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  return row !== undefined;
}

/** The members `blockerId` blocks, newest block first, each with the signed link of their picture (Account Settings). */
export async function blockedMembers(rt: Runtime, blockerId: number): Promise<BlockedMemberJson[]> {
  const rows = await rt.db
    .select({ id: users.id, fullName: users.fullName, imageKey: profiles.imageKey, since: blocks.createdAt })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .leftJoin(profiles, eq(profiles.userId, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt), desc(users.id));
  return rows.map(({ imageKey, ...row }) => toBlockedMemberJson({ ...row, picture: signedMediaUrl(rt, imageKey) }));
}
