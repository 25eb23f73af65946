import { formatDateTime, type LogEntry } from './admin-model';
import { useLocale, useText } from '../../lib/i18n';
import { adminText } from '../../lib/i18n/en/admin';

/** The append-only moderation log, newest first. */
export default function ModerationLog({ entries }: { entries: LogEntry[] }) {
  const t = useText(adminText.moderationLog);
  const labels = useText(adminText.moderationTypes) as Record<string, string>;
  const locale = useLocale();
  if (entries.length === 0) return <p className="text-slate-700">{t.empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm" data-testid="moderation-log">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            {[t.when, t.staff, t.action, t.member, t.reason, t.ends].map((heading, i, all) => (
              <th
                key={heading}
                scope="col"
                className={i < all.length - 1 ? 'py-2 pr-3 font-medium' : 'py-2 font-medium'}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(locale, e.created_at)}</td>
              <td className="py-2 pr-3">{e.actor?.full_name ?? t.deletedAccount}</td>
              <td className="py-2 pr-3">{labels[e.action_type] ?? e.action_type}</td>
              <td className="py-2 pr-3">{e.target_user?.full_name ?? t.unknown}</td>
              <td className="py-2 pr-3 break-words">{e.reason || '—'}</td>
              <td className="py-2 whitespace-nowrap">
                {e.end_date ? formatDateTime(locale, e.end_date) : e.action_type === 'ban' ? t.never : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
