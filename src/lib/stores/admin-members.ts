import { atom, computed } from 'nanostores';
import { createFetcherStore, revalidateKeys, updateCache } from './query';
import { request } from '../api';
import type { AdminMemberPageJson } from '../contracts/admin';
import type { AdminMemberJson } from '../contracts/admin-members';
import { idOf } from '../contracts/ids';
import type { ProgressJson } from '../contracts/progress';
import type { WeeklyLogJson } from '../contracts/weekly-logs';

/**
 * The staff screen's member list and the opened member's weeks. The list is paged and searched; a search waits for a
 * pause in typing and starts at page 1. An answer that comes after a newer request is not shown (the store shows the
 * key it asks for now). An action's answer changes that member's row in the cached pages and the open member instead
 * of reading them again.
 */

/**
 * One entry of the member list as the screen holds it. Spec section 5 lets the ids vary (a number, a numeric string,
 * an email in `user`): the screen resolves the member's id from whichever it gets.
 */
export type MemberRow = Omit<AdminMemberJson, 'id' | 'user' | 'user_id'> & {
  id: number | string | null;
  user: number | string | null;
  user_id: number | string | null;
};

/** What an action changed about a member, from the action's own answer: merged into their row. */
export type MemberChange = Partial<Pick<MemberRow, 'status' | 'suspended_until' | 'has_paid'>>;

/** The member's numeric id when the entry carries one itself: user_id, then id, then user when it is a number. */
export const directUserId = (row: Pick<MemberRow, 'id' | 'user' | 'user_id'>): number | null =>
  idOf(row.user_id) ?? idOf(row.id) ?? idOf(row.user);

const MEMBER_PAGES = 'admin/members/?';

/** How long typing must pause before the list is searched: one request per word, not per key. */
export const SEARCH_DELAY_MS = 300;

/** What the list shows: a search (trimmed, '' for none) and a page. */
export interface MemberListQuery {
  q: string;
  page: number;
}

/** The search as typed. */
export const $memberSearch = atom('');
/** The search and page asked for; null until the screen runs in the browser (the server never reads it). */
export const $memberListQuery = atom<MemberListQuery | null>(null);

/** The API path of one page of the list (GET admin/members/?page&q). */
export function memberListPath({ q, page }: MemberListQuery): string {
  const query = new URLSearchParams({ page: String(page) });
  if (q) query.set('q', q);
  return `${MEMBER_PAGES}${query}`;
}

const $memberListPath = computed($memberListQuery, (asked) => (asked ? memberListPath(asked) : null));

/** Page 1 as the page read it on the server, answered once instead of asking again. */
let broughtByPage: AdminMemberPageJson | undefined;

/** The page of members asked for; the answer is never cached by the browser (no-store). */
export const $memberList = createFetcherStore<AdminMemberPageJson>([$memberListPath], {
  onErrorRetry: null,
  fetcher: async (path) => {
    const brought = broughtByPage;
    broughtByPage = undefined;
    return brought ?? request<AdminMemberPageJson>('GET', String(path));
  },
});

/** Starts the list at page 1 without a search; `firstPage`, read by the page on the server, is shown without asking. */
export function startMemberList(firstPage?: AdminMemberPageJson): void {
  if ($memberListQuery.get()) return;
  broughtByPage = firstPage;
  $memberListQuery.set({ q: '', page: 1 });
}

let typing: ReturnType<typeof setTimeout> | undefined;

/**
 * Shows `next`: a page asked for again (the search cleared, a page revisited) shows what it held while it is read
 * again, since members change under staff's eyes.
 */
function show(next: MemberListQuery): void {
  revalidateKeys(memberListPath(next));
  $memberListQuery.set(next);
}

/** Searches for `q` (trimmed) from page 1; the same search asks nothing. */
function ask(text: string): void {
  clearTimeout(typing);
  const q = text.trim();
  const asked = $memberListQuery.get();
  if (asked && asked.q !== q) show({ q, page: 1 });
}

/** The search as typed: asked for after a pause in typing. */
export function typeMemberSearch(text: string): void {
  $memberSearch.set(text);
  clearTimeout(typing);
  typing = setTimeout(() => ask(text), SEARCH_DELAY_MS);
}

/** Searches for what is typed (or `text`) now, without waiting for the pause. */
export function searchMembersNow(text?: string): void {
  if (text !== undefined) $memberSearch.set(text);
  ask($memberSearch.get());
}

export function goToMemberPage(page: number): void {
  const asked = $memberListQuery.get();
  if (asked) show({ ...asked, page });
}

/** Resolves with the list's answer to what is asked now (a search just asked for, say). */
export function memberListAnswer(): Promise<AdminMemberPageJson | null> {
  return new Promise((resolve) => {
    let unbind: (() => void) | undefined;
    let done = false;
    const check = () => {
      const asked = $memberListQuery.get();
      const { loading, data, error } = $memberList.value ?? { loading: true };
      if (done || !asked || loading || $memberList.key !== memberListPath(asked)) return;
      done = true;
      resolve(error ? null : (data ?? null));
      queueMicrotask(() => unbind?.());
    };
    unbind = $memberList.listen(check);
  });
}

/** The member whose weeks are open; null when none is, or their id could not be resolved. */
export const $openMemberId = atom<number | null>(null);

/** The member opened on the screen, as their row was read and actions have changed it since; null when none is. */
export const $openMember = atom<MemberRow | null>(null);

/** Opens `member` (null closes it) whose id resolved to `userId` (null when it did not): their weeks are read. */
export function openMember(member: MemberRow | null, userId: number | null): void {
  $openMember.set(member);
  $openMemberId.set(member ? userId : null);
}

/** An action's answer about member `userId`: their row in every page read, and the open member, change with it. */
export function memberChanged(userId: number, change: MemberChange): void {
  updateCache<AdminMemberPageJson>(
    (key) => key.startsWith(MEMBER_PAGES),
    (page) => ({ ...page, results: page.results.map((m) => (directUserId(m) === userId ? { ...m, ...change } : m)) }),
  );
  const open = $openMember.get();
  if (open && $openMemberId.get() === userId) $openMember.set({ ...open, ...change });
}

/** The opened member's weeks with their days (GET admin/members/{id}/weeks/), read when staff open them. */
export const $openMemberWeeks = createFetcherStore<WeeklyLogJson[]>(['admin/members/', $openMemberId, '/weeks/'], {
  onErrorRetry: null,
});

/** The member whose progress staff look at (MemberProgress sets it while it shows); null when none is shown. */
export const $progressMemberId = atom<number | null>(null);

/** Staff's view of a member's progress (GET admin/members/{id}/progress/): their goals only when the member shares them. */
export const $memberProgress = createFetcherStore<ProgressJson>(['admin/members/', $progressMemberId, '/progress/'], {
  onErrorRetry: null,
});
