import { api } from '../api';
import type {
  RecoveryCodesJson,
  TotpConfirm,
  TotpDisable,
  TotpSetupJson,
  TwoFactorJson,
} from '../contracts/two-factor';
import { createMutatorStore, mutateCache } from './query';
import { TWO_FACTOR } from './two-factor';

/**
 * Turning two-step sign-in (issue 28, TOTP) on and off; each answer updates the status in the cache. The sign-in's
 * second step is accounts.signIn.
 */

/** POST user/2fa/totp/setup/: a new pending secret (replacing one not yet confirmed); the status waits for confirm. */
export const $setUpTotp = createMutatorStore<void, TotpSetupJson>(() => api.post('user/2fa/totp/setup/', {}));

/** POST user/2fa/totp/confirm/: turns it on with a code of the pending secret; the recovery codes, shown once. */
export const $confirmTotp = createMutatorStore<TotpConfirm, RecoveryCodesJson>(async ({ data }) => {
  const answer = await api.post<RecoveryCodesJson>('user/2fa/totp/confirm/', data);
  mutateCache(TWO_FACTOR, { totp: true, recovery_codes_left: answer.recovery_codes.length } satisfies TwoFactorJson);
  return answer;
});

/** POST user/2fa/totp/disable/: turns it off with the password and a code; the status is the answer. */
export const $disableTotp = createMutatorStore<TotpDisable, TwoFactorJson>(async ({ data }) => {
  const answer = await api.post<TwoFactorJson>('user/2fa/totp/disable/', data);
  mutateCache(TWO_FACTOR, answer);
  return answer;
});
