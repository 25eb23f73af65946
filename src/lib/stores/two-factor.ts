import type { TwoFactorJson } from '../contracts/two-factor';
import { createFetcherStore, OWN_DATA } from './query';

/**
 * GET user/2fa/: whether two-step sign-in is on, and the recovery codes left. Only the member's own actions change
 * it (two-factor-changes.ts puts their answers here). Apart from the changes: Account Settings loads the status with
 * the page, and the changes with the forms that make them.
 */
export const TWO_FACTOR = 'user/2fa/';
export const $twoFactor = createFetcherStore<TwoFactorJson>(TWO_FACTOR, OWN_DATA);
