import { useId, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { errorMessage } from '../../lib/messages';
import type { NamedMember } from '../../lib/contracts/admin';
import { $reportListQuery, $reportPage } from '../../lib/stores/admin-reports';
import { readAgain } from '../../lib/stores/read-again';
import { useLocale, useText } from '../../lib/i18n';
import { adminText } from '../../lib/i18n/en/admin';
import { reportReasonsText } from '../../lib/i18n/en/report-reasons';
import LoadError from '../LoadError';
import ReportContent from './ReportContent';
import { ReportActions, REPORT_LIST_ID } from './ReportBanner';
import { formatDate, type AdminReport } from './admin-model';

interface Props {
  /** Opens the reported member, with the report they were opened from. */
  onView: (member: NonNullable<NamedMember>, report: AdminReport) => void;
  onReview: (report: AdminReport, kind: 'resolve' | 'dismiss') => void;
  onRemove: (report: AdminReport) => void;
  onClose: () => void;
  /** What the last action taken from this list did. */
  status?: ReactNode;
}

/** The list's heading takes focus when it opens. */
const focusOnOpen = (el: HTMLHeadingElement | null) => el?.focus();

/** Every report, pending first, a page at a time (GET admin/reports/?page&limit&status), with each reported item. */
export default function ReportList({ onView, onReview, onRemove, onClose, status }: Props) {
  const t = useText(adminText.reportList);
  const reasons = useText(reportReasonsText.reportReasons) as Record<string, string>;
  const banner = useText(adminText.reportBanner);
  const locale = useLocale();
  const filterId = useId();
  // The list reads its first page of pending reports when it opens (the store reads the page again after an action).
  useState(() => $reportListQuery.set({ page: 1, pendingOnly: true }));
  const asked = useStore($reportListQuery) ?? { page: 1, pendingOnly: true };
  const read = useStore($reportPage);
  const { page, pendingOnly } = asked;
  const data = read.data ?? null;
  const error = read.error ? errorMessage(read.error) : '';
  const loading = read.loading;
  const setPage = (next: number) => $reportListQuery.set({ ...asked, page: next });

  const pages = data ? Math.max(1, Math.ceil(data.count / data.limit)) : 1;
  const from = data && data.count > 0 ? (data.page - 1) * data.limit + 1 : 0;
  const to = data ? from + data.results.length - (data.results.length > 0 ? 1 : 0) : 0;
  const statusWord = (s: AdminReport['status']) => t[s as 'pending' | 'resolved' | 'dismissed'] ?? s;

  return (
    <section id={REPORT_LIST_ID} className="card mb-6" aria-labelledby={`${filterId}-title`} data-testid="report-list">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${filterId}-title`} ref={focusOnOpen} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          {t.title}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={filterId} className="text-sm text-slate-700">
            {t.filter}
          </label>
          <select
            id={filterId}
            className="field-input w-auto py-1"
            value={pendingOnly ? 'pending' : 'all'}
            onChange={(e) => $reportListQuery.set({ page: 1, pendingOnly: e.target.value === 'pending' })}
          >
            <option value="pending">{t.pendingOnly}</option>
            <option value="all">{t.every}</option>
          </select>
          <button type="button" className="btn-secondary px-2 py-1" onClick={onClose}>
            {t.close}
          </button>
        </div>
      </div>
      {status}
      {error && (
        <LoadError message={error} onRetry={() => void readAgain($reportPage)} busy={loading} className="mt-3" />
      )}
      {!data && !error && (
        <p className="mt-3 text-slate-700" role="status">
          {t.loading}
        </p>
      )}
      {data && data.results.length === 0 && <p className="mt-3 text-slate-700">{t.empty}</p>}
      {data && data.results.length > 0 && (
        <>
          <p className="mt-3 text-sm text-slate-600" aria-live="polite">
            {t.showing({ from, to, of: data.count })}
          </p>
          <ul className="mt-2 space-y-3" aria-busy={loading}>
            {data.results.map((r) => (
              <li
                key={r.id}
                className="min-w-0 rounded-md border border-slate-200 p-3 text-sm"
                data-testid="report-row"
              >
                <p className="font-semibold text-slate-900">{reasons[r.report_type] ?? r.report_type}</p>
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{r.description}</p>
                <p className="mt-1 text-slate-600">
                  {banner.against({ name: r.reported_user?.full_name ?? banner.unknown })}
                </p>
                <p className="mt-1 text-slate-600">
                  {t.status({ status: statusWord(r.status), date: formatDate(locale, r.created_at) })}
                </p>
                <ReportContent type={r.content_type} content={r.content} />
                {r.status === 'pending' && (
                  <ReportActions report={r} onView={onView} onReview={onReview} onRemove={onRemove} />
                )}
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="mt-3 flex flex-wrap items-center gap-2" aria-label={t.pages}>
              <button
                type="button"
                className="btn-secondary px-2 py-1"
                disabled={page <= 1 || loading}
                onClick={() => setPage(page - 1)}
              >
                {t.previous}
              </button>
              <span className="text-sm text-slate-700">{t.page({ page, pages })}</span>
              <button
                type="button"
                className="btn-secondary px-2 py-1"
                disabled={page >= pages || loading}
                onClick={() => setPage(page + 1)}
              >
                {t.next}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
