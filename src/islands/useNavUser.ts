import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $member, learnMember } from '../lib/session';
import { resolveMemberInBrowser } from '../lib/nav';
import type { NavUser } from '../lib/routes';

/**
 * The member the shell shows, from the session store. While rendering on the server and hydrating: the server's
 * answer from the props (null on prerendered pages). Rendered pages hand that answer to the store; prerendered
 * ones look the member up in the browser.
 */
export function useNavUser(initial: NavUser | null, resolveInBrowser: boolean): NavUser | null {
  const member = useStore($member, { ssr: () => initial });
  useEffect(() => {
    if (resolveInBrowser) resolveMemberInBrowser();
    else learnMember(initial);
  }, [initial, resolveInBrowser]);
  return member;
}
