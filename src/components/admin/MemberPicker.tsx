import { useId } from 'react';
import { MEMBER_SEARCH_MAX } from '../../lib/contracts/admin';
import { profileKey, type AdminProfile } from './admin-model';
import type { MemberList } from './use-member-list';

interface Props {
  list: MemberList;
  /** The member open in the panel, kept in the dropdown even when another page or search is shown. */
  selected: AdminProfile | null;
  onSelect: (member: AdminProfile | null) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

const standingSuffix = (p: AdminProfile) => (p.status === 'suspended' ? ' · suspended' : p.status === 'banned' ? ' · banned' : '');

/** What the list shows now, read out when it changes: loading, nothing found, or which members of how many. */
function listStatus(list: MemberList): string {
  if (list.loading) return list.asked.q ? 'Searching...' : 'Loading members...';
  const data = list.data;
  if (!data) return '';
  const q = data.q;
  if (data.results.length === 0) {
    if (data.count > 0) return `No members on page ${data.page}.`;
    return q ? `No members match "${q}".` : 'No members yet.';
  }
  const from = (data.page - 1) * data.limit + 1;
  const to = from + data.results.length - 1;
  const of = `${data.count.toLocaleString('en-US')} ${data.count === 1 ? 'member' : 'members'}`;
  return `Showing ${from}–${to} of ${of}${q ? ` matching "${q}"` : ''}`;
}

/**
 * The member search, the profile dropdown (one page of members at a time) with its Refresh button, and the
 * Previous/Next paging. The paging buttons say they are unavailable instead of being disabled, so keyboard focus
 * stays on them at the first and last page.
 */
export default function MemberPicker({ list, selected, onSelect, onRefresh, refreshing }: Props) {
  const searchId = useId();
  const selectId = useId();
  const statusId = useId();
  const data = list.data;
  const results = data?.results ?? [];
  const page = data?.page ?? list.asked.page;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.limit)) : 1;
  const canGoBack = page > 1;
  const canGoOn = page < pages;
  const options = selected && !results.some((m) => profileKey(m) === profileKey(selected)) ? [selected, ...results] : results;

  const choose = (key: string) => onSelect(options.find((m) => profileKey(m) === key) ?? null);

  return (
    <div className="card mb-6">
      <form
        role="search"
        aria-label="Members"
        className="mb-4"
        onSubmit={(e) => {
          e.preventDefault();
          list.searchNow();
        }}
      >
        <label htmlFor={searchId} className="field-label">
          Search members
        </label>
        <input
          id={searchId}
          type="search"
          className="field-input"
          placeholder="Name or email"
          autoComplete="off"
          maxLength={MEMBER_SEARCH_MAX}
          value={list.search}
          onChange={(e) => list.setSearch(e.target.value)}
          aria-describedby={statusId}
        />
      </form>

      <label htmlFor={selectId} className="field-label">
        Member profile
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <select id={selectId} className="field-input" value={selected ? profileKey(selected) : ''} onChange={(e) => choose(e.target.value)} aria-describedby={statusId}>
          <option value="">-- Select a profile --</option>
          {options.map((p) => (
            <option key={profileKey(p)} value={profileKey(p)}>
              {p.full_name} ({p.user_email ?? p.user}){standingSuffix(p)}
            </option>
          ))}
        </select>
        <button type="button" className="btn-secondary" onClick={onRefresh} disabled={refreshing}>
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>

      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p id={statusId} role="status" className="text-sm text-slate-700" data-testid="member-list-status">
          {listStatus(list)}
        </p>
        {pages > 1 && (
          <nav aria-label="Member pages" className="flex items-center gap-2 text-sm">
            <button
              type="button"
              className="btn-secondary px-3 py-1 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              aria-disabled={!canGoBack}
              onClick={() => canGoBack && list.goToPage(page - 1)}
            >
              Previous
            </button>
            <span className="text-slate-700">
              Page {page} of {pages}
            </span>
            <button
              type="button"
              className="btn-secondary px-3 py-1 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              aria-disabled={!canGoOn}
              onClick={() => canGoOn && list.goToPage(page + 1)}
            >
              Next
            </button>
          </nav>
        )}
      </div>
    </div>
  );
}
