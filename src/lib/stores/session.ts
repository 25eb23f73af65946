import { logout } from '../api';
import { createMutatorStore } from './query';

/**
 * Ends the session here and on the server (lib/api.ts: a failure there is only logged, and the tokens are gone from
 * this device either way). Nothing cached in the page changes: the cache lives in the page, and every way on from
 * the logout page is a new page load.
 */
export const $logout = createMutatorStore<void, void>(async () => {
  // The saves waiting on this device are sent first, while the member is still signed in; then the device forgets
  // them and the member's data (lib/offline/device-data.ts).
  const { forgetDeviceData } = await import('../offline/device-data');
  await forgetDeviceData();
  await logout();
});
