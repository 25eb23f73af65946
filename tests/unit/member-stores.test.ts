// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allTasks, cleanStores } from 'nanostores';
import { $profile, PROFILE } from '../../src/lib/stores/profile';
import { $progress, PROGRESS } from '../../src/lib/stores/progress';
import { seedLogsFirstScreen } from '../../src/lib/stores/weeks';
import { $saveWeek } from '../../src/lib/stores/week-save';
import { $saveDay } from '../../src/lib/stores/daily-logs';
import { $saveUnits } from '../../src/lib/stores/units';
import { $blockedMembers, $unblock } from '../../src/lib/stores/blocked-members';
import { cached, invalidateKeys, mutation } from '../../src/lib/stores/query';
import { $units } from '../../src/lib/units-store';
import { errorMessage, failureCode } from '../../src/lib/messages';
import { endSession, startSession } from '../../src/lib/session';
import type { OwnProfileJson } from '../../src/lib/contracts/profiles';
import type { ProgressJson } from '../../src/lib/contracts/progress';
import type { DailyLogJson, WeeklyLogJson } from '../../src/lib/contracts/weekly-logs';
import { dailyLogJson } from '../helpers/daily-log-json';
import { weeklyLogJson } from '../helpers/weekly-log-json';

/** The member's stores, and how their cache follows the answers of the saves (src/lib/stores). */

let calls: string[] = [];
/** Answers each call by its method and path with [status, body]; `hold` keeps an answer back until released. */
function serve(answers: Record<string, () => [number, unknown] | Promise<[number, unknown]>>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = `${init.method ?? 'GET'} ${url}`;
      calls.push(call);
      const answer = answers[call];
      if (!answer) throw new Error(`unexpected ${call}`);
      const [status, body] = await answer();
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (exp: number) =>
  `${b64({ alg: 'HS256' })}.${b64({ user_id: 3, username: 'wendy@example.com', exp })}.sig`;
const inAnHour = Math.floor(Date.now() / 1000) + 3600;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

const day = (id: number, name: string, weekId: number, fields: Partial<DailyLogJson> = {}): DailyLogJson =>
  dailyLogJson({ id, day: name, weekly_log: weekId, ...fields });
const week = (id: number, n: number, fields: Partial<WeeklyLogJson> = {}): WeeklyLogJson =>
  weeklyLogJson({ id, week_number: n, daily_logs: [day(id * 10, 'Mon', id)], ...fields });
const profile = (weeks: WeeklyLogJson[]): OwnProfileJson => ({
  id: 1,
  user_id: 3,
  full_name: 'Wendy Walker',
  user_email: 'wendy@example.com',
  date: '2026-01-01',
  has_paid: true,
  image: null,
  age: 41,
  weight: '180',
  occupation: null,
  phone_number: null,
  emergency_contact: null,
  emergency_contact_name: null,
  address: null,
  medical_history: null,
  weekly_logs: weeks,
});
const progressWeek = (n: number, startsOn: string, values: { waist?: string }, saved: boolean) => ({
  week_number: n,
  starts_on: startsOn,
  ends_on: startsOn,
  biceps: null,
  chest: null,
  waist: values.waist ?? null,
  hips: null,
  thighs: null,
  weight: null,
  progress_picture: null,
  saved,
});
/** Week 1 logged a 30 in waist; week 2, the current one (begun two days ago), has nothing yet. */
const progress = (): ProgressJson => ({
  weeks: [progressWeek(1, daysAgo(9), { waist: '30' }, true), progressWeek(2, daysAgo(2), {}, false)],
  summary: {
    current_week: 2,
    streak: 1,
    days_without_log: [],
    series: [],
  },
  goals: [
    {
      series: 'waist',
      target: '28',
      target_date: daysAgo(-60),
      start: '30',
      progress_percent: 0,
      faster_than_safe: false,
    },
  ],
  share_goals_with_staff: false,
});

const listen = () => {
  const stops = [$profile.listen(() => {}), $progress.listen(() => {})];
  return () => {
    for (const stop of stops) stop();
  };
};

beforeEach(() => {
  calls = [];
  startSession(token(inAnHour), token(inAnHour + 86_400));
  seedLogsFirstScreen({ profile: profile([week(1, 1, { waist: '30' }), week(2, 2)]), progress: progress() });
});
afterEach(() => {
  cleanStores($profile, $progress, $saveWeek, $saveDay, $saveUnits, $blockedMembers, $unblock);
  invalidateKeys(() => true);
  endSession();
  vi.unstubAllGlobals();
});

describe('the first screen', () => {
  it('seeds the cache: the weeks and the progress are shown without a request', async () => {
    serve({});
    const stop = listen();
    await allTasks();
    expect($profile.get().data?.weekly_logs).toHaveLength(2);
    expect($progress.get().data?.summary.current_week).toBe(2);
    expect(calls).toEqual([]);
    stop();
  });
});

describe('Save Week', () => {
  const saved = week(2, 2, { waist: '29', journal: 'Better.' });

  it('sends the connectivity GET and the PUT, nothing more, and the cache holds the week the PUT answered', async () => {
    serve({ 'GET /api/v1/user/profile/': () => [200, {}], 'PUT /api/v1/user/weekly-log/2/': () => [200, saved] });
    const stop = listen();
    await mutation($saveWeek, { weekId: 2, values: { waist: '29', journal: 'Better.' }, picture: null });
    await allTasks();
    expect(calls).toEqual(['GET /api/v1/user/profile/', 'PUT /api/v1/user/weekly-log/2/']);
    expect($profile.get().data?.weekly_logs.find((w) => w.id === 2)).toEqual(saved);
    stop();
  });

  it('works the check-in and the goals out from the saved week: waist 29, one less since week 1, two weeks in a row', async () => {
    serve({ 'GET /api/v1/user/profile/': () => [200, {}], 'PUT /api/v1/user/weekly-log/2/': () => [200, saved] });
    await mutation($saveWeek, { weekId: 2, values: { waist: '29' }, picture: null });
    const after = cached<ProgressJson>(PROGRESS)!;
    expect(after.weeks[1]).toMatchObject({ week_number: 2, waist: '29', saved: true });
    expect(after.summary.streak).toBe(2);
    expect(after.summary.series.find((s) => s.series === 'waist')).toMatchObject({
      latest: '29',
      since_first: { from_week: 1, amount: '-1', percent: '-3.3' },
    });
    // Week 2 began two days ago and has no day logged: those three days are listed.
    expect(after.summary.days_without_log).toHaveLength(3);
    expect(after.goals[0]!.progress_percent).toBe(50);
  });

  it('leaves the cache as it was when the PUT is refused, and the failure is said by its code', async () => {
    const refusal = { detail: 'Not found.', code: 'not_found' };
    serve({ 'GET /api/v1/user/profile/': () => [200, {}], 'PUT /api/v1/user/weekly-log/2/': () => [404, refusal] });
    const before = cached<OwnProfileJson>(PROFILE);
    const failure = await mutation($saveWeek, { weekId: 2, values: { waist: '29' }, picture: null }).catch(
      (err: unknown) => err,
    );
    expect(failureCode(failure)).toBe('not_found');
    expect(errorMessage(failure)).toBe('Not found.');
    expect(cached<OwnProfileJson>(PROFILE)).toBe(before);
  });

  it('says a network failure as one, by the code "network"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const failure = await mutation($saveWeek, { weekId: 2, values: {}, picture: null }).catch((err: unknown) => err);
    expect(failureCode(failure)).toBe('network');
    expect(errorMessage(failure)).toBe(
      'Network connection failed. Please check your internet connection and try again.',
    );
  });
});

describe('a day saved', () => {
  const monday = day(20, 'Mon', 2);
  const mondayOf = () => cached<OwnProfileJson>(PROFILE)!.weekly_logs.find((w) => w.id === 2)!.daily_logs[0]!;

  it('shows on its card at once, while the PUT is on its way, then as the server answered', async () => {
    let release!: (answer: [number, unknown]) => void;
    serve({ 'PUT /api/v1/daily-log/20/': () => new Promise((resolve) => (release = resolve)) });
    const saving = mutation($saveDay, { log: monday, values: { workout: 'Swim' } });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(mondayOf().workout).toBe('Swim');
    release([200, { ...monday, workout: 'Swim 1 km' }]);
    await saving;
    expect(mondayOf().workout).toBe('Swim 1 km');
    // A filled day of the current week is no longer listed as without a log.
    expect(cached<ProgressJson>(PROGRESS)!.summary.days_without_log).not.toContain('Mon');
  });

  it('goes back to what it was when the server refuses', async () => {
    serve({ 'PUT /api/v1/daily-log/20/': () => [404, { detail: 'Not found.', code: 'not_found' }] });
    const failure = await mutation($saveDay, { log: monday, values: { workout: 'Swim' } }).catch((err: unknown) => err);
    expect(failureCode(failure)).toBe('not_found');
    expect(mondayOf().workout).toBe('');
  });
});

describe('the units', () => {
  it('change at once, and go back when the server cannot keep the choice', async () => {
    $units.set('imperial');
    serve({ 'PUT /api/v1/user/units/': () => [500, { detail: 'Something went wrong', code: 'internal' }] });
    const saving = mutation($saveUnits, 'metric');
    expect($units.get()).toBe('metric');
    await saving.catch(() => {});
    expect($units.get()).toBe('imperial');
  });
});

describe('the blocked members', () => {
  const ana = { id: 7, full_name: 'Ana', image: null, since: '2026-02-01T10:00:00Z' };

  it('lose an unblocked member at once, who comes back when the server refuses', async () => {
    let release!: (answer: [number, unknown]) => void;
    serve({
      'GET /api/v1/block/': () => [200, [ana]],
      'DELETE /api/v1/unblock/7/': () => new Promise((resolve) => (release = resolve)),
    });
    const stop = $blockedMembers.listen(() => {});
    await allTasks();
    expect($blockedMembers.get().data).toEqual([ana]);
    const unblocking = mutation($unblock, ana).catch((err: unknown) => err);
    expect($blockedMembers.get().data).toEqual([]);
    await vi.waitFor(() => expect(calls).toContain('DELETE /api/v1/unblock/7/'));
    release([404, { detail: 'Not found.', code: 'not_found' }]);
    expect(failureCode(await unblocking)).toBe('not_found');
    expect($blockedMembers.get().data).toEqual([ana]);
    stop();
  });
});
