import { useCallback, useEffect, useRef, useState } from 'react';
import { admin } from '../../lib/client/admin';
import { errorMessage } from '../../lib/messages';
import type { AdminMemberPageJson } from '../../lib/contracts/admin';
import { directUserId, type AdminProfile, type MemberChange } from './admin-model';

/** How long typing must pause before the list is searched: one request per word, not per key. */
export const SEARCH_DELAY_MS = 300;

/** A page of the member list as the screen holds it (entries typed for the screen's id resolution), and its search. */
export type MemberPage = Omit<AdminMemberPageJson, 'results'> & { results: AdminProfile[]; q: string };

/** What the list was asked for: a search (trimmed, '' for none) and a page. */
interface Asked {
  q: string;
  page: number;
}

export interface MemberList {
  /** The search as typed. */
  search: string;
  setSearch: (text: string) => void;
  /** Searches for what is typed (or `text`) now, without waiting for the pause. */
  searchNow: (text?: string) => void;
  /** The search of the page shown. */
  asked: Asked;
  goToPage: (page: number) => void;
  /** The last page answered; null before the first. */
  data: MemberPage | null;
  loading: boolean;
  error: string;
  /** Reads the page shown again; resolves to whether it loaded. */
  reload: () => Promise<boolean>;
  /** Applies an action's answer to that member's row, without asking the server again. */
  patch: (userId: number, change: MemberChange) => void;
}

/**
 * The paged, searchable member list: a search waits for a pause in typing, starts at page 1, and a newer request
 * cancels the one in flight, so a slow answer never overwrites a newer one. `firstPage` is page 1 without a search
 * as the page read it on the server: shown at once, and not asked for again on load.
 */
export function useMemberList(firstPage?: AdminMemberPageJson): MemberList {
  const [search, setSearch] = useState('');
  const [asked, setAsked] = useState<Asked>({ q: '', page: 1 });
  const [data, setData] = useState<MemberPage | null>(firstPage ? { ...firstPage, q: '' } : null);
  const [loading, setLoading] = useState(!firstPage);
  const [error, setError] = useState('');
  const inFlight = useRef<AbortController | null>(null);
  /** Whether the page asked for on load already came with the page (it is then not read again). */
  const answeredOnLoad = useRef(firstPage !== undefined);

  const load = useCallback(async ({ q, page }: Asked): Promise<boolean> => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    try {
      const answer = await admin.members({ page, q }, controller.signal);
      if (controller.signal.aborted) return false;
      setData({ ...answer, q });
      setError('');
      return true;
    } catch (err) {
      if (controller.signal.aborted) return false;
      setError(errorMessage(err));
      return false;
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setLoading(false);
      }
    }
  }, []);

  useEffect(() => {
    if (answeredOnLoad.current) {
      answeredOnLoad.current = false;
      return;
    }
    void load(asked);
  }, [asked, load]);
  useEffect(() => () => inFlight.current?.abort(), []);

  // A new search after a pause in typing; the same search (say, a trailing space) asks nothing.
  useEffect(() => {
    const q = search.trim();
    if (q === asked.q) return;
    const timer = setTimeout(() => setAsked({ q, page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, asked.q]);

  const searchNow = useCallback((text?: string) => {
    if (text !== undefined) setSearch(text);
    setAsked((current) => {
      const q = (text ?? search).trim();
      return q === current.q ? current : { q, page: 1 };
    });
  }, [search]);

  const goToPage = useCallback((page: number) => setAsked((current) => ({ ...current, page })), []);
  const reload = useCallback(() => load(asked), [asked, load]);
  const patch = useCallback((userId: number, change: MemberChange) => {
    setData((page) => page && { ...page, results: page.results.map((m) => (directUserId(m) === userId ? { ...m, ...change } : m)) });
  }, []);

  return { search, setSearch, searchNow, asked, goToPage, data, loading, error, reload, patch };
}
