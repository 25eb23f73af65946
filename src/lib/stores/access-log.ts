import type { AccessLogJson } from '../contracts/health-access';
import { createFetcherStore } from './query';

/**
 * GET user/access-log/: who of the staff saw what of the signed-in member's data, newest first. Read once per page
 * (staff's views happen elsewhere, and a reload shows the newest).
 */
export const ACCESS_LOG = 'user/access-log/';
export const $accessLog = createFetcherStore<AccessLogJson>(ACCESS_LOG, {
  onError: (err) => console.error('Could not load the access log', err),
});
