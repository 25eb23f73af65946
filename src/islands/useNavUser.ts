import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $navUser, resolveNavUserInBrowser } from '../lib/nav';
import type { NavUser } from '../lib/routes';

/**
 * The member for the shell: the server's answer on rendered pages (painted right at once), resolved in the
 * browser on prerendered ones.
 */
export function useNavUser(initial: NavUser | null, resolveInBrowser: boolean): NavUser | null {
  const stored = useStore($navUser);
  useEffect(() => {
    if (resolveInBrowser) void resolveNavUserInBrowser();
    else if ($navUser.get() === undefined) $navUser.set(initial);
  }, [initial, resolveInBrowser]);
  return stored === undefined ? initial : stored;
}
