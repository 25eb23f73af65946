import { Suspense, lazy, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorMessage } from '../lib/messages';
import type { AdminFirstScreenJson, NamedMember } from '../lib/contracts/admin';
import MemberPicker from '../components/admin/MemberPicker';
import ReportBanner, { SHOW_ALL_REPORTS_ID } from '../components/admin/ReportBanner';
import AdminNotice from '../components/admin/AdminNotice';
import AppealsPanel from '../components/admin/AppealsPanel';
import type { ActionKind, PendingAction } from '../components/admin/admin-actions';
import { useText } from '../lib/i18n';
import { adminText } from '../lib/i18n/en/admin';
import {
  profileKey,
  resolveUserId,
  type AdminProfile,
  type AdminReport,
  type Notice,
  type NoticePlace,
} from '../components/admin/admin-model';
import { useMemberListView } from '../components/admin/use-member-list-view';
import ModerationLogSection from '../components/admin/ModerationLogSection';
import {
  $memberList,
  $openMember,
  $openMemberId,
  $openMemberWeeks,
  directUserId,
  memberListAnswer,
  openMember,
  searchMembersNow,
  startMemberList,
} from '../lib/stores/admin-members';
import { $reports, startReports } from '../lib/stores/admin-reports';
import { readAgain } from '../lib/stores/read-again';
import LoadError from '../components/LoadError';
import AttentionQueue from '../components/admin/AttentionQueue';
import AdminTabs, { type AdminTab, type ThreadRequest } from '../components/admin/AdminTabs';
import type { AttentionJson, AttentionListJson } from '../lib/contracts/coaching';

// Fetched when first needed, not with the page: a member's panel (their weeks and days) when one is opened, the
// confirmation dialog when an action is asked for.
const MemberPanel = lazy(() => import('../components/admin/MemberPanel'));
const ConfirmDialog = lazy(() => import('../components/admin/ConfirmDialog'));
const ReportList = lazy(() => import('../components/admin/ReportList'));
/** The actions' calls and words, fetched with the confirmation they follow. */
const actions = () => import('../components/admin/admin-actions');

interface Props {
  /** Page 1 of the members and the pending reports, read by the page on the server; absent, the screen reads them. */
  first?: AdminFirstScreenJson | undefined;
  /** The needs-attention queue, read by the page on the server with the rest. */
  attention?: AttentionListJson | undefined;
  /** The signed-in staff member's id: their own answers to weeks are theirs to change. */
  staffId: number | null;
}

/**
 * The staff screen. Its Members tab: who needs a coach now (the attention queue), pending reports, a paged and
 * searchable member list, one member at a time with moderation controls and their weeks (read when opened, each with
 * its answers), and the moderation log; its Messages tab: every member's conversation (fetched when first opened).
 * An action's store updates the member or report it was about from its own answer (lib/stores/moderation.ts); the
 * screen shows its busy state and notice.
 */
export default function AdminPanel({ first, attention, staffId }: Props) {
  const t = useText(adminText.adminPanel);
  const copy = useText(adminText.confirm);
  // The stores read in the browser only; the server renders what the page brought (`first`).
  useState(() => {
    if (typeof window === 'undefined') return;
    startMemberList(first?.members);
    startReports(first?.reports);
  });
  const list = useMemberListView(first);
  const reportsRead = useStore($reports);
  const reports = reportsRead.data ?? first?.reports ?? null;
  const reportsError = reportsRead.error ? errorMessage(reportsRead.error) : '';
  const [refreshing, setRefreshing] = useState(false);
  const selected = useStore($openMember);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [unidentified, setUnidentified] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const [tab, setTab] = useState<AdminTab>('members');
  /** The conversation the Messages tab opens on: a new request each time, the same member again too. */
  const [thread, setThread] = useState<ThreadRequest | null>(null);
  /** The week the queue opened a member on (null: their newest); undefined when not opened from the queue. */
  const [openWeek, setOpenWeek] = useState<number | null | undefined>(undefined);
  /** The report a member was opened from (View member on a report). */
  const [aboutReport, setAboutReport] = useState<number | null>(null);
  const openId = useStore($openMemberId);
  const weeksRead = useStore($openMemberWeeks);
  // A member whose id cannot be resolved has no weeks to read.
  const memberWeeks = openId === null ? [] : (weeksRead.data ?? null);

  const loadError = list.error && !list.data ? list.error : reportsError && !reports ? reportsError : '';
  const loaded = list.data !== null && reports !== null;
  const pendingReports = useMemo(() => (reports ?? []).filter((r) => r.status === 'pending'), [reports]);
  const memberReports = useMemo(
    () =>
      selected
        ? pendingReports.filter(
            (r) => r.reported_user && String(r.reported_user.id) === String(selected.user_id ?? selected.id),
          )
        : [],
    [pendingReports, selected],
  );

  /** Opens a member: their panel, and their weeks read. */
  const select = (member: AdminProfile | null) =>
    openMember(member, member ? resolveUserId(member, list.data?.results ?? []) : null);

  /** The member list's page, the reports, and the open member's weeks, read again. */
  const refresh = async () => {
    setRefreshing(true);
    const [listed, reported] = await Promise.all([
      readAgain($memberList),
      readAgain($reports),
      readAgain($openMemberWeeks),
    ]);
    setRefreshing(false);
    if (listed && reported && unidentified) {
      setUnidentified(false);
      setNotice({ kind: 'success', text: copy.refreshed });
    }
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
    const outcome: Notice = await actions().then(
      ({ runAction }) => runAction(pending, userId, reason),
      (err: unknown) => ({ kind: 'error', text: errorMessage(err) }),
    );
    setBusy(false);
    setPending(null);
    setUnidentified(false);
    // Shown where the action was asked for: by the report cards, in the full list, or on the member.
    setNotice({ ...outcome, at: pending.from ?? (pending.profile ? 'member' : undefined) });
  };

  const ask = (action: PendingAction) => {
    // The dialog's words come with the calls: fetched now, while staff read it.
    actions().catch(() => undefined);
    setPending(action);
  };
  const openAction = (kind: ActionKind, about?: AdminReport) => selected && ask({ kind, profile: selected, about });
  const review = (from: NoticePlace) => (report: AdminReport, kind: 'resolve' | 'dismiss') =>
    ask({ kind, report, from });
  const remove = (from: NoticePlace) => (report: AdminReport) => ask({ kind: 'remove', report, from });
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
  const messagesOf = (member: NonNullable<NamedMember>) => {
    setThread({ member });
    setTab('messages');
  };
  const viewMember = async (member: NonNullable<NamedMember>, report?: AdminReport, week?: number | null) => {
    setOpenWeek(week);
    // The member's next warning, suspension or ban is taken as answering this report unless staff choose otherwise.
    setAboutReport(report?.id ?? null);
    const here = list.data?.results.find((m) => directUserId(m) === member.id);
    if (here) return select(here);
    // Not on the page shown: search for their name, and open them when the list answers.
    const q = member.full_name.trim();
    searchMembersNow(member.full_name);
    const answer = await memberListAnswer();
    const match = answer?.results.find((m) => directUserId(m) === member.id);
    if (match) select(match as AdminProfile);
    else if (answer) setNotice({ kind: 'error', text: t.notFound({ name: q }) });
  };

  return (
    <div>
      <h1 className="page-title">{t.title}</h1>

      {noticeAt(undefined, 'mb-4')}

      {!loaded && !loadError && <p className="text-slate-700">{t.loading}</p>}
      {loadError && <LoadError message={loadError} onRetry={refresh} busy={refreshing} className="mb-4" />}

      {loaded && (
        <AdminTabs tab={tab} onTab={setTab} thread={thread}>
          <AttentionQueue
            initial={attention}
            onOpen={(entry: AttentionJson) =>
              void viewMember(entry.member, undefined, entry.unanswered_week?.id ?? null)
            }
            onMessages={(entry: AttentionJson) => messagesOf(entry.member)}
          />
          <ReportBanner
            pending={pendingReports}
            onView={(member, report) => void viewMember(member, report)}
            onReview={review('reports')}
            onRemove={remove('reports')}
            listOpen={listOpen}
            onToggleList={toggleList}
            status={noticeAt('reports')}
          />
          {listOpen && (
            <Suspense fallback={<p className="card mb-6 text-slate-700">{t.loading}</p>}>
              <ReportList
                onView={(member, report) => void viewMember(member, report)}
                onReview={review('list')}
                onRemove={remove('list')}
                onClose={closeList}
                status={noticeAt('list')}
              />
            </Suspense>
          )}
          <AppealsPanel initial={first?.appeals} />

          {list.error && (
            <LoadError
              message={list.error}
              onRetry={() => void readAgain($memberList)}
              busy={list.loading}
              className="mb-4"
            />
          )}
          <MemberPicker
            list={list}
            selected={selected}
            onSelect={(m) => {
              setAboutReport(null);
              setOpenWeek(undefined);
              select(m);
            }}
            onRefresh={refresh}
            refreshing={refreshing}
          />

          {selected ? (
            <Suspense fallback={<p className="card text-slate-700">{t.loading}</p>}>
              <MemberPanel
                // A member opened anew, or from another report, starts with their controls closed and that report chosen.
                key={`${profileKey(selected)}:${aboutReport ?? ''}:${openWeek}`}
                profile={selected}
                weeks={memberWeeks}
                weeksError={weeksRead.error ? errorMessage(weeksRead.error) : ''}
                onRetryWeeks={() => void readAgain($openMemberWeeks)}
                reports={memberReports}
                onAction={openAction}
                onReview={review('member')}
                onRemove={remove('member')}
                aboutReport={aboutReport}
                openWeekId={openWeek}
                staffId={staffId}
                onMessages={() => {
                  const id = directUserId(selected);
                  if (id !== null) messagesOf({ id, full_name: selected.full_name });
                }}
                status={noticeAt('member')}
              />
            </Suspense>
          ) : (
            <p className="card text-slate-700">{t.selectProfile}</p>
          )}

          <ModerationLogSection />
        </AdminTabs>
      )}

      {pending && (
        <Suspense fallback={null}>
          <ConfirmDialog action={pending} busy={busy} onCancel={() => setPending(null)} onConfirm={confirm} />
        </Suspense>
      )}
    </div>
  );
}
