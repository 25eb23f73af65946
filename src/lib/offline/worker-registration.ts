import { WORKER_URL_PREFIX } from '../../sw/worker-path';
import { $session } from '../session';

/*
 * Registers the site's service worker (src/sw/worker.ts) for the signed-in member, and unregisters every other
 * worker: the spec's rule (an earlier client's background worker is removed on load) keeps applying to workers that
 * are not ours. The member's id rides in the script's URL: the worker keeps that member's pages only, and a worker
 * registered for another member deletes them (a device that changed hands without a logout). Signed out, nothing is
 * registered, and ours stays: it keeps no page once the session has ended (lib/offline/page-caches.ts).
 *
 * Runs once per page, when the layout's script imports this module: a module of the layout's shared script, not a
 * function it exports, so adding it renamed none of that script's exports in every page's other scripts. The member
 * is the one the stored tokens name (an expired access token still names them; none at all: nothing is registered
 * on this load, and the worker already registered stays).
 */
const member = $session.get().allUserData.user_id;
// Once the page has loaded and is idle: the first install fetches the precache, which must not compete with the
// page's own scripts. This module runs before the page's `load` (the layout's module script).
addEventListener('load', () => (self.requestIdleCallback ?? setTimeout)(register));

function register() {
  navigator.serviceWorker
    ?.getRegistrations()
    .then((all) => {
      // Ours is named by its query, also while it installs (it fetches the whole precache first): unregistering it
      // then would start that over on every page a member opens on a slow network.
      for (const r of all) {
        if (!(r.active ?? r.waiting ?? r.installing)?.scriptURL.includes(WORKER_URL_PREFIX)) void r.unregister();
      }
      return member ? navigator.serviceWorker.register(WORKER_URL_PREFIX + member) : null;
    })
    .catch(() => {});
}
