/**
 * npm run bench [-- --quick] [--report <file>]
 *
 * Builds the site when the build is stale, seeds a fresh data folder (PGlite in a temp DATA_DIR, or a fresh
 * database on the PostgreSQL at DATABASE_URL), starts the built server on it and measures the rows of issue 13 over
 * loopback: one table with a budget and a verdict per row, bench-results.json beside it, and with --report a
 * jest-compatible summary for CI. Every throughput figure is a ratio to a reference measured in the same run.
 * --quick runs every row for a moment on small data (CI): it fails when the bench breaks, never on a budget.
 */
import os from 'node:os';
import { buildSiteIfStale, siteOutDir } from '../site-build.mjs';
import { readOptions } from './options';
import { brokenRow, formatTable, writeJestReport, writeResults, type Row } from './table';
import { createBenchData, type BenchData } from './database';
import { seedBench, STAFF_EMAIL, memberEmail } from './seed';
import { startServer, type BenchServer } from './server';
import { signIn, type SignedIn } from './sign-in';
import { apiRows, ssrRow } from './http-rows';
import { signInFloodRow } from './sign-in-flood-row';
import { javascriptRows } from './browser-rows';
import { lighthouseRows } from './lighthouse';
import { pwaRow } from './pwa-row';
import { uploadRow } from './upload-row';
import { adminScreenRow, allProfilesNote, memberWeeksRow } from './admin-row';
import { launchChromium } from './browser';
import { idle, IDLE_MS, ms } from './load';
import type { Browser } from '@playwright/test';

const opts = readOptions(process.argv.slice(2));
const outDir = siteOutDir();
buildSiteIfStale(outDir);

const started = performance.now();
/** Other work on the machine skews every figure: the title says how busy it was when the bench began. */
const loadAtStart = os.loadavg()[0]!;
const rows: Row[] = [];
const servers: BenchServer[] = [];
// Held in an object: they are set inside main() and read in finally, which TypeScript's narrowing does not follow.
const held: { data: BenchData | null; browser: Browser | null } = { data: null, browser: null };

/**
 * Runs one row group; an error (or the server dying under it) makes it a broken row, and the bench goes on. `pick`:
 * the name `--rows` may also give it, to run it alone (a row number runs every group of that row).
 */
async function measure(
  id: string,
  name: string,
  budget: string,
  work: () => Promise<Row | Row[]>,
  server?: BenchServer,
  pick?: string,
): Promise<void> {
  if (!wanted(id) && !(pick && wanted(pick))) return;
  const t = performance.now();
  process.stdout.write(`row ${id} ${name}… `);
  try {
    const got = await work();
    server?.assertAlive();
    rows.push(...(Array.isArray(got) ? got : [got]));
    console.log(`${((performance.now() - t) / 1000).toFixed(1)} s`);
  } catch (err) {
    rows.push(brokenRow(id, name, budget, err));
    console.log(`broke: ${(err as Error).message.split('\n')[0]}`);
  }
}

function finish(code: number): never {
  const kind = held.data?.kind === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const seconds = (performance.now() - started) / 1000;
  const title =
    `FitGroup bench (${opts.quick ? 'quick' : 'full'}, ${kind}, ${os.cpus().length} cores, Node ${process.versions.node}, ` +
    `${opts.members} members x ${opts.weeks} weeks, ${opts.posts} posts x ${opts.commentsPerPost} comments; admin ${opts.adminMembers}; ` +
    `load avg ${loadAtStart.toFixed(1)} at start, ${seconds.toFixed(0)} s)`;
  console.log('\n' + formatTable(rows, title));
  writeResults('bench-results.json', rows, {
    title,
    quick: opts.quick,
    database: kind,
    date: new Date().toISOString(),
    seconds,
    loadAtStart,
  });
  if (opts.report) writeJestReport(opts.report, rows);
  const broken = rows.filter((r) => r.status === 'broken').length;
  if (broken > 0) console.error(`\n${broken} row(s) broke: the bench itself failed (budgets are not what failed).`);
  process.exit(code || (broken > 0 ? 1 : 0));
}

/** The bench is bounded: past this, what was measured is printed and the run fails. */
const watchdog = setTimeout(
  () => {
    for (const s of servers) s.stop().catch(() => undefined);
    rows.push(brokenRow('-', 'bench', '-', new Error(`the bench took longer than ${opts.quick ? 5 : 10} minutes`)));
    finish(1);
  },
  (opts.quick ? 5 : 10) * 60_000,
);
watchdog.unref();

/** Whether `--rows` asked for this row (every row when it was not given). */
function wanted(id: string): boolean {
  return opts.rows === null || opts.rows.has(id);
}

async function start(): Promise<BenchServer> {
  const server = await startServer({ outDir, data: held.data!, port: opts.port });
  servers.push(server);
  return server;
}

/**
 * One server runs every row, on data seeded once: the members, their weeks and the feed, and the admin row's
 * members on top (they post nothing, so the feed and the profile rows see the same data as without them). Row 3
 * comes last of the rows a browser drives; row 8 reads the memory of that one process once every row is done.
 */
async function main(): Promise<void> {
  const data = (held.data = await createBenchData());
  const t = performance.now();
  await seedBench(
    data,
    {
      from: 0,
      to: opts.members,
      weeks: opts.weeks,
      posts: opts.posts,
      commentsPerPost: opts.commentsPerPost,
      authors: opts.members,
    },
    true,
  );
  await seedBench(
    data,
    { from: opts.members, to: opts.adminMembers, weeks: opts.weeks, posts: 0, commentsPerPost: 0, authors: 0 },
    false,
  );
  console.log(
    `seeded ${opts.adminMembers} members (${opts.members} of them posting) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const server = await start();
  const staff = await signIn(server.base, STAFF_EMAIL);
  const member = await signIn(server.base, memberEmail(1));
  const pglite = data.kind === 'pglite';

  await measure('1', 'API at 20 connections', 'p99 ≤ 50 ms', () => apiRows(opts, server, member, data.kind), server);
  await measure('2', '/community SSR', '≥ 0.3x home', () => ssrRow(opts, server, member), server);
  await measure(
    '4',
    'JS per route',
    '≤ 15 / 100 KB',
    async () => javascriptRows((held.browser ??= await launchChromium()), server.base, staff, outDir),
    server,
  );
  await measure('5', 'Lighthouse', 'perf ≥ 95, a11y 100', () => lighthouseRows(opts, server.base, staff), server);
  await measure(
    '5',
    'PWA',
    'all pass',
    async () => pwaRow((held.browser ??= await launchChromium()), server.base, member),
    server,
    'pwa',
  );
  await measure('6', 'sign-in flood', 'p99 ≤ 50 ms; 503 with Retry-After', () => signInFloodRow(opts, server), server);
  await measure(
    '7',
    'picture upload',
    'p50 ≤ 800 ms; RSS +≤ 200 MB',
    async () => {
      const uploaders: SignedIn[] = [];
      for (let n = 1; n <= opts.parallelUploads; n++) uploaders.push(await signIn(server.base, memberEmail(n)));
      return uploadRow(opts, server, uploaders);
    },
    server,
  );
  await measure(
    '3',
    'admin first screen',
    '≤ 300 ms, ≤ 200 KB',
    async () => {
      const row = await adminScreenRow(opts, (held.browser ??= await launchChromium()), server, staff);
      row.note = [row.note, await allProfilesNote(server, staff)].filter(Boolean).join('; ');
      return row;
    },
    server,
  );
  await measure('3', "admin: one member's weeks", '≤ 100 ms', () => memberWeeksRow(opts, server, staff), server);
  const rssAtOnce = server.rssMb();
  await idle();
  const rss = server.rssMb();
  const map = server.memoryMap();
  await server.stop();

  rows.push({
    id: '8',
    name: `cold start (${data.kind})`,
    value: `${ms(server.coldStartMs)} spawn → first 200 on /api/v1/health (${opts.adminMembers} members)`,
    budget: '≤ 3 s (PGlite)',
    pass: pglite ? server.coldStartMs <= 3000 : null,
    status: 'ran',
    metrics: { coldStartMs: server.coldStartMs },
  });
  const ran = opts.rows === null ? 'every row' : `rows ${[...opts.rows].sort().join(', ')}`;
  rows.push({
    id: '8',
    name: 'server RSS after the bench',
    value: `${Math.round(rss)} MB after ${ran} on one server, ${IDLE_MS / 1000} s after the last request (${Math.round(rssAtOnce)} MB at once)`,
    budget: '≤ 400 MB',
    pass: rss <= 400,
    status: 'ran',
    note: memoryNote(map),
    metrics: { rss, rssAtOnce, map },
  });
  rows.sort((a, b) => a.id.localeCompare(b.id));
}

/** A memory map in a few words (readMemoryMap). */
function memoryNote(map: ReturnType<BenchServer['memoryMap']>): string {
  return `anonymous ${Math.round(map.anonymous)} MB (largest mapping ${Math.round(map.largestAnonymous)} MB), malloc heap ${Math.round(map.heap)} MB, files ${Math.round(map.files)} MB`;
}

let code = 0;
try {
  await main();
} catch (err) {
  rows.push(brokenRow('-', 'bench', '-', err));
  const tail = servers.at(-1)?.tail();
  console.error(`\nThe bench stopped: ${(err as Error).stack ?? err}${tail ? `\nserver said:\n${tail}` : ''}`);
  code = 1;
} finally {
  await held.browser?.close().catch(() => undefined);
  for (const s of servers) await s.stop().catch(() => undefined);
  await held.data?.remove().catch((err: Error) => console.error(`could not remove the bench data: ${err.message}`));
}
finish(code);
