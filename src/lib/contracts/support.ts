import type { FailureTable } from './common';

/** Why a support request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const supportFailures = {} as const satisfies FailureTable;
