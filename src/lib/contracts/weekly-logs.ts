import type { FailureTable } from './common';

/** Why a weekly-logs request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const weeklyLogsFailures = {} as const satisfies FailureTable;
