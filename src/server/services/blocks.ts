import { and, eq, sql } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { blocks, users } from '../db/schema';
import { fail, invalid, ok, type Result } from '../result';
import { UNKNOWN_MEMBER } from '../../lib/contracts/common';
import { toBlockJson, type BlockJson } from '../../lib/contracts/safety';

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
