// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api';
import { endSession, startSession } from '../../src/lib/session';
import { failureCode } from '../../src/lib/messages';
import { createFetcherStore, mutation } from '../../src/lib/stores/query';
import { $fileReport } from '../../src/lib/stores/reports';
import { $saveGoals } from '../../src/lib/stores/goals';
import { $adminAppeals, $decideAppeal, startAppeals } from '../../src/lib/stores/appeals';
import type { AdminAppealJson } from '../../src/lib/contracts/appeals';
import type { ProgressJson } from '../../src/lib/contracts/progress';
import { fakeApi, type ApiCall } from '../helpers/fake-api';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (name: string) =>
  `${b64({ alg: 'HS256' })}.${b64({ user_id: 3, username: 'm@example.com', token_type: name, exp: Math.floor(Date.now() / 1000) + 900 })}.sig`;

let calls: ApiCall[] = [];
const serve = (...answers: Array<[number, unknown]>) => {
  calls = fakeApi(answers);
};

/** Resolves once the store has data (or failed). */
const loaded = (store: typeof $adminAppeals | ReturnType<typeof createFetcherStore<ProgressJson>>) =>
  new Promise<void>((resolve) => {
    const unbind = store.subscribe((value) => {
      if (value.data !== undefined || value.error !== undefined) {
        queueMicrotask(() => unbind());
        resolve();
      }
    });
  });

beforeEach(() => startSession(token('access'), token('refresh')));
afterEach(() => {
  vi.unstubAllGlobals();
  endSession();
});

describe('a write through a mutator store', () => {
  it('throws what the server refused with to the form, by its code, even when no island listens to the store', async () => {
    serve([400, { detail: 'You have already reported this and it is awaiting review.', code: 'already_reported' }]);
    const report = {
      reported_user: 4,
      content_type: 'post' as const,
      content_id: 9,
      report_type: 'spam' as const,
      description: 'Pills',
    };
    const refused = await mutation($fileReport, report).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect(failureCode(refused)).toBe('already_reported');
    expect($fileReport.get().loading).toBe(false);
  });

  it("puts the saved goals' answer into the cached progress, and nothing reads the progress again", async () => {
    const before = { goals: [], share_goals_with_staff: false, weeks: [] } as unknown as ProgressJson;
    const after = {
      ...before,
      goals: [{ series: 'waist', target: '30' }],
      share_goals_with_staff: true,
    } as unknown as ProgressJson;
    serve([200, before], [200, after]);
    const $progress = createFetcherStore<ProgressJson>(['user/progress/']);
    const unbind = $progress.listen(() => {});
    await loaded($progress);
    expect(await mutation($saveGoals, { goals: [], share_goals_with_staff: true })).toEqual(after);
    expect($progress.get().data).toEqual(after);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/v1/user/progress/', 'PUT /api/v1/user/goals/']);
    unbind();
  });

  it("puts staff's decision in its place in the cached appeals: after the open ones, first of the decided", async () => {
    const appeal = (id: number, status: AdminAppealJson['status']) => ({ id, status }) as AdminAppealJson;
    serve([200, appeal(1, 'accepted')]);
    startAppeals([appeal(1, 'open'), appeal(2, 'open'), appeal(3, 'rejected')]);
    const unbind = $adminAppeals.listen(() => {});
    await loaded($adminAppeals);
    await mutation($decideAppeal, { id: 1, verdict: 'accept', reply: 'Lifted.' });
    expect($adminAppeals.get().data!.map((a) => `${a.id} ${a.status}`)).toEqual(['2 open', '1 accepted', '3 rejected']);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/v1/admin/appeals/1/accept/']);
    expect(calls[0]!.body).toEqual({ reply: 'Lifted.' });
    unbind();
  });
});
