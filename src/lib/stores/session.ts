import { logout } from '../api';
import { createMutatorStore } from './query';

/**
 * Ends the session here and on the server (lib/api.ts: a failure there is only logged, and the tokens are gone from
 * this device either way). Nothing cached changes: the cache lives in the page, and every way on from the logout
 * page is a new page load.
 */
export const $logout = createMutatorStore<void, void>(() => logout());
