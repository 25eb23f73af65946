import { and, eq } from 'drizzle-orm';
import type { Runtime } from '../runtime';
import { blocks, users } from '../db/schema';
import { badRequest, fieldErrors } from '../http/errors';

export interface BlockJson {
  blocker: number;
  blocked: number;
  created_at: string;
}

/**
 * `blockerId` blocks `blockedId`: the blocked member can no longer comment on the blocker's posts, and the
 * blocker's feed hides the blocked member's posts and comments. Blocking again changes nothing (idempotent).
 */
export async function blockMember(rt: Runtime, blockerId: number, blockedId: number): Promise<BlockJson> {
  if (blockerId === blockedId) throw badRequest('You cannot block yourself.');
  const [target] = await rt.db.select({ id: users.id }).from(users).where(eq(users.id, blockedId));
  if (!target) throw fieldErrors({ blocked: ['User not found.'] });
  await rt.db.insert(blocks).values({ blockerId, blockedId, createdAt: rt.clock.now() }).onConflictDoNothing();
  const [row] = await rt.db
    .select({ createdAt: blocks.createdAt })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
  return { blocker: blockerId, blocked: blockedId, created_at: (row?.createdAt ?? rt.clock.now()).toISOString() };
}

/** Lifts a block; lifting one that does not exist changes nothing. */
export async function unblockMember(rt: Runtime, blockerId: number, blockedId: number): Promise<void> {
  await rt.db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}
