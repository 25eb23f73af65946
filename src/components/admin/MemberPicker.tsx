import { useId } from 'react';
import { MEMBER_SEARCH_MAX } from '../../lib/contracts/admin-limits';
import { profileKey, type AdminProfile, type MemberList } from './admin-model';
import { formatNumber, useLocale, useText, type Locale, type TextValue } from '../../lib/i18n';
import { adminText } from '../../lib/i18n/en/admin';
import { FieldFrame } from '../form/FieldFrame';

type PickerText = TextValue<(typeof adminText)['memberPicker']>;

interface Props {
  list: MemberList;
  /** The member open in the panel, kept in the dropdown even when another page or search is shown. */
  selected: AdminProfile | null;
  onSelect: (member: AdminProfile | null) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

const standingSuffix = (t: PickerText, p: AdminProfile) =>
  p.status === 'suspended' ? t.suspended : p.status === 'banned' ? t.banned : '';

/** What the list shows now, read out when it changes: loading, nothing found, or which members of how many. */
function listStatus(t: PickerText, locale: Locale, list: MemberList): string {
  if (list.loading) return list.asked.q ? t.searching : t.loading;
  const data = list.data;
  if (!data) return '';
  const q = data.q;
  if (data.results.length === 0) {
    if (data.count > 0) return t.noneOnPage({ page: data.page });
    return q ? t.noMatch({ q }) : t.none;
  }
  const from = (data.page - 1) * data.limit + 1;
  const to = from + data.results.length - 1;
  // The count in words, its number written as the page's language writes it ('1,234 members', '1.234 Mitgliedern').
  const of = t.members(data.count).replace(String(data.count), formatNumber(locale, data.count));
  const numbers = { from: formatNumber(locale, from), to: formatNumber(locale, to), of };
  return q ? t.showingMatching({ ...numbers, q }) : t.showing(numbers);
}

/**
 * The member search, the profile dropdown (one page of members at a time) with its Refresh button, and the
 * Previous/Next paging. The paging buttons say they are unavailable instead of being disabled, so keyboard focus
 * stays on them at the first and last page.
 */
export default function MemberPicker({ list, selected, onSelect, onRefresh, refreshing }: Props) {
  const t = useText(adminText.memberPicker);
  const locale = useLocale();
  const selectId = useId();
  const statusId = useId();
  const data = list.data;
  const results = data?.results ?? [];
  const page = data?.page ?? list.asked.page;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.limit)) : 1;
  const canGoBack = page > 1;
  const canGoOn = page < pages;
  const options =
    selected && !results.some((m) => profileKey(m) === profileKey(selected)) ? [selected, ...results] : results;

  const choose = (key: string) => onSelect(options.find((m) => profileKey(m) === key) ?? null);

  return (
    <div className="card mb-6">
      {/* biome-ignore lint/a11y/useSemanticElements: a search form; <search> would need a wrapper around it */}
      <form
        role="search"
        aria-label={t.search}
        className="mb-4"
        onSubmit={(e) => {
          e.preventDefault();
          list.searchNow();
        }}
      >
        <FieldFrame
          label={t.searchLabel}
          type="search"
          placeholder={t.placeholder}
          autoComplete="off"
          maxLength={MEMBER_SEARCH_MAX}
          counter={false}
          value={list.search}
          onValue={list.setSearch}
          aria-describedby={statusId}
        />
      </form>

      <label htmlFor={selectId} className="field-label">
        {t.profile}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <select
          id={selectId}
          className="field-input"
          value={selected ? profileKey(selected) : ''}
          onChange={(e) => choose(e.target.value)}
          aria-describedby={statusId}
        >
          <option value="">{t.select}</option>
          {options.map((p) => (
            <option key={profileKey(p)} value={profileKey(p)}>
              {p.full_name} ({p.user_email ?? p.user}){standingSuffix(t, p)}
            </option>
          ))}
        </select>
        <button type="button" className="btn-secondary" onClick={onRefresh} disabled={refreshing}>
          {refreshing ? t.refreshing : t.refresh}
        </button>
      </div>

      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p id={statusId} role="status" className="text-sm text-slate-700" data-testid="member-list-status">
          {listStatus(t, locale, list)}
        </p>
        {pages > 1 && (
          <nav aria-label={t.pages} className="flex items-center gap-2 text-sm">
            <button
              type="button"
              className="btn-secondary px-3 py-1 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              aria-disabled={!canGoBack}
              onClick={() => canGoBack && list.goToPage(page - 1)}
            >
              {t.previous}
            </button>
            <span className="text-slate-700">{t.page({ page, pages })}</span>
            <button
              type="button"
              className="btn-secondary px-3 py-1 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
              aria-disabled={!canGoOn}
              onClick={() => canGoOn && list.goToPage(page + 1)}
            >
              {t.next}
            </button>
          </nav>
        )}
      </div>
    </div>
  );
}
