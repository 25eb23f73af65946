import { formatDateTime, formatLongDate, useLocale, useText } from '../../lib/i18n';
import { appealsAdminText } from '../../lib/i18n/en/appeals-admin';
import { sanctionsText } from '../../lib/i18n/en/sanctions';
import type { AdminAppealJson } from '../../lib/contracts/appeals';
import ReportContent from './ReportContent';

/** The member, the sanction and the appeal, as both lists show them. */
export default function AppealSummary({ appeal: a }: { appeal: AdminAppealJson }) {
  const t = useText(appealsAdminText.adminAppeals);
  const kinds = useText(sanctionsText.kinds);
  const locale = useLocale();
  const s = a.sanction;
  return (
    <>
      <p className="font-semibold text-slate-900">{t.from({ name: a.member?.full_name ?? t.deletedMember })}</p>
      <p className="text-sm text-slate-700">
        {t.sanction({ kind: kinds[s.kind], date: formatLongDate(locale, s.created_at, 'UTC') })}
        {s.end_date ? `, ${t.ends({ date: formatLongDate(locale, s.end_date, 'UTC') })}` : ''}
        {s.in_force ? ` · ${t.inForce}` : ''}
      </p>
      <p className="mt-2 text-sm font-semibold text-slate-700">{t.reason}</p>
      <p className="break-words whitespace-pre-line text-sm text-slate-900">{s.reason || t.noReason}</p>
      {s.about && <ReportContent type={s.about.type} content={s.about.content} />}
      <p className="mt-2 text-sm font-semibold text-slate-700">{t.appeal}</p>
      <p className="text-sm text-slate-600">{t.filedOn({ date: formatDateTime(locale, a.created_at) })}</p>
      <p className="break-words whitespace-pre-line text-slate-900">{a.text}</p>
    </>
  );
}
