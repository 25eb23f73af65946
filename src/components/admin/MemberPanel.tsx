import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import ImageOverlay from '../ImageOverlay';
import WeekTabs, { panelId, tabId } from '../WeekTabs';
import WeekOverview from '../WeekOverview';
import { sortedWeeks } from '../weekly-log-model';
import LoadError from '../LoadError';
import MemberProgress from './MemberProgress';
import type { ActionKind } from './admin-actions';
import { useLocale, useText } from '../../lib/i18n';
import { adminText } from '../../lib/i18n/en/admin';
import { reportReasonsText } from '../../lib/i18n/en/report-reasons';
import { localDecimal } from '../progress/decimal-words';
import { useUnits } from '../../lib/units-store';
import { shownValue } from '../../lib/units';
import { formatDate, preview, removable, type AdminProfile, type AdminReport, type AdminWeek } from './admin-model';
import { directUserId } from '../../lib/stores/admin-members';
import ReportContent from './ReportContent';
import HealthDetailsButton from './HealthDetailsButton';
import WeekAnswers from './WeekAnswers';
import { adminCoachingPanelsText } from '../../lib/i18n/en/admin-coaching-panels';

interface Props {
  profile: AdminProfile;
  /** The member's weeks, read when they were opened; null while they load. */
  weeks: AdminWeek[] | null;
  weeksError: string;
  onRetryWeeks: () => void;
  /** The pending reports against this member. */
  reports: AdminReport[];
  /** A moderation action, with the report it answers when staff chose one. */
  onAction: (kind: ActionKind, about?: AdminReport) => void;
  onReview: (report: AdminReport, kind: 'resolve' | 'dismiss') => void;
  /** Asks for the reason to remove a reported post or comment. */
  onRemove: (report: AdminReport) => void;
  /** What the last action on this member did, shown by the controls. */
  status?: ReactNode;
  /** The report staff opened this member from: preselected as the one the next sanction answers. */
  aboutReport?: number | null;
  /** From the attention queue: the week to bring into view (waiting for an answer; null: the newest); else undefined. */
  openWeekId?: number | null | undefined;
  /** The signed-in staff member, who alone may change their own answers. */
  staffId: number | null;
  /** Opens the member's conversation in the Messages tab. */
  onMessages: () => void;
}

/** The moderation buttons; each one's label is the confirmation's title of the same action (adminText.confirm). */
const MODERATION: Array<{
  kind: ActionKind;
  label: 'issueWarning' | 'suspend7' | 'suspend30' | 'ban';
  className: string;
}> = [
  { kind: 'warning', label: 'issueWarning', className: 'btn-secondary' },
  { kind: 'suspend7', label: 'suspend7', className: 'btn-danger' },
  { kind: 'suspend30', label: 'suspend30', className: 'btn-danger' },
  { kind: 'ban', label: 'ban', className: 'btn-danger' },
];

function Standing({ profile }: { profile: AdminProfile }) {
  const t = useText(adminText.memberPanel);
  const locale = useLocale();
  if (profile.status === 'banned')
    return <span className="rounded bg-red-100 px-2 py-0.5 text-sm font-medium text-red-800">{t.banned}</span>;
  if (profile.status === 'suspended') {
    return (
      <span className="rounded bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">
        {t.suspendedUntil({ date: formatDate(locale, profile.suspended_until) })}
      </span>
    );
  }
  return null;
}

/** The selected member: moderation controls, their active reports, profile facts and weekly logs. */
export default function MemberPanel({
  profile,
  weeks: loadedWeeks,
  weeksError,
  onRetryWeeks,
  reports,
  onAction,
  onReview,
  onRemove,
  status,
  aboutReport = null,
  openWeekId,
  staffId,
  onMessages,
}: Props) {
  const t = useText(adminText.memberPanel);
  const copy = useText(adminText.confirm);
  const answersText = useText(adminCoachingPanelsText.answers);
  const reasons = useText(reportReasonsText.reportReasons) as Record<string, string>;
  const locale = useLocale();
  // The staff member's own units (issue 26), for every number of the member shown.
  const units = useUnits();
  const [moderating, setModerating] = useState(false);
  /** The report the next warning, suspension or ban answers ('' for none). */
  const [aboutId, setAboutId] = useState(aboutReport === null ? '' : String(aboutReport));
  const about = reports.find((r) => String(r.id) === aboutId);
  const weeks = useMemo(() => sortedWeeks(loadedWeeks ?? []), [loadedWeeks]);
  const [weekId, setWeekId] = useState<number | null>(openWeekId ?? null);
  const weeksRef = useRef<HTMLHeadingElement>(null);
  // Opened from the queue on a week: once the weeks are read, that week is brought into view.
  const waiting = openWeekId !== undefined && loadedWeeks !== null;
  useEffect(() => {
    if (waiting) weeksRef.current?.scrollIntoView({ block: 'start' });
  }, [waiting]);
  const controlsId = useId();
  const userId = directUserId(profile);
  const week = weeks.find((w) => w.id === weekId) ?? weeks.at(-1);

  return (
    <div className="space-y-6" data-testid="member-panel">
      <section className="card">
        <div className="flex flex-wrap items-center gap-3">
          {profile.image && (
            <ImageOverlay
              src={profile.image}
              alt={t.pictureAlt({ name: profile.full_name })}
              className="h-14 w-14 rounded-full object-cover"
            />
          )}
          <h2 className="text-xl font-semibold text-slate-900">{profile.full_name}</h2>
          <Standing profile={profile} />
          {profile.is_staff && (
            <span className="rounded bg-slate-200 px-2 py-0.5 text-sm font-medium text-slate-800">{t.staff}</span>
          )}
        </div>

        {profile.is_staff ? (
          <p className="mt-3 text-sm text-slate-700">{t.staffNotModerated}</p>
        ) : (
          <div className="mt-4 space-y-3">
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn-secondary"
                aria-expanded={moderating}
                aria-controls={controlsId}
                onClick={() => setModerating((v) => !v)}
              >
                {t.moderate}
              </button>
              {profile.status && profile.status !== 'active' && (
                <button type="button" className="btn-secondary" onClick={() => onAction('lift')}>
                  {copy.lift}
                </button>
              )}
              <button
                type="button"
                className="btn-secondary"
                onClick={() => onAction(profile.has_paid ? 'unpaid' : 'paid')}
              >
                {profile.has_paid ? copy.endMembership : copy.startMembership}
              </button>
              <button type="button" className="btn-secondary" onClick={onMessages}>
                {answersText.messages}
              </button>
            </div>
            {moderating && (
              <div id={controlsId} className="rounded-md border border-slate-200 bg-slate-50 p-3">
                {reports.length > 0 && (
                  <div className="mb-3">
                    <label htmlFor={`${controlsId}-about`} className="field-label">
                      {t.about}
                    </label>
                    <select
                      id={`${controlsId}-about`}
                      className="field-input"
                      value={aboutId}
                      onChange={(e) => setAboutId(e.target.value)}
                    >
                      <option value="">{t.aboutNone}</option>
                      {reports.map((r) => (
                        <option key={r.id} value={String(r.id)}>
                          {t.aboutOption({
                            type: reasons[r.report_type] ?? r.report_type,
                            date: formatDate(locale, r.created_at),
                            text: preview(r.content?.text ?? r.description),
                          })}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
                <div className="flex flex-wrap gap-2">
                  {MODERATION.map((m) => (
                    <button key={m.kind} type="button" className={m.className} onClick={() => onAction(m.kind, about)}>
                      {copy[m.label]}
                    </button>
                  ))}
                </div>
                <p className="mt-3 text-sm text-slate-700">{t.compliance}</p>
              </div>
            )}
            <p className="text-sm text-slate-700">{profile.has_paid ? t.membershipActive : t.membershipNotPaid}</p>
          </div>
        )}
        {status}
      </section>

      <section className="card" aria-labelledby={`${controlsId}-reports`}>
        <h3 id={`${controlsId}-reports`} className="mb-3 text-lg font-semibold text-slate-900">
          {t.activeReports}
        </h3>
        {reports.length === 0 ? (
          <p className="text-slate-700">{t.noReports}</p>
        ) : (
          <ul className="space-y-3">
            {reports.map((r) => (
              <li key={r.id} className="rounded-md border border-slate-200 p-3 text-sm" data-testid="member-report">
                <p className="font-semibold text-slate-900">{reasons[r.report_type] ?? r.report_type}</p>
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{r.description}</p>
                <p className="mt-1 text-slate-600">
                  {t.status({
                    status: t[r.status as 'pending' | 'resolved' | 'dismissed'] ?? r.status,
                    date: formatDate(locale, r.created_at),
                  })}
                </p>
                <ReportContent type={r.content_type} content={r.content} />
                <div className="mt-2 flex flex-wrap gap-2">
                  {removable(r) && (
                    <button type="button" className="btn-danger px-2 py-1" onClick={() => onRemove(r)}>
                      {r.content_type === 'comment' ? copy.removeComment : copy.removePost}
                    </button>
                  )}
                  <button type="button" className="btn-secondary px-2 py-1" onClick={() => onReview(r, 'resolve')}>
                    {copy.resolve}
                  </button>
                  <button type="button" className="btn-secondary px-2 py-1" onClick={() => onReview(r, 'dismiss')}>
                    {copy.dismiss}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card">
        <dl className="grid gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm font-medium text-slate-600">{t.age}</dt>
            <dd className="text-slate-900">{profile.age ?? t.notAvailable}</dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-600">{t.weight}</dt>
            <dd className="text-slate-900">
              {profile.weight != null && profile.weight !== ''
                ? (units === 'metric' ? t.weightValueMetric : t.weightValue)({
                    weight: localDecimal(shownValue(profile.weight, 'weight', units)!, locale),
                  })
                : t.notAvailable}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-medium text-slate-600">{t.occupation}</dt>
            <dd className="break-words text-slate-900">{profile.occupation || t.notAvailable}</dd>
          </div>
        </dl>
        {userId !== null && <HealthDetailsButton memberId={userId} memberName={profile.full_name} />}
      </section>

      {/* Only a member with weeks has progress to show. */}
      {userId !== null && weeks.length > 0 && (
        <MemberProgress key={userId} userId={userId} memberName={profile.full_name} />
      )}

      <section aria-label={t.weeklyLogs}>
        <h3 ref={weeksRef} className="mb-3 scroll-mt-4 text-lg font-semibold text-slate-900">
          {t.weeklyLogs}
        </h3>
        {weeksError ? (
          <LoadError message={weeksError} onRetry={onRetryWeeks} />
        ) : loadedWeeks === null ? (
          <p className="card text-slate-700" role="status">
            {t.loadingWeeks}
          </p>
        ) : !week ? (
          <p className="card text-slate-700">{t.noWeeks}</p>
        ) : (
          <>
            <WeekTabs
              weeks={weeks}
              selectedId={week.id}
              onSelect={setWeekId}
              idPrefix="admin-week"
              label={t.weeksOf({ name: profile.full_name })}
            />
            <div role="tabpanel" id={panelId('admin-week', week.id)} aria-labelledby={tabId('admin-week', week.id)}>
              <WeekOverview week={week} />
              {userId !== null && <WeekAnswers key={week.id} week={week} memberId={userId} staffId={staffId} />}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
