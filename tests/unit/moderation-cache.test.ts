// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $memberList,
  $openMember,
  $openMemberId,
  openMember,
  startMemberList,
} from '../../src/lib/stores/admin-members';
import { $reports, startReports } from '../../src/lib/stores/admin-reports';
import {
  $contentRemoval,
  $membership,
  $reportReview,
  $suspension,
  $suspensionLift,
  $warning,
} from '../../src/lib/stores/moderation';
import { cached, invalidateKeys, mutateCache, mutation, seedCache } from '../../src/lib/stores/query';
import { runAction } from '../../src/components/admin/admin-actions';
import { failureCode } from '../../src/lib/messages';
import { endSession, startSession } from '../../src/lib/session';
import type { AdminMemberPageJson, AdminReportJson } from '../../src/lib/contracts/admin';

/**
 * Staff's moderation writes put their answers into the caches the screen shows (the member's row in every page read,
 * the open member, the reports) and have the moderation log read again; a refused write changes none of them.
 */

let calls: string[] = [];
/** Answers each call by its method and path with [status, body]. */
function serve(answers: Record<string, [number, unknown]>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = `${init.method ?? 'GET'} ${url}`;
      calls.push(call);
      const answer = answers[call];
      if (!answer) throw new Error(`unexpected ${call}`);
      return new Response(JSON.stringify(answer[1]), { status: answer[0] });
    }),
  );
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (exp: number) => `${b64({ alg: 'HS256' })}.${b64({ user_id: 9, username: 'sam@example.com', exp })}.sig`;
const inAnHour = Math.floor(Date.now() / 1000) + 3600;
const refusal: [number, unknown] = [404, { detail: 'Not found.', code: 'not_found' }];

const row = (userId: number, name: string) =>
  ({
    id: userId + 100,
    user: `${name.toLowerCase()}@example.com`,
    user_id: userId,
    full_name: name,
    status: 'active',
    suspended_until: null,
    has_paid: false,
    weeks_logged: 0,
  }) as unknown as AdminMemberPageJson['results'][number];
const page = (n: number, ...results: AdminMemberPageJson['results']): AdminMemberPageJson => ({
  count: 3,
  page: n,
  limit: 2,
  results,
});
const wendy = row(7, 'Wendy');

const report = (id: number, contentType: 'post' | 'comment', contentId: number) =>
  ({
    id,
    report_type: 'spam',
    description: 'Spam',
    status: 'pending',
    reported_user: { id: 7, full_name: 'Wendy' },
    content_type: contentType,
    content_id: contentId,
    created_at: '2026-11-01T10:00:00Z',
    resolved_at: null,
    content: { text: 'Buy now', author_name: 'Wendy' },
  }) as unknown as AdminReportJson;

const LOG = 'admin/moderation-log/';
const stops: Array<() => void> = [];

beforeEach(() => {
  calls = [];
  startSession(token(inAnHour), token(inAnHour + 86_400));
  // The screen as staff see it: page 1 shown, page 2 and a search read before, Wendy open, the log read, three
  // reports shown and the full list's first page read. Each test starts from it afresh.
  serve({});
  invalidateKeys(() => true);
  seedCache({
    'admin/members/?page=1': page(1, row(5, 'Ann'), wendy),
    'admin/members/?page=2': page(2, row(8, 'Bo')),
    'admin/members/?page=1&q=wen': page(1, wendy),
    'admin/reports/': [report(1, 'post', 40), report(2, 'comment', 41), report(3, 'post', 42)],
    'admin/reports/?page=1&limit=20&status=all': { count: 3, page: 1, limit: 20, results: [] },
    [LOG]: [],
  });
  startMemberList();
  startReports();
  stops.push(
    $memberList.listen(() => undefined),
    $reports.listen(() => undefined),
  );
  openMember(wendy, 7);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.unstubAllGlobals();
  endSession();
});

/** Waits until the stores have answered from the cache (they answer on a later tick). */
async function shown(): Promise<void> {
  await vi.waitFor(() => {
    expect($memberList.get().data).toBeDefined();
    expect($reports.get().data).toBeDefined();
  });
}

const member = (key: string, userId: number) =>
  cached<AdminMemberPageJson>(key)?.results.find((m) => m.user_id === userId);

describe("a suspension's answer", () => {
  it("changes the member's row in every page read and the open member, and has the log read again", async () => {
    await shown();
    serve({ 'POST /api/v1/admin/suspend-user/': [201, { status: 'suspended', end_date: '2027-01-01T00:00:00Z' }] });
    await mutation($suspension, { userId: 7, reason: 'Spam', end: new Date('2027-01-01T00:00:00Z') });
    const suspended = { status: 'suspended', suspended_until: '2027-01-01T00:00:00Z' };
    expect($memberList.get().data?.results.find((m) => m.user_id === 7)).toMatchObject(suspended);
    expect(member('admin/members/?page=1&q=wen', 7)).toMatchObject(suspended);
    expect(member('admin/members/?page=1', 5)).toMatchObject({ status: 'active' });
    expect(cached<AdminMemberPageJson>('admin/members/?page=2')).toEqual(page(2, row(8, 'Bo')));
    expect($openMember.get()).toMatchObject({ full_name: 'Wendy', ...suspended });
    expect(cached(LOG)).toBeUndefined();
  });

  it('refused, changes nothing: not the rows, not the open member, not the log', async () => {
    await shown();
    serve({ 'POST /api/v1/admin/suspend-user/': refusal });
    const failure = await mutation($suspension, { userId: 7, reason: 'Spam', end: null }).catch((err) => err);
    expect(failureCode(failure)).toBe('not_found');
    expect(member('admin/members/?page=1', 7)).toEqual(wendy);
    expect(member('admin/members/?page=1&q=wen', 7)).toEqual(wendy);
    expect($openMember.get()).toEqual(wendy);
    expect(cached(LOG)).toEqual([]);
  });
});

describe('a lifted suspension and a membership', () => {
  it('make the member active again, then paid, from their answers', async () => {
    await shown();
    serve({
      'POST /api/v1/admin/lift-suspension/': [200, { detail: 'ok', user: 7, status: 'active' }],
      'POST /api/v1/admin/set-paid/': [200, { detail: 'ok', user: 7, has_paid: true }],
    });
    mutateCache('admin/members/?page=1&q=wen', page(1, { ...wendy, status: 'banned' } as typeof wendy));
    await mutation($suspensionLift, { userId: 7, reason: 'Appeal' });
    expect(member('admin/members/?page=1&q=wen', 7)).toMatchObject({ status: 'active', suspended_until: null });
    await mutation($membership, { userId: 7, reason: 'Paid', paid: true });
    expect(member('admin/members/?page=1', 7)).toMatchObject({ has_paid: true });
    expect($openMember.get()).toMatchObject({ has_paid: true, status: 'active' });
  });

  it('leave a member opened under another id alone', async () => {
    await shown();
    openMember(row(5, 'Ann'), 5);
    serve({ 'POST /api/v1/admin/set-paid/': [200, { detail: 'ok', user: 7, has_paid: true }] });
    await mutation($membership, { userId: 7, reason: 'Paid', paid: true });
    expect($openMember.get()).toEqual(row(5, 'Ann'));
    expect($openMemberId.get()).toBe(5);
  });
});

describe('a warning', () => {
  it("changes no member's row (they show no warnings) but has the log read again", async () => {
    await shown();
    serve({ 'POST /api/v1/admin/moderation-action/': [201, { id: 3 }] });
    const before = cached('admin/members/?page=1');
    await mutation($warning, { userId: 7, reason: 'Spam' });
    expect(cached('admin/members/?page=1')).toBe(before);
    expect(cached(LOG)).toBeUndefined();
  });
});

describe("a report's review", () => {
  it('puts the report as answered in place of its copy, and has the full list and the log read again', async () => {
    await shown();
    const resolved = { ...report(2, 'comment', 41), status: 'resolved', resolved_at: '2026-11-26T10:00:00Z' };
    serve({ 'POST /api/v1/admin/reports/2/resolve/': [200, resolved] });
    await mutation($reportReview, { reportId: 2, verdict: 'resolved', reason: 'Done' });
    expect($reports.get().data?.map((r) => r.status)).toEqual(['pending', 'resolved', 'pending']);
    expect(cached<AdminReportJson[]>('admin/reports/')?.[1]).toEqual(resolved);
    expect(cached('admin/reports/?page=1&limit=20&status=all')).toBeUndefined();
    expect(cached(LOG)).toBeUndefined();
  });

  it('refused, leaves the reports, their pages and the log as they were', async () => {
    await shown();
    serve({ 'POST /api/v1/admin/reports/2/resolve/': refusal });
    const notice = await runAction({ kind: 'dismiss', report: report(2, 'comment', 41) }, null, 'No');
    expect(notice.kind).toBe('error');
    expect($reports.get().data?.map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
    expect(cached('admin/reports/?page=1&limit=20&status=all')).toBeDefined();
    expect(cached(LOG)).toEqual([]);
  });
});

describe("a post's removal", () => {
  it('resolves the reports it answered and shows the item gone on every report about it', async () => {
    await shown();
    serve({
      'DELETE /api/v1/admin/posts/40/': [
        200,
        { detail: 'gone', content_type: 'post', content_id: 40, reports_resolved: [1, 2] },
      ],
    });
    const notice = await runAction({ kind: 'remove', report: report(1, 'post', 40) }, null, 'Spam');
    expect(notice.kind).toBe('success');
    const [first, second, third] = $reports.get().data ?? [];
    expect(first).toMatchObject({ status: 'resolved', content: null });
    expect(second).toMatchObject({ status: 'resolved', content: null });
    expect(third).toEqual(report(3, 'post', 42));
    expect(cached(LOG)).toBeUndefined();
  });

  it('refused, removes nothing from the reports', async () => {
    await shown();
    serve({ 'DELETE /api/v1/admin/comments/41/': refusal });
    const failure = await mutation($contentRemoval, { type: 'comment', id: 41, reason: 'Spam' }).catch((e) => e);
    expect(failureCode(failure)).toBe('not_found');
    expect($reports.get().data?.every((r) => r.status === 'pending' && r.content !== null)).toBe(true);
    expect(cached(LOG)).toEqual([]);
  });
});
