import type {
  RecoveryCodesJson,
  TotpConfirm,
  TotpDisable,
  TotpSetupJson,
  TwoFactorJson,
} from '../contracts/two-factor';
import { twoFactorApi } from '../client/two-factor';
import { createMutatorStore, mutateCache } from './query';
import { TWO_FACTOR } from './two-factor';

/** A new pending secret: nothing changes until it is confirmed. */
export const $setUpTotp = createMutatorStore<void, TotpSetupJson>(() => twoFactorApi.setUp());

/** Turns it on: the status from the answer (every recovery code unused). */
export const $confirmTotp = createMutatorStore<TotpConfirm, RecoveryCodesJson>(async ({ data }) => {
  const answer = await twoFactorApi.confirm(data);
  mutateCache(TWO_FACTOR, { totp: true, recovery_codes_left: answer.recovery_codes.length } satisfies TwoFactorJson);
  return answer;
});

/** Turns it off: the status is the answer. */
export const $disableTotp = createMutatorStore<TotpDisable, TwoFactorJson>(async ({ data }) => {
  const answer = await twoFactorApi.disable(data);
  mutateCache(TWO_FACTOR, answer);
  return answer;
});
