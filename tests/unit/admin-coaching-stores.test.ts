// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attentionSettled, startAttention } from '../../src/lib/stores/admin-attention';
import { $answerEdit, $answerRemoval, $weekAnswer } from '../../src/lib/stores/admin-feedback';
import {
  $staffMessage,
  $thread,
  $threads,
  loadOlderMessages,
  openThread,
  startThreads,
} from '../../src/lib/stores/admin-messages';
import { cached, mutateCache, mutation, seedCache } from '../../src/lib/stores/query';
import { mayChange } from '../../src/components/admin/WeekAnswers';
import { failureCode } from '../../src/lib/messages';
import { endSession, startSession } from '../../src/lib/session';
import type { AttentionListJson, ThreadSummaryJson, WeekFeedbackJson } from '../../src/lib/contracts/coaching';

/** The staff side of coaching's stores (issue 29): answers to weeks, the queue, the Messages tab. */

let calls: string[] = [];
/** Answers each call by its method and path with [status, body, headers?]. */
function serve(answers: Record<string, () => [number, unknown, Record<string, string>?]>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = `${init.method ?? 'GET'} ${url}`;
      calls.push(call);
      const answer = answers[call];
      if (!answer) throw new Error(`unexpected ${call}`);
      const [status, body, headers] = answer();
      return new Response(status === 204 ? null : JSON.stringify(body), { status, headers });
    }),
  );
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (exp: number) => `${b64({ alg: 'HS256' })}.${b64({ user_id: 9, username: 'cora@example.com', exp })}.sig`;
const inAnHour = Math.floor(Date.now() / 1000) + 3600;

const mira = { id: 7, full_name: 'Mira Member' };
const answerBy = (id: number, authorId: number | null, createdAt = new Date().toISOString()): WeekFeedbackJson => ({
  id,
  text: `answer ${id}`,
  author_id: authorId,
  author_name: 'Cora Coach',
  created_at: createdAt,
  updated_at: createdAt,
});
const queue = (): AttentionListJson => ({
  count: 1,
  results: [
    {
      member: mira,
      reasons: ['unread_message', 'unanswered_check_in'],
      unread_messages: 2,
      unanswered_week: { id: 32, week_number: 3 },
      last_check_in: '2026-11-20T10:00:00Z',
    },
  ],
});
const message = (id: number, fromStaff: boolean) => ({
  id,
  text: `message ${id}`,
  author_name: fromStaff ? 'Cora Coach' : 'Mira Member',
  from_staff: fromStaff,
  created_at: '2026-11-25T10:00:00Z',
  read: false,
});

/** Puts `data` in the cache under `key`, over what an earlier test left there. */
function put(key: string, data: unknown) {
  mutateCache(key, undefined);
  seedCache({ [key]: data });
}

beforeEach(() => {
  calls = [];
  startSession(token(inAnHour), token(inAnHour + 86_400));
  put('admin/attention/', queue());
  startAttention();
});
afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

describe('an answer to a week', () => {
  const weeks = () => [
    { id: 31, week_number: 2, feedback: [] },
    { id: 32, week_number: 3, feedback: [answerBy(1, 9)] },
  ];

  it("is put under its week in the member's cached weeks, and settles the queue's unanswered check-in", async () => {
    put('admin/members/7/weeks/', weeks());
    serve({ 'POST /api/v1/admin/weekly-log/32/feedback/': () => [201, answerBy(2, 9)] });
    await mutation($weekAnswer, { memberId: 7, week: { id: 32, week_number: 3 }, text: 'Well done.' });
    const cachedWeeks = cached<Array<{ id: number; feedback: WeekFeedbackJson[] }>>('admin/members/7/weeks/')!;
    expect(cachedWeeks.find((w) => w.id === 32)!.feedback.map((a) => a.id)).toEqual([1, 2]);
    expect(cached<AttentionListJson>('admin/attention/')!.results[0]).toMatchObject({
      reasons: ['unread_message'],
      unanswered_week: null,
      unread_messages: 2,
    });
  });

  it('to an older week than the one waiting leaves the unanswered check-in in the queue', async () => {
    put('admin/members/7/weeks/', weeks());
    serve({ 'POST /api/v1/admin/weekly-log/31/feedback/': () => [201, answerBy(3, 9)] });
    await mutation($weekAnswer, { memberId: 7, week: { id: 31, week_number: 2 }, text: 'Late answer.' });
    expect(cached<AttentionListJson>('admin/attention/')!.results[0]!.reasons).toContain('unanswered_check_in');
  });

  it("is changed and removed in place, and another staff member's refusal changes nothing", async () => {
    put('admin/members/7/weeks/', weeks());
    const week = { id: 32, week_number: 3 };
    serve({ 'PATCH /api/v1/admin/feedback/1/': () => [200, { ...answerBy(1, 9), text: 'Changed.' }] });
    await mutation($answerEdit, { memberId: 7, week, id: 1, text: 'Changed.' });
    const answers = () =>
      cached<Array<{ id: number; feedback: WeekFeedbackJson[] }>>('admin/members/7/weeks/')!.find((w) => w.id === 32)!
        .feedback;
    expect(answers().map((a) => a.text)).toEqual(['Changed.']);

    const refusal = { detail: 'You can only change your own answers.', code: 'not_own_feedback' };
    serve({ 'DELETE /api/v1/admin/feedback/1/': () => [403, refusal] });
    const failure = await mutation($answerRemoval, { memberId: 7, week, id: 1 }).catch((err: unknown) => err);
    expect(failureCode(failure)).toBe('not_own_feedback');
    expect(answers()).toHaveLength(1);

    serve({ 'DELETE /api/v1/admin/feedback/1/': () => [204, null] });
    await mutation($answerRemoval, { memberId: 7, week, id: 1 });
    expect(answers()).toEqual([]);
  });

  it('may be changed by its author only, for 24 hours', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(mayChange(answerBy(1, 9, '2026-11-27T00:00:00Z'), 9, now)).toBe(true);
    expect(mayChange(answerBy(1, 9, '2026-11-26T11:59:00Z'), 9, now)).toBe(false);
    expect(mayChange(answerBy(1, 8, '2026-11-27T00:00:00Z'), 9, now)).toBe(false);
    expect(mayChange(answerBy(1, null, '2026-11-27T00:00:00Z'), 9, now)).toBe(false);
  });
});

describe('the queue', () => {
  it('loses a member with their last reason', () => {
    attentionSettled(7, 'unread_message');
    attentionSettled(7, 'unanswered_check_in', 3);
    expect(cached<AttentionListJson>('admin/attention/')).toEqual({ count: 0, results: [] });
  });
});

describe("a member's conversation", () => {
  const threads = (): ThreadSummaryJson[] => [
    { member: { id: 5, full_name: 'Ada' }, unread: 1, last_message: message(10, false) },
    { member: mira, unread: 2, last_message: message(11, false) },
  ];

  it("once opened, is read: its thread's unread count and the queue's unread reason go", async () => {
    serve({
      'GET /api/v1/admin/messages/?limit=100': () => [200, threads()],
      'GET /api/v1/admin/members/7/messages/': () => [
        200,
        [message(11, false)],
        { 'X-Has-More': 'true', 'X-Next-Before': '11' },
      ],
    });
    const stopThreads = $threads.listen(() => {});
    startThreads();
    await vi.waitFor(() => expect($threads.get().data).toHaveLength(2));
    const stop = $thread.listen(() => {});
    openThread(mira);
    await vi.waitFor(() => expect($thread.get().data).toEqual({ messages: [message(11, false)], nextBefore: 11 }));
    expect($threads.get().data!.find((t) => t.member.id === 7)!.unread).toBe(0);
    expect(cached<AttentionListJson>('admin/attention/')!.results[0]!.reasons).toEqual(['unanswered_check_in']);

    // Staff's message goes after the ones shown, and its thread first.
    serve({ 'POST /api/v1/admin/members/7/messages/': () => [201, message(12, true)] });
    await mutation($staffMessage, { member: mira, text: 'message 12' });
    expect(cached<{ messages: Array<{ id: number }> }>('admin/members/7/messages/')!.messages.map((m) => m.id)).toEqual(
      [11, 12],
    );
    expect(cached<ThreadSummaryJson[]>('admin/messages/?limit=100')!.map((t) => t.member.id)).toEqual([7, 5]);
    stop();
    stopThreads();
    openThread(null);
  });

  it("puts an older page before the messages shown, leaving out one already shown, as the member's thread does", async () => {
    put('admin/members/7/messages/', { messages: [message(11, false), message(12, true)], nextBefore: 11 });
    serve({
      'GET /api/v1/admin/members/7/messages/?before=11': () => [
        200,
        [message(9, false), message(10, false), message(11, false)],
        { 'X-Has-More': 'false' },
      ],
    });
    await loadOlderMessages(7);
    expect(cached<{ messages: Array<{ id: number }>; nextBefore: number | null }>('admin/members/7/messages/')).toEqual(
      {
        messages: [message(9, false), message(10, false), message(11, false), message(12, true)],
        nextBefore: null,
      },
    );
  });
});
