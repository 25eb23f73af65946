import { useEffect, useId, useMemo, useState } from 'react';
import ImageOverlay from '../ImageOverlay';
import WeekTabs, { panelId, tabId } from '../WeekTabs';
import WeekOverview from '../WeekOverview';
import { sortedWeeks } from '../weekly-log-model';
import LoadError from '../LoadError';
import MemberProgress from './MemberProgress';
import type { ActionKind } from './admin-actions';
import { reportTypeLabel } from '../../lib/contracts/safety';
import { directUserId, formatDate, type AdminProfile, type AdminReport, type AdminWeek } from './admin-model';

interface Props {
  profile: AdminProfile;
  /** The member's weeks, read when they were opened; null while they load. */
  weeks: AdminWeek[] | null;
  weeksError: string;
  onRetryWeeks: () => void;
  /** The pending reports against this member. */
  reports: AdminReport[];
  onAction: (kind: ActionKind) => void;
  onReview: (report: AdminReport, kind: 'resolve' | 'dismiss') => void;
}

const MODERATION: Array<{ kind: ActionKind; label: string; className: string }> = [
  { kind: 'warning', label: 'Issue Warning', className: 'btn-secondary' },
  { kind: 'suspend7', label: 'Suspend 7 Days', className: 'btn-danger' },
  { kind: 'suspend30', label: 'Suspend 30 Days', className: 'btn-danger' },
  { kind: 'ban', label: 'Permanent Ban', className: 'btn-danger' },
];

function Standing({ profile }: { profile: AdminProfile }) {
  if (profile.status === 'banned') return <span className="rounded bg-red-100 px-2 py-0.5 text-sm font-medium text-red-800">Permanently banned</span>;
  if (profile.status === 'suspended') {
    return (
      <span className="rounded bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">
        Suspended until {formatDate(profile.suspended_until)}
      </span>
    );
  }
  return null;
}

/** The selected member: moderation controls, their active reports, profile facts and weekly logs. */
export default function MemberPanel({ profile, weeks: loadedWeeks, weeksError, onRetryWeeks, reports, onAction, onReview }: Props) {
  const [moderating, setModerating] = useState(false);
  const weeks = useMemo(() => sortedWeeks(loadedWeeks ?? []), [loadedWeeks]);
  const [weekId, setWeekId] = useState<number | null>(weeks.at(-1)?.id ?? null);
  const controlsId = useId();
  const userId = directUserId(profile);
  const week = weeks.find((w) => w.id === weekId) ?? weeks.at(-1);

  useEffect(() => setModerating(false), [profile.user_id]);
  useEffect(() => {
    if (!weeks.some((w) => w.id === weekId)) setWeekId(weeks.at(-1)?.id ?? null);
  }, [weekId, weeks]);

  return (
    <div className="space-y-6" data-testid="member-panel">
      <section className="card">
        <div className="flex flex-wrap items-center gap-3">
          {profile.image && <ImageOverlay src={profile.image} alt={`${profile.full_name}'s profile picture`} className="h-14 w-14 rounded-full object-cover" />}
          <h2 className="text-xl font-semibold text-slate-900">{profile.full_name}</h2>
          <Standing profile={profile} />
          {profile.is_staff && <span className="rounded bg-slate-200 px-2 py-0.5 text-sm font-medium text-slate-800">Staff</span>}
        </div>

        {profile.is_staff ? (
          <p className="mt-3 text-sm text-slate-700">Staff members cannot be moderated.</p>
        ) : (
          <div className="mt-4 space-y-3">
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn-secondary" aria-expanded={moderating} aria-controls={controlsId} onClick={() => setModerating((v) => !v)}>
                Moderate
              </button>
              {profile.status && profile.status !== 'active' && (
                <button type="button" className="btn-secondary" onClick={() => onAction('lift')}>
                  Lift Suspension
                </button>
              )}
              <button type="button" className="btn-secondary" onClick={() => onAction(profile.has_paid ? 'unpaid' : 'paid')}>
                {profile.has_paid ? 'End Membership' : 'Start Membership'}
              </button>
            </div>
            {moderating && (
              <div id={controlsId} className="rounded-md border border-slate-200 bg-slate-50 p-3">
                <div className="flex flex-wrap gap-2">
                  {MODERATION.map((m) => (
                    <button key={m.kind} type="button" className={m.className} onClick={() => onAction(m.kind)}>
                      {m.label}
                    </button>
                  ))}
                </div>
                <p className="mt-3 text-sm text-slate-700">
                  All moderation actions are logged for app-store compliance (who acted, on whom, why and when).
                </p>
              </div>
            )}
            <p className="text-sm text-slate-700">Membership: {profile.has_paid ? 'active (paid)' : 'not paid'}</p>
          </div>
        )}
      </section>

      <section className="card" aria-labelledby={`${controlsId}-reports`}>
        <h3 id={`${controlsId}-reports`} className="mb-3 text-lg font-semibold text-slate-900">Active reports</h3>
        {reports.length === 0 ? (
          <p className="text-slate-700">No active reports on this member.</p>
        ) : (
          <ul className="space-y-3">
            {reports.map((r) => (
              <li key={r.id} className="rounded-md border border-slate-200 p-3 text-sm" data-testid="member-report">
                <p className="font-semibold text-slate-900">{reportTypeLabel(r.report_type)}</p>
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{r.description}</p>
                <p className="mt-1 text-slate-600">
                  Status: {r.status} · {formatDate(r.created_at)}
                </p>
                <div className="mt-2 flex gap-2">
                  <button type="button" className="btn-secondary px-2 py-1" onClick={() => onReview(r, 'resolve')}>Resolve</button>
                  <button type="button" className="btn-secondary px-2 py-1" onClick={() => onReview(r, 'dismiss')}>Dismiss</button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card">
        <dl className="grid gap-3 sm:grid-cols-3">
          <div><dt className="text-sm font-medium text-slate-600">Age</dt><dd className="text-slate-900">{profile.age ?? 'N/A'}</dd></div>
          <div><dt className="text-sm font-medium text-slate-600">Weight</dt><dd className="text-slate-900">{profile.weight != null && profile.weight !== '' ? `${profile.weight} lbs` : 'N/A'}</dd></div>
          <div><dt className="text-sm font-medium text-slate-600">Occupation</dt><dd className="break-words text-slate-900">{profile.occupation || 'N/A'}</dd></div>
        </dl>
      </section>

      {/* Only a member with weeks has progress to show. */}
      {userId !== null && weeks.length > 0 && <MemberProgress key={userId} userId={userId} memberName={profile.full_name} />}

      <section aria-label="Weekly logs">
        <h3 className="mb-3 text-lg font-semibold text-slate-900">Weekly logs</h3>
        {weeksError ? (
          <LoadError message={weeksError} onRetry={onRetryWeeks} />
        ) : loadedWeeks === null ? (
          <p className="card text-slate-700" role="status">
            Loading weekly logs...
          </p>
        ) : !week ? (
          <p className="card text-slate-700">No weekly logs yet.</p>
        ) : (
          <>
            <WeekTabs weeks={weeks} selectedId={week.id} onSelect={setWeekId} idPrefix="admin-week" label={`${profile.full_name}'s weeks`} />
            <div role="tabpanel" id={panelId('admin-week', week.id)} aria-labelledby={tabId('admin-week', week.id)}>
              <WeekOverview week={week} />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
