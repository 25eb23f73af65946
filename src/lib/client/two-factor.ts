import { api } from '../api';
import type {
  RecoveryCodesJson,
  TotpConfirm,
  TotpDisable,
  TotpSetupJson,
  TwoFactorJson,
} from '../contracts/two-factor';

/** Two-step sign-in (issue 28): the member's TOTP second factor. The sign-in's second step is accounts.signIn. */
export const twoFactorApi = {
  /** POST user/2fa/totp/setup/: a new pending secret (replacing one not yet confirmed). */
  setUp: () => api.post<TotpSetupJson>('user/2fa/totp/setup/', {}),
  /** POST user/2fa/totp/confirm/: turns it on with a code of the pending secret; the recovery codes, once. */
  confirm: (body: TotpConfirm) => api.post<RecoveryCodesJson>('user/2fa/totp/confirm/', body),
  /** POST user/2fa/totp/disable/: turns it off with the password and a code. */
  disable: (body: TotpDisable) => api.post<TwoFactorJson>('user/2fa/totp/disable/', body),
};
