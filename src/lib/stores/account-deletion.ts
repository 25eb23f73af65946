import { accounts } from '../client/accounts';
import type { AccountDeletionInput, MessageJson } from '../contracts/accounts';
import { createMutatorStore, invalidateKeys } from './query';

/**
 * POST user/delete-account/: the account and everything in it go. Nothing the islands cached belongs to anyone
 * any more, so the whole cache is dropped with it.
 */
export const $deleteAccount = createMutatorStore<AccountDeletionInput, MessageJson>(async ({ data }) => {
  const answer = await accounts.deleteAccount(data);
  invalidateKeys(() => true);
  return answer;
});
