import type { BenchOptions } from './options';
import type { Row } from './table';
import type { BenchServer } from './server';
import { assertAnswered, measureLoad, ms, perSecond, type LoadResult } from './load';
import { startReferenceServer } from './reference-server';
import { getJson, signIn, type SignedIn } from './sign-in';
import { memberEmail } from './seed';
import { BENCH_PASSWORD } from './options';

const API = '/api/v1';
const P99_BUDGET_MS = 50;

function latencyValue(r: LoadResult): string {
  return `p50 ${ms(r.p50)} · p99 ${ms(r.p99)} · ${perSecond(r.rps)}`;
}

/** The p99 budget holds on PGlite; on PostgreSQL the row is informative. */
function p99Verdict(r: LoadResult, kind: string): boolean | null {
  return kind === 'pglite' ? r.p99 <= P99_BUDGET_MS : null;
}

/** Row 1: the feed (with its node:http reference), the member's profile, and a daily-log save, at 20 connections. */
export async function apiRows(opts: BenchOptions, server: BenchServer, member: SignedIn, kind: string): Promise<Row[]> {
  const load = (spec: Parameters<typeof measureLoad>[0]) => measureLoad(spec, opts.warmupSeconds);
  const c = opts.connections;
  const feedUrl = `${server.base}${API}/community/`;
  const feed = await getJson<unknown[]>(feedUrl, member.bearer);
  const reference = await startReferenceServer(opts.port + 1, feed.bytes, feed.contentType);
  let ref: LoadResult;
  try {
    ref = await load({ url: reference.url, connections: c, seconds: opts.seconds });
  } finally {
    await reference.close();
  }
  const feedLoad = await load({ url: feedUrl, connections: c, seconds: opts.seconds, headers: member.bearer });
  assertAnswered('feed', feedLoad);
  const ratio = feedLoad.rps / ref.rps;
  const budget = `p99 ≤ ${P99_BUDGET_MS} ms; ≥ 0.10x ref`;
  const p99Ok = p99Verdict(feedLoad, kind);
  const rows: Row[] = [
    {
      id: '1',
      name: 'GET community/ (feed)',
      value: `${latencyValue(feedLoad)} = ${ratio.toFixed(3)}x node:http (${perSecond(ref.rps)}, ${kb(feed.bytes.length)})`,
      budget,
      pass: p99Ok === null ? ratio >= 0.1 : p99Ok && ratio >= 0.1,
      status: 'ran',
      metrics: { load: feedLoad, reference: ref, ratio, bytes: feed.bytes.length, posts: feed.body.length },
    },
  ];

  const profileUrl = `${server.base}${API}/user/profile/`;
  const profile = await getJson<{ weekly_logs: unknown[] }>(profileUrl, member.bearer);
  const profileLoad = await load({ url: profileUrl, connections: c, seconds: opts.seconds, headers: member.bearer });
  assertAnswered('profile', profileLoad);
  rows.push({
    id: '1',
    name: 'GET user/profile/',
    value: `${latencyValue(profileLoad)} (${profile.body.weekly_logs.length} weeks, ${kb(profile.bytes.length)})`,
    budget: `p99 ≤ ${P99_BUDGET_MS} ms`,
    pass: p99Verdict(profileLoad, kind),
    status: 'ran',
    metrics: { load: profileLoad, bytes: profile.bytes.length },
  });

  rows.push(await dailyLogSaveRow(opts, server, kind));
  return rows;
}

interface DayTarget {
  authorization: string;
  id: number;
  weeklyLog: number;
}

/** Many members each saving one of their own days (PUT daily-log/{id}/), round robin over the connections. */
async function dailyLogSaveRow(opts: BenchOptions, server: BenchServer, kind: string): Promise<Row> {
  const savers = Math.min(opts.connections, opts.members);
  const targets: DayTarget[] = [];
  for (let n = 1; n <= savers; n++) {
    const member = await signIn(server.base, memberEmail(n));
    const { body } = await getJson<{ weekly_logs: Array<{ id: number; daily_logs: Array<{ id: number }> }> }>(
      `${server.base}${API}/user/profile/`,
      member.bearer,
    );
    const week = body.weekly_logs.at(-1);
    const day = week?.daily_logs[1];
    if (!week || !day) throw new Error(`member ${n} has no weeks to log`);
    targets.push({ authorization: member.bearer['authorization']!, id: day.id, weeklyLog: week.id });
  }
  let turn = 0;
  const saveLoad = await measureLoad(
    {
      url: `${server.base}${API}/daily-log/${targets[0]!.id}/`,
      connections: opts.connections,
      seconds: opts.seconds,
      method: 'PUT',
      next: (req) => {
        const t = targets[turn++ % targets.length]!;
        return {
          ...req,
          method: 'PUT',
          path: `${API}/daily-log/${t.id}/`,
          headers: { 'content-type': 'application/json', authorization: t.authorization },
          body: JSON.stringify({ weekly_log: t.weeklyLog, workout: `Bench circuit ${turn}`, duration: '45 min', water_intake_oz: '64' }),
        };
      },
    },
    opts.warmupSeconds,
  );
  assertAnswered('daily-log save', saveLoad);
  return {
    id: '1',
    name: 'PUT daily-log/{id}/ (save)',
    value: `${latencyValue(saveLoad)} (${targets.length} members)`,
    budget: `p99 ≤ ${P99_BUDGET_MS} ms`,
    pass: p99Verdict(saveLoad, kind),
    status: 'ran',
    metrics: { load: saveLoad },
  };
}

/** Row 2: the signed-in /community page (SSR) against the prerendered home on the same server. */
export async function ssrRow(opts: BenchOptions, server: BenchServer, member: SignedIn): Promise<Row> {
  const page = await fetch(`${server.base}/community`, { headers: { cookie: member.cookie }, redirect: 'manual' });
  const html = await page.text();
  if (page.status !== 200) throw new Error(`/community answered ${page.status} (signed in by cookie)`);
  const home = await measureLoad({ url: `${server.base}/`, connections: opts.connections, seconds: opts.seconds }, opts.warmupSeconds);
  assertAnswered('home', home);
  const ssr = await measureLoad(
    { url: `${server.base}/community`, connections: opts.connections, seconds: opts.seconds, headers: { cookie: member.cookie } },
    opts.warmupSeconds,
  );
  assertAnswered('/community', ssr);
  const ratio = ssr.rps / home.rps;
  return {
    id: '2',
    name: '/community SSR (signed in)',
    value: `${perSecond(ssr.rps)} (p99 ${ms(ssr.p99)}, ${kb(html.length)}) = ${ratio.toFixed(3)}x home (${perSecond(home.rps)})`,
    budget: '≥ 0.3x home',
    pass: ratio >= 0.3,
    status: 'ran',
    metrics: { ssr, home, ratio },
  };
}

interface Polled {
  latencies: number[];
  p50: number;
  p99: number;
  failures: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * `pollers` loops of one GET after another for `seconds`; every answer counts, however late it comes (a load tool
 * drops the requests still in flight when its time is up, which hides exactly the slow answers this row is about).
 */
async function poll(url: string, pollers: number, seconds: number): Promise<Polled> {
  const deadline = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: pollers }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
        await res.arrayBuffer();
        if (res.status === 200) latencies.push(performance.now() - t);
        else failures++;
      }
    }),
  );
  const sorted = [...latencies].sort((a, b) => a - b);
  return { latencies: sorted, p50: percentile(sorted, 50), p99: percentile(sorted, 99), failures };
}

/** Row 6: /api/v1/health under a flood of sign-ins (argon2), against health alone in the same run. */
export async function signInFloodRow(opts: BenchOptions, server: BenchServer): Promise<Row> {
  const healthUrl = `${server.base}${API}/health`;
  await poll(healthUrl, 2, opts.warmupSeconds);
  const quiet = await poll(healthUrl, 2, opts.floodSeconds);
  let turn = 0;
  const flood = measureLoad(
    {
      url: `${server.base}${API}/user/token/`,
      connections: opts.floodConnections,
      seconds: opts.floodSeconds + 1,
      method: 'POST',
      next: (req) => ({
        ...req,
        method: 'POST',
        path: `${API}/user/token/`,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: memberEmail(1 + (turn++ % opts.members)), password: BENCH_PASSWORD }),
      }),
    },
    0,
  );
  await new Promise((r) => setTimeout(r, 500));
  const busy = await poll(healthUrl, 2, opts.floodSeconds);
  const signIns = await flood;
  if (quiet.latencies.length === 0 || busy.latencies.length === 0) throw new Error('health never answered 200');
  const refused = signIns.statuses['503'] ?? 0;
  const limited = signIns.statuses['429'] ?? 0;
  const other = Object.entries(signIns.statuses).filter(([code]) => !['200', '503', '429'].includes(code));
  if (other.length > 0 || signIns.errors > 0) {
    throw new Error(`sign-ins answered ${other.map(([c, n]) => `${n}x${c}`).join(', ') || 'nothing'}, ${signIns.errors} errors/timeouts`);
  }
  return {
    id: '6',
    name: 'health p99 during sign-in flood',
    value:
      `p99 ${ms(busy.p99)} (p50 ${ms(busy.p50)}; alone p99 ${ms(quiet.p99)})` +
      `${busy.failures ? `, ${busy.failures} health non-200` : ''}; ${signIns.total} sign-ins, ${refused} got 503` +
      `${limited ? `, ${limited} got 429` : ''}`,
    budget: 'p99 ≤ 50 ms',
    pass: busy.p99 <= 50 && busy.failures === 0,
    status: 'ran',
    note: `${opts.floodConnections} parallel sign-ins: ${signIns.ok} ok (${Math.round(signIns.rps)}/s), p50 ${ms(signIns.p50)}; ${busy.latencies.length} health answers during it`,
    metrics: { quiet: { ...quiet, latencies: undefined }, busy: { ...busy, latencies: undefined }, signIns },
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
