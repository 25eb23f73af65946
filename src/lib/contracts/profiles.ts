import type { FailureTable } from './common';

/** Why a profiles request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const profilesFailures = {} as const satisfies FailureTable;
