import type { BlockedMemberJson } from '../contracts/safety';
import { safety } from '../client/safety';
import { cached, createFetcherStore, createMutatorStore, mutateCache } from './query';

/** GET block/: the members the signed-in member blocks, newest first. */
export const BLOCKED = 'block/';
export const $blockedMembers = createFetcherStore<BlockedMemberJson[]>(BLOCKED, {
  onError: (err) => console.error('Could not load the blocked members', err),
});

/** Unblock (DELETE unblock/{id}/): the member leaves the list at once, and comes back if the server refused. */
export const $unblock = createMutatorStore<BlockedMemberJson, null>(async ({ data: member }) => {
  const before = cached<BlockedMemberJson[]>(BLOCKED);
  if (before)
    mutateCache(
      BLOCKED,
      before.filter((m) => m.id !== member.id),
    );
  try {
    return await safety.unblock(member.id);
  } catch (err) {
    if (before) mutateCache(BLOCKED, before);
    throw err;
  }
});
