import type { FailureTable } from './common';

/** Why a terms request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const termsFailures = {} as const satisfies FailureTable;
