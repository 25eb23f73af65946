import { reportTypeLabel } from '../../lib/contracts/safety';
import type { NamedMember } from '../../lib/contracts/admin';
import { BANNER_REPORTS, preview, type AdminReport } from './admin-model';

interface Props {
  pending: AdminReport[];
  /** Opens the reported member. */
  onView: (member: NonNullable<NamedMember>) => void;
  onReview: (report: AdminReport, kind: 'resolve' | 'dismiss') => void;
}

/** The pending-report count, up to three report cards, and how many more wait beyond them. */
export default function ReportBanner({ pending, onView, onReview }: Props) {
  if (pending.length === 0) {
    return (
      <section className="card mb-6" aria-label="Pending reports" data-testid="report-banner">
        <p className="text-slate-700">No pending reports.</p>
      </section>
    );
  }
  const more = pending.length - BANNER_REPORTS;
  return (
    <section className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:p-6" aria-label="Pending reports" data-testid="report-banner">
      <h2 className="mb-3 text-lg font-semibold text-amber-900">
        ⚠️ {pending.length} pending {pending.length === 1 ? 'report' : 'reports'}
      </h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {pending.slice(0, BANNER_REPORTS).map((r) => (
          <li key={r.id} className="rounded-md border border-amber-200 bg-white p-3 text-sm" data-testid="report-card">
            <p className="font-semibold text-slate-900">{reportTypeLabel(r.report_type)}</p>
            <p className="mt-1 break-words text-slate-700">{preview(r.description)}</p>
            <p className="mt-1 text-slate-600">Against: {r.reported_user?.full_name ?? 'Unknown'}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {r.reported_user && (
                <button type="button" className="btn-secondary px-2 py-1" onClick={() => onView(r.reported_user!)}>
                  View member
                </button>
              )}
              <button type="button" className="btn-secondary px-2 py-1" onClick={() => onReview(r, 'resolve')}>
                Resolve
              </button>
              <button type="button" className="btn-secondary px-2 py-1" onClick={() => onReview(r, 'dismiss')}>
                Dismiss
              </button>
            </div>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-3 text-sm font-medium text-amber-900">+{more} more reports pending review</p>}
    </section>
  );
}
