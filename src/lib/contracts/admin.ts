import type { FailureTable } from './common';

/** Why a admin request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const adminFailures = {} as const satisfies FailureTable;
