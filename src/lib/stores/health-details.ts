import type { HealthDetailsJson } from '../contracts/health-access';
import { healthAccess } from '../client/health-access';
import { createMutatorStore } from './query';

/**
 * Staff open a member's health and emergency details with a reason (POST admin/members/{id}/health-access/). Not
 * cached: every opening asks again with its own reason, and is its own row of the member's access log.
 */
export const $openHealthDetails = createMutatorStore<{ memberId: number; reason: string }, HealthDetailsJson>(
  ({ data }) => healthAccess.open(data.memberId, data.reason),
);
