import type { ReactNode } from 'react';
import { useText } from '../../lib/i18n';
import { adminText } from '../../lib/i18n/en/admin';
import { reportReasonsText } from '../../lib/i18n/en/report-reasons';
import type { NamedMember } from '../../lib/contracts/admin';
import { BANNER_REPORTS, preview, removable, type AdminReport } from './admin-model';
import ReportContent from './ReportContent';

/** The id of the "+N more" button: focus goes back to it when the full list closes. */
export const SHOW_ALL_REPORTS_ID = 'admin-show-all-reports';
/** The id of the full report list the button opens. */
export const REPORT_LIST_ID = 'admin-report-list';

interface Props {
  pending: AdminReport[];
  /** Opens the reported member. */
  /** Opens the reported member, with the report they were opened from. */
  onView: (member: NonNullable<NamedMember>, report: AdminReport) => void;
  onReview: (report: AdminReport, kind: 'resolve' | 'dismiss') => void;
  /** Asks for the reason to remove the reported post or comment. */
  onRemove: (report: AdminReport) => void;
  /** Whether the full, paged list is open, and the button that opens or closes it. */
  listOpen: boolean;
  onToggleList: () => void;
  /** What the last action taken from a card did, shown under the cards. */
  status?: ReactNode;
}

/** The buttons of one report: view the member, remove the post or comment, resolve, dismiss. */
export function ReportActions({
  report,
  onView,
  onReview,
  onRemove,
}: Pick<Props, 'onView' | 'onReview' | 'onRemove'> & { report: AdminReport }) {
  const t = useText(adminText.reportBanner);
  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {report.reported_user && (
        <button type="button" className="btn-secondary px-2 py-1" onClick={() => onView(report.reported_user!, report)}>
          {t.viewMember}
        </button>
      )}
      {removable(report) && (
        <button
          type="button"
          className="btn-danger px-2 py-1"
          onClick={() => onRemove(report)}
          data-testid="remove-content"
        >
          {report.content_type === 'comment' ? t.removeComment : t.removePost}
        </button>
      )}
      <button type="button" className="btn-secondary px-2 py-1" onClick={() => onReview(report, 'resolve')}>
        {t.resolve}
      </button>
      <button type="button" className="btn-secondary px-2 py-1" onClick={() => onReview(report, 'dismiss')}>
        {t.dismiss}
      </button>
    </div>
  );
}

/**
 * The pending-report count, up to three report cards with the reported item, and how many more wait beyond them
 * (a button that opens the full, paged list).
 */
export default function ReportBanner({ pending, onView, onReview, onRemove, listOpen, onToggleList, status }: Props) {
  const t = useText(adminText.reportBanner);
  const reasons = useText(reportReasonsText.reportReasons) as Record<string, string>;
  const more = pending.length - BANNER_REPORTS;
  const toggle = (
    <button
      type="button"
      id={SHOW_ALL_REPORTS_ID}
      className="mt-3 text-sm font-medium text-amber-900 underline underline-offset-2 hover:text-amber-950 touch:min-h-11"
      aria-expanded={listOpen}
      aria-controls={REPORT_LIST_ID}
      onClick={onToggleList}
      data-testid="show-all-reports"
    >
      {more > 0 ? t.more({ count: more }) : t.showAll}
    </button>
  );
  if (pending.length === 0) {
    return (
      <section className="card mb-6" aria-label={t.label} data-testid="report-banner">
        <p className="text-slate-700">{t.none}</p>
        {toggle}
        {status}
      </section>
    );
  }
  return (
    <section
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:p-6"
      aria-label={t.label}
      data-testid="report-banner"
    >
      <h2 className="mb-3 text-lg font-semibold text-amber-900">{t.count(pending.length)}</h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {pending.slice(0, BANNER_REPORTS).map((r) => (
          <li
            key={r.id}
            className="min-w-0 rounded-md border border-amber-200 bg-white p-3 text-sm"
            data-testid="report-card"
          >
            <p className="font-semibold text-slate-900">{reasons[r.report_type] ?? r.report_type}</p>
            <p className="mt-1 break-words text-slate-700">{preview(r.description)}</p>
            <p className="mt-1 text-slate-600">{t.against({ name: r.reported_user?.full_name ?? t.unknown })}</p>
            <ReportContent type={r.content_type} content={r.content} short />
            <ReportActions report={r} onView={onView} onReview={onReview} onRemove={onRemove} />
          </li>
        ))}
      </ul>
      <div>{toggle}</div>
      {status}
    </section>
  );
}
