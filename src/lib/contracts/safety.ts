import type { FailureTable } from './common';

/** Why a safety request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const safetyFailures = {} as const satisfies FailureTable;
