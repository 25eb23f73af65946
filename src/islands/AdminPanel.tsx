import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { admin } from '../lib/client/admin';
import { errorMessage } from '../lib/messages';
import ConfirmDialog from '../components/admin/ConfirmDialog';
import MemberPanel from '../components/admin/MemberPanel';
import ModerationLog from '../components/admin/ModerationLog';
import ReportBanner from '../components/admin/ReportBanner';
import { PROFILES_REFRESHED, UNIDENTIFIED_USER, runAction, type ActionKind, type PendingAction } from '../components/admin/admin-actions';
import { profileKey, resolveUserId, type AdminProfile, type AdminReport, type LogEntry, type Notice } from '../components/admin/admin-model';
import LoadError from '../components/LoadError';

/** The staff screen: pending reports, one member at a time with moderation controls, and the moderation log. */
export default function AdminPanel() {
  const [profiles, setProfiles] = useState<AdminProfile[] | null>(null);
  const [reports, setReports] = useState<AdminReport[]>([]);
  const [loadError, setLoadError] = useState('');
  const [refreshing, setRefreshing] = useState(false);
  const [selectedKey, setSelectedKey] = useState('');
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [unidentified, setUnidentified] = useState(false);
  const [log, setLog] = useState<LogEntry[] | null>(null);
  const [logOpen, setLogOpen] = useState(false);
  const selectId = useId();

  const loadLog = useCallback(async () => {
    try {
      setLog(await admin.moderationLog());
    } catch (err) {
      setNotice({ kind: 'error', text: errorMessage(err) });
    }
  }, []);

  /** Profiles (with a cache-busting timestamp) and reports. Returns whether both loaded. */
  const load = useCallback(async () => {
    setRefreshing(true);
    try {
      const [p, r] = await Promise.all([admin.allProfiles(), admin.reports()]);
      setProfiles(p);
      setReports(r);
      setLoadError('');
      return true;
    } catch (err) {
      setLoadError(errorMessage(err));
      return false;
    } finally {
      setRefreshing(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const selected = useMemo(() => profiles?.find((p) => profileKey(p) === selectedKey) ?? null, [profiles, selectedKey]);
  const pendingReports = useMemo(() => reports.filter((r) => r.status === 'pending'), [reports]);
  const memberReports = useMemo(
    () => (selected ? pendingReports.filter((r) => r.reported_user && String(r.reported_user.id) === String(selected.user_id ?? selected.id)) : []),
    [pendingReports, selected],
  );

  const refresh = async () => {
    const ok = await load();
    if (ok && unidentified) {
      setUnidentified(false);
      setNotice({ kind: 'success', text: PROFILES_REFRESHED });
    }
  };

  const confirm = async (reason: string) => {
    if (!pending) return;
    let userId: number | null = null;
    if (pending.profile) {
      userId = resolveUserId(pending.profile, profiles ?? []);
      if (userId === null) {
        setPending(null);
        setUnidentified(true);
        setNotice({ kind: 'error', text: UNIDENTIFIED_USER });
        return;
      }
    }
    setBusy(true);
    const result = await runAction(pending, userId, reason);
    setBusy(false);
    setPending(null);
    setUnidentified(false);
    setNotice(result);
    await load();
    if (logOpen) await loadLog();
  };

  const openAction = (kind: ActionKind) => selected && setPending({ kind, profile: selected });
  const review = (report: AdminReport, kind: 'resolve' | 'dismiss') => setPending({ kind, report });
  const viewMember = (userId: number) => {
    const match = profiles?.find((p) => String(p.user_id ?? p.id) === String(userId));
    if (match) setSelectedKey(profileKey(match));
  };
  const toggleLog = async () => {
    const open = !logOpen;
    setLogOpen(open);
    if (open) await loadLog();
  };

  return (
    <div>
      <h1 className="page-title">Admin Dashboard</h1>

      {notice && (
        <div
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`${notice.kind === 'error' ? 'alert-error' : 'alert-success'} mb-4 flex flex-wrap items-start justify-between gap-2`}
          data-testid="admin-notice"
        >
          <p className="whitespace-pre-line">{notice.text}</p>
          <div className="flex gap-2">
            {unidentified && (
              <button type="button" className="btn-secondary px-2 py-1" onClick={refresh} disabled={refreshing}>
                Refresh profiles
              </button>
            )}
            <button type="button" className="btn-secondary px-2 py-1" onClick={() => setNotice(null)} aria-label="Close message">
              ✕
            </button>
          </div>
        </div>
      )}

      {profiles === null && !loadError && <p className="text-slate-700">Loading...</p>}
      {loadError && (
        <LoadError message={loadError} onRetry={refresh} busy={refreshing} className="mb-4" />
      )}

      {profiles !== null && (
        <>
          <ReportBanner pending={pendingReports} onView={viewMember} onReview={review} />

          <div className="card mb-6">
            <label htmlFor={selectId} className="field-label">
              Member profile
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <select id={selectId} className="field-input" value={selectedKey} onChange={(e) => setSelectedKey(e.target.value)}>
                <option value="">-- Select a profile --</option>
                {profiles.map((p) => (
                  <option key={profileKey(p)} value={profileKey(p)}>
                    {p.full_name} ({p.user_email ?? p.user}){p.status === 'suspended' ? ' · suspended' : p.status === 'banned' ? ' · banned' : ''}
                  </option>
                ))}
              </select>
              <button type="button" className="btn-secondary" onClick={refresh} disabled={refreshing}>
                {refreshing ? 'Refreshing...' : 'Refresh'}
              </button>
            </div>
          </div>

          {selected ? (
            <MemberPanel key={profileKey(selected)} profile={selected} reports={memberReports} onAction={openAction} onReview={review} />
          ) : (
            <p className="card text-slate-700">Please select a profile to view logs.</p>
          )}

          <section className="mt-8">
            <button type="button" className="btn-secondary" aria-expanded={logOpen} onClick={toggleLog}>
              {logOpen ? 'Hide Moderation Log' : 'Show Moderation Log'}
            </button>
            {logOpen && <div className="card mt-3">{log === null ? <p>Loading...</p> : <ModerationLog entries={log} />}</div>}
          </section>
        </>
      )}

      <ConfirmDialog action={pending} busy={busy} onCancel={() => setPending(null)} onConfirm={confirm} />
    </div>
  );
}
