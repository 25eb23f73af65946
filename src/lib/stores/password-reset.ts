import { accounts } from '../client/accounts';
import type { MessageJson } from '../contracts/accounts';
import { createMutatorStore } from './query';

/**
 * GET user/password-reset/{email}/: asks for a reset link to be mailed. Nothing cached changes; the answer never says
 * whether the account exists.
 */
export const $passwordResetRequest = createMutatorStore<string, MessageJson>(({ data: email }) =>
  accounts.requestPasswordReset(email),
);
