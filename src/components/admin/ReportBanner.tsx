import { useText } from '../../lib/i18n';
import { adminText } from '../../lib/i18n/en/admin';
import { communityText } from '../../lib/i18n/en/community';
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
  const t = useText(adminText.reportBanner);
  const reasons = useText(communityText.reportReasons) as Record<string, string>;
  if (pending.length === 0) {
    return (
      <section className="card mb-6" aria-label={t.label} data-testid="report-banner">
        <p className="text-slate-700">{t.none}</p>
      </section>
    );
  }
  const more = pending.length - BANNER_REPORTS;
  return (
    <section className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:p-6" aria-label={t.label} data-testid="report-banner">
      <h2 className="mb-3 text-lg font-semibold text-amber-900">
        {t.count(pending.length)}
      </h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {pending.slice(0, BANNER_REPORTS).map((r) => (
          <li key={r.id} className="rounded-md border border-amber-200 bg-white p-3 text-sm" data-testid="report-card">
            <p className="font-semibold text-slate-900">{reasons[r.report_type] ?? r.report_type}</p>
            <p className="mt-1 break-words text-slate-700">{preview(r.description)}</p>
            <p className="mt-1 text-slate-600">{t.against({ name: r.reported_user?.full_name ?? t.unknown })}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {r.reported_user && (
                <button type="button" className="btn-secondary px-2 py-1" onClick={() => onView(r.reported_user!)}>
                  {t.viewMember}
                </button>
              )}
              <button type="button" className="btn-secondary px-2 py-1" onClick={() => onReview(r, 'resolve')}>
                {t.resolve}
              </button>
              <button type="button" className="btn-secondary px-2 py-1" onClick={() => onReview(r, 'dismiss')}>
                {t.dismiss}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-3 text-sm font-medium text-amber-900">{t.more({ count: more })}</p>}
    </section>
  );
}
