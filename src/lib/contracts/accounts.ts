import type { FailureTable } from './common';

/** Why a accounts request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const accountsFailures = {
  /** The detail names the minutes left: see accountThrottledMessage. */
  account_throttled: { status: 429, detail: 'Too many failed sign-in attempts for this account.' },
} as const satisfies FailureTable;
