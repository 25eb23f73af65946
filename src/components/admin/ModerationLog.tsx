import { formatDateTime, type LogEntry } from './admin-model';

const LABELS: Record<string, string> = {
  warning: 'Warning',
  suspension: 'Suspension',
  ban: 'Permanent ban',
  lift: 'Lift',
  resolve: 'Report resolved',
  dismiss: 'Report dismissed',
  paid: 'Membership started',
  unpaid: 'Membership ended',
};

/** The append-only moderation log, newest first. */
export default function ModerationLog({ entries }: { entries: LogEntry[] }) {
  if (entries.length === 0) return <p className="text-slate-700">No moderation actions yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-left text-sm" data-testid="moderation-log">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">When</th>
            <th scope="col" className="py-2 pr-3 font-medium">Staff</th>
            <th scope="col" className="py-2 pr-3 font-medium">Action</th>
            <th scope="col" className="py-2 pr-3 font-medium">Member</th>
            <th scope="col" className="py-2 pr-3 font-medium">Reason</th>
            <th scope="col" className="py-2 font-medium">Ends</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(e.created_at)}</td>
              <td className="py-2 pr-3">{e.actor?.full_name ?? 'Deleted account'}</td>
              <td className="py-2 pr-3">{LABELS[e.action_type] ?? e.action_type}</td>
              <td className="py-2 pr-3">{e.target_user?.full_name ?? 'Unknown'}</td>
              <td className="py-2 pr-3 break-words">{e.reason || '—'}</td>
              <td className="py-2 whitespace-nowrap">{e.end_date ? formatDateTime(e.end_date) : e.action_type === 'ban' ? 'Never' : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
