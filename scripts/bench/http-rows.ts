import type { BenchOptions } from './options';
import type { Row } from './table';
import type { BenchServer } from './server';
import { assertAnswered, measureLoad, ms, perSecond, type LoadResult, type LoadSpec } from './load';
import { BROWSER_ACCEPT_ENCODING, requestAsSent, type AsSent } from './as-sent';
import { startReferenceServer } from './reference-server';
import { getJson, signIn, type SignedIn } from './sign-in';
import { memberEmail } from './seed';
import { percentile } from './sign-in-flood-row';

const API = '/api/v1';
const P99_BUDGET_MS = 50;

function latencyValue(r: LoadResult): string {
  return `p50 ${ms(r.p50)} · p99 ${ms(r.p99)} · ${perSecond(r.rps)}`;
}

/** The p99 budget holds on PGlite; on PostgreSQL the row is informative. */
function p99Verdict(r: LoadResult, kind: string): boolean | null {
  return kind === 'pglite' ? r.p99 <= P99_BUDGET_MS : null;
}

/** An app's load run and, in the same run, bare node:http answering the same bytes (reference-server.ts). */
interface Compared {
  app: LoadResult;
  reference: LoadResult;
  ratio: number;
  sent: AsSent;
}

/**
 * Loads `spec` on the app and the same requests on a reference that answers every one with the bytes the app sent
 * for `sample` (compressed as the app compressed them); the ratio is the app's answers per second to the reference's.
 */
async function againstReference(
  opts: BenchOptions,
  what: string,
  spec: LoadSpec,
  sample: () => Promise<AsSent>,
): Promise<Compared> {
  const sent = await sample();
  if (sent.status !== 200) throw new Error(`${what} answered ${sent.status}`);
  const reference = await startReferenceServer(opts.port + 1, sent);
  let ref: LoadResult;
  try {
    ref = await measureLoad({ ...spec, url: reference.url }, opts.warmupSeconds);
  } finally {
    await reference.close();
  }
  assertAnswered(`${what} (reference)`, ref);
  const app = await measureLoad(spec, opts.warmupSeconds);
  assertAnswered(what, app);
  return { app, reference: ref, ratio: app.rps / ref.rps, sent };
}

function comparedValue(c: Compared, detail: string): string {
  return `${latencyValue(c.app)} = ${c.ratio.toFixed(3)}x node:http (${perSecond(c.reference.rps)}; ${detail})`;
}

/** What went over the wire, and how big it is once decoded. */
function sentSize(sent: AsSent, decodedBytes: number): string {
  return sent.contentEncoding
    ? `${kb(decodedBytes)}, ${kb(sent.bytes.length)} as ${sent.contentEncoding}`
    : kb(sent.bytes.length);
}

/**
 * Row 1: the feed, the member's profile, and a daily-log save, at 20 connections, each against node:http answering
 * the same bytes in the same run. Only the feed's ratio has a budget.
 */
export async function apiRows(opts: BenchOptions, server: BenchServer, member: SignedIn, kind: string): Promise<Row[]> {
  const c = opts.connections;
  const feedUrl = `${server.base}${API}/community/`;
  const feed = await getJson<unknown[]>(feedUrl, member.bearer);
  const feedRun = await againstReference(
    opts,
    'feed',
    { url: feedUrl, connections: c, seconds: opts.seconds, headers: member.bearer },
    () => requestAsSent(feedUrl, { headers: member.bearer }),
  );
  const p99Ok = p99Verdict(feedRun.app, kind);
  const rows: Row[] = [
    {
      id: '1',
      name: 'GET community/ (feed)',
      value: comparedValue(feedRun, sentSize(feedRun.sent, feed.bytes.length)),
      budget: `p99 ≤ ${P99_BUDGET_MS} ms; ≥ 0.10x ref`,
      pass: p99Ok === null ? feedRun.ratio >= 0.1 : p99Ok && feedRun.ratio >= 0.1,
      status: 'ran',
      metrics: {
        load: feedRun.app,
        reference: feedRun.reference,
        ratio: feedRun.ratio,
        bytes: feed.bytes.length,
        sentBytes: feedRun.sent.bytes.length,
        posts: feed.body.length,
      },
    },
  ];

  const profileUrl = `${server.base}${API}/user/profile/`;
  const profile = await getJson<{ weekly_logs: unknown[] }>(profileUrl, member.bearer);
  const profileRun = await againstReference(
    opts,
    'profile',
    { url: profileUrl, connections: c, seconds: opts.seconds, headers: member.bearer },
    () => requestAsSent(profileUrl, { headers: member.bearer }),
  );
  rows.push({
    id: '1',
    name: 'GET user/profile/',
    value: comparedValue(
      profileRun,
      `${profile.body.weekly_logs.length} weeks, ${sentSize(profileRun.sent, profile.bytes.length)}`,
    ),
    budget: `p99 ≤ ${P99_BUDGET_MS} ms`,
    pass: p99Verdict(profileRun.app, kind),
    status: 'ran',
    metrics: {
      load: profileRun.app,
      reference: profileRun.reference,
      ratio: profileRun.ratio,
      bytes: profile.bytes.length,
    },
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
    const { body } = await getJson<{
      weekly_logs: Array<{
        id: number;
        start_date: string | null;
        daily_logs: Array<{ id: number; date: string | null }>;
      }>;
    }>(`${server.base}${API}/user/profile/`, member.bearer);
    const week = body.weekly_logs.at(-1);
    // The week's first day: it has always begun (later days of the current week may not have, and are refused).
    const day = week?.daily_logs.find((d) => d.date === week.start_date) ?? week?.daily_logs[0];
    if (!week || !day) throw new Error(`member ${n} has no weeks to log`);
    targets.push({ authorization: member.bearer['authorization']!, id: day.id, weeklyLog: week.id });
  }
  let turn = 0;
  const save = (t: DayTarget, n: number) => ({
    method: 'PUT',
    path: `${API}/daily-log/${t.id}/`,
    headers: { 'content-type': 'application/json', authorization: t.authorization },
    body: JSON.stringify({
      weekly_log: t.weeklyLog,
      workout: `Bench circuit ${n}`,
      duration: '45 min',
      water_intake_oz: '64',
    }),
  });
  const first = save(targets[0]!, 0);
  const saveRun = await againstReference(
    opts,
    'daily-log save',
    {
      url: `${server.base}${first.path}`,
      connections: opts.connections,
      seconds: opts.seconds,
      method: 'PUT',
      next: (req) => ({ ...req, ...save(targets[turn++ % targets.length]!, turn) }),
    },
    () => requestAsSent(`${server.base}${first.path}`, first),
  );
  return {
    id: '1',
    name: 'PUT daily-log/{id}/ (save)',
    value: comparedValue(saveRun, `${targets.length} members`),
    budget: `p99 ≤ ${P99_BUDGET_MS} ms`,
    pass: p99Verdict(saveRun.app, kind),
    status: 'ran',
    metrics: { load: saveRun.app, reference: saveRun.reference, ratio: saveRun.ratio },
  };
}

/**
 * Row 2: the signed-in /community page against the prerendered home on the same server. `/community` depends only
 * on the member's shell, so the server renders it once per member and sends it again as bytes (shell-pages.ts):
 * the load goes round `connections` members, and each one's first page, rendered, is timed on its own first.
 */
export async function ssrRow(opts: BenchOptions, server: BenchServer, member: SignedIn): Promise<Row> {
  const members = [member];
  for (let n = 2; n <= Math.min(opts.connections, opts.members); n++)
    members.push(await signIn(server.base, memberEmail(n)));
  const firstPages: number[] = [];
  let html = '';
  for (const m of members) {
    const started = performance.now();
    const page = await fetch(`${server.base}/community`, {
      headers: { cookie: m.cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      redirect: 'manual',
    });
    html = await page.text();
    if (page.status !== 200) throw new Error(`/community answered ${page.status} (signed in by cookie)`);
    firstPages.push(performance.now() - started);
  }
  firstPages.sort((x, y) => x - y);
  const home = await measureLoad(
    { url: `${server.base}/`, connections: opts.connections, seconds: opts.seconds },
    opts.warmupSeconds,
  );
  assertAnswered('home', home);
  let turn = 0;
  const ssr = await measureLoad(
    {
      url: `${server.base}/community`,
      connections: opts.connections,
      seconds: opts.seconds,
      next: (req) => ({
        ...req,
        method: 'GET',
        path: '/community',
        headers: { cookie: members[turn++ % members.length]!.cookie },
      }),
    },
    opts.warmupSeconds,
  );
  assertAnswered('/community', ssr);
  const ratio = ssr.rps / home.rps;
  return {
    id: '2',
    name: `/community SSR (${members.length} members in turn)`,
    value: `${perSecond(ssr.rps)} (p99 ${ms(ssr.p99)}, ${kb(html.length)}) = ${ratio.toFixed(3)}x home (${perSecond(home.rps)})`,
    budget: '≥ 0.3x home',
    pass: ratio >= 0.3,
    status: 'ran',
    note: `each member's first /community, rendered: p50 ${ms(percentile(firstPages, 50))}, max ${ms(firstPages.at(-1)!)}; then sent again as kept`,
    metrics: { ssr, home, ratio, firstPages },
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
