import type { FailureTable } from './common';

/** Why a community request can fail, beyond the common failures: the reason, its status and the spec's message. */
export const communityFailures = {} as const satisfies FailureTable;
