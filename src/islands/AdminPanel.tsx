import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import { admin } from '../lib/client/admin';
import { errorMessage } from '../lib/messages';
import type { AdminFirstScreenJson, NamedMember } from '../lib/contracts/admin';
import MemberPicker from '../components/admin/MemberPicker';
import ModerationLog from '../components/admin/ModerationLog';
import ReportBanner, { SHOW_ALL_REPORTS_ID } from '../components/admin/ReportBanner';
import AdminNotice from '../components/admin/AdminNotice';
import AppealsPanel from '../components/admin/AppealsPanel';
import { runAction, type ActionKind, type PendingAction } from '../components/admin/admin-actions';
import { useText } from '../lib/i18n';
import { adminText } from '../lib/i18n/en/admin';
import {
  afterRemoval,
  directUserId,
  profileKey,
  resolveUserId,
  type AdminProfile,
  type AdminReport,
  type LogEntry,
  type MemberChange,
  type Notice,
  type NoticePlace,
} from '../components/admin/admin-model';
import { useMemberList } from '../components/admin/use-member-list';
import { useMemberWeeks } from '../components/admin/use-member-weeks';
import LoadError from '../components/LoadError';

// Fetched when first needed, not with the page: a member's panel (their weeks and days) when one is opened, the
// confirmation dialog when an action is asked for.
const MemberPanel = lazy(() => import('../components/admin/MemberPanel'));
const ConfirmDialog = lazy(() => import('../components/admin/ConfirmDialog'));
const ReportList = lazy(() => import('../components/admin/ReportList'));

interface Props {
  /** Page 1 of the members and the pending reports, read by the page on the server; absent, the screen reads them. */
  first?: AdminFirstScreenJson | undefined;
}

/**
 * The staff screen: pending reports, a paged and searchable member list, one member at a time with moderation
 * controls and their weeks (read when opened), and the moderation log. An action updates the member or report it
 * was about from its own answer; nothing else is read again.
 */
export default function AdminPanel({ first }: Props) {
  const t = useText(adminText.adminPanel);
  const copy = useText(adminText.confirm);
  const list = useMemberList(first?.members);
  const [reports, setReports] = useState<AdminReport[] | null>(first?.reports ?? null);
  const [reportsError, setReportsError] = useState('');
  const [refreshing, setRefreshing] = useState(false);
  const [selected, setSelected] = useState<AdminProfile | null>(null);
  /** A member asked for from a report card, and the search for their name: selected once the list answers it. */
  const [wanted, setWanted] = useState<{ id: number; q: string } | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [unidentified, setUnidentified] = useState(false);
  const [log, setLog] = useState<LogEntry[] | null>(null);
  const [logOpen, setLogOpen] = useState(false);
  /** The full, paged report list, and a counter that makes it read its page again after an action. */
  const [listOpen, setListOpen] = useState(false);
  const [listVersion, setListVersion] = useState(0);
  /** The report a member was opened from (View member on a report). */
  const [aboutReport, setAboutReport] = useState<number | null>(null);
  const selectedId = selected ? resolveUserId(selected, list.data?.results ?? []) : null;
  const memberWeeks = useMemberWeeks(selectedId);

  const loadLog = useCallback(async () => {
    try {
      setLog(await admin.moderationLog());
    } catch (err) {
      setNotice({ kind: 'error', text: errorMessage(err) });
    }
  }, []);

  const loadReports = useCallback(async () => {
    try {
      setReports(await admin.reports());
      setReportsError('');
      return true;
    } catch (err) {
      setReportsError(errorMessage(err));
      return false;
    }
  }, []);

  // Read here only when the page did not bring them (its props never change, so this runs once).
  useEffect(() => {
    if (!first) void loadReports();
  }, [first, loadReports]);

  // A member asked for by a report card: selected when the list answers the search for their name.
  useEffect(() => {
    if (wanted === null || list.data?.q !== wanted.q) return;
    const match = list.data.results.find((m) => directUserId(m) === wanted.id);
    if (match) setSelected(match);
    else setNotice({ kind: 'error', text: t.notFound({ name: wanted.q }) });
    setWanted(null);
  }, [wanted, list.data, t]);

  const loadError = list.error && !list.data ? list.error : reportsError && !reports ? reportsError : '';
  const loaded = list.data !== null && reports !== null;
  const pendingReports = useMemo(() => (reports ?? []).filter((r) => r.status === 'pending'), [reports]);
  const memberReports = useMemo(
    () => (selected ? pendingReports.filter((r) => r.reported_user && String(r.reported_user.id) === String(selected.user_id ?? selected.id)) : []),
    [pendingReports, selected],
  );

  /** The member list's page, the reports, and the open member's weeks, read again. Returns whether all loaded. */
  const refresh = async () => {
    setRefreshing(true);
    const [listed, reported] = await Promise.all([list.reload(), loadReports()]);
    if (selected) memberWeeks.reload();
    setRefreshing(false);
    const ok = listed && reported;
    if (ok && unidentified) {
      setUnidentified(false);
      setNotice({ kind: 'success', text: copy.refreshed });
    }
  };

  const patchMember = (userId: number, change: MemberChange) => {
    list.patch(userId, change);
    setSelected((m) => (m && directUserId(m) === userId ? { ...m, ...change } : m));
  };

  const confirm = async (reason: string) => {
    if (!pending) return;
    let userId: number | null = null;
    if (pending.profile) {
      userId = resolveUserId(pending.profile, list.data?.results ?? []);
      if (userId === null) {
        setPending(null);
        setUnidentified(true);
        setNotice({ kind: 'error', text: copy.unidentified });
        return;
      }
    }
    setBusy(true);
    const outcome = await runAction(pending, userId, reason);
    setBusy(false);
    setPending(null);
    setUnidentified(false);
    // Shown where the action was asked for: by the report cards, in the full list, or on the member.
    setNotice({ ...outcome.notice, at: pending.from ?? (pending.profile ? 'member' : undefined) });
    if (outcome.member) patchMember(outcome.member.userId, outcome.member.change);
    if (outcome.report) {
      const reviewed = outcome.report;
      setReports((all) => all && all.map((r) => (r.id === reviewed.id ? reviewed : r)));
    }
    if (outcome.removed) {
      const removed = outcome.removed;
      setReports((all) => all && afterRemoval(all, removed));
    }
    if (outcome.report || outcome.removed) setListVersion((v) => v + 1);
    if (logOpen) await loadLog();
  };

  const openAction = (kind: ActionKind, about?: AdminReport) => selected && setPending({ kind, profile: selected, about });
  const review = (from: NoticePlace) => (report: AdminReport, kind: 'resolve' | 'dismiss') => setPending({ kind, report, from });
  const remove = (from: NoticePlace) => (report: AdminReport) => setPending({ kind: 'remove', report, from });
  const toggleList = () => {
    if (listOpen) closeList();
    else setListOpen(true);
  };
  const closeList = () => {
    setListOpen(false);
    document.getElementById(SHOW_ALL_REPORTS_ID)?.focus();
  };
  /** The last action's message, when it was taken at `place`. */
  const noticeAt = (place: NoticePlace | undefined, className = 'mt-3') =>
    notice && notice.at === place ? (
      <AdminNotice notice={notice} onClose={() => setNotice(null)} closeLabel={t.closeMessage} className={className}>
        {place === undefined && unidentified && (
          <button type="button" className="btn-secondary px-2 py-1" onClick={refresh} disabled={refreshing}>
            {t.refreshProfiles}
          </button>
        )}
      </AdminNotice>
    ) : null;
  const viewMember = (member: NonNullable<NamedMember>, report?: AdminReport) => {
    // The member's next warning, suspension or ban is taken as answering this report unless staff choose otherwise.
    setAboutReport(report?.id ?? null);
    const here = list.data?.results.find((m) => directUserId(m) === member.id);
    if (here) {
      setSelected(here);
      return;
    }
    // Not on the page shown: search for their name, and open them when the list shows them.
    setWanted({ id: member.id, q: member.full_name.trim() });
    list.searchNow(member.full_name);
  };
  const toggleLog = async () => {
    const open = !logOpen;
    setLogOpen(open);
    if (open) await loadLog();
  };

  return (
    <div>
      <h1 className="page-title">{t.title}</h1>

      {noticeAt(undefined, 'mb-4')}

      {!loaded && !loadError && <p className="text-slate-700">{t.loading}</p>}
      {loadError && <LoadError message={loadError} onRetry={refresh} busy={refreshing} className="mb-4" />}

      {loaded && (
        <>
          <ReportBanner
            pending={pendingReports}
            onView={viewMember}
            onReview={review('reports')}
            onRemove={remove('reports')}
            listOpen={listOpen}
            onToggleList={toggleList}
            status={noticeAt('reports')}
          />
          {listOpen && (
            <Suspense fallback={<p className="card mb-6 text-slate-700">{t.loading}</p>}>
              <ReportList
                onView={viewMember}
                onReview={review('list')}
                onRemove={remove('list')}
                onClose={closeList}
                version={listVersion}
                status={noticeAt('list')}
              />
            </Suspense>
          )}
          <AppealsPanel initial={first?.appeals} />

          {list.error && <LoadError message={list.error} onRetry={() => void list.reload()} busy={list.loading} className="mb-4" />}
          <MemberPicker
            list={list}
            selected={selected}
            onSelect={(m) => {
              setAboutReport(null);
              setSelected(m);
            }}
            onRefresh={refresh}
            refreshing={refreshing}
          />

          {selected ? (
            <Suspense fallback={<p className="card text-slate-700">{t.loading}</p>}>
              <MemberPanel
                key={profileKey(selected)}
                profile={selected}
                weeks={memberWeeks.weeks}
                weeksError={memberWeeks.error}
                onRetryWeeks={memberWeeks.reload}
                reports={memberReports}
                onAction={openAction}
                onReview={review('member')}
                onRemove={remove('member')}
                aboutReport={aboutReport}
                status={noticeAt('member')}
              />
            </Suspense>
          ) : (
            <p className="card text-slate-700">{t.selectProfile}</p>
          )}

          <section className="mt-8">
            <button type="button" className="btn-secondary" aria-expanded={logOpen} onClick={toggleLog}>
              {logOpen ? t.hideLog : t.showLog}
            </button>
            {logOpen && <div className="card mt-3">{log === null ? <p>{t.loading}</p> : <ModerationLog entries={log} />}</div>}
          </section>
        </>
      )}

      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog action={pending} busy={busy} onCancel={() => setPending(null)} onConfirm={confirm} />
        </Suspense>
      )}
    </div>
  );
}
