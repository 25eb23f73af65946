import type { Browser } from '@playwright/test';
import type { BenchOptions } from './options';
import type { Row } from './table';
import type { BenchServer } from './server';
import { signIn, type SignedIn } from './sign-in';
import { loadPage, signedInContext } from './browser';
import { memberEmail } from './seed';
import { kb } from './http-rows';
import { ms } from './load';

const FIRST_SCREEN_MS = 300;
const FIRST_SCREEN_BYTES = 200 * 1024;
const WEEKS_MS = 100;

interface AdminLoad {
  shownMs: number;
  bytes: number;
  timing: { firstByte: number; html: number; parsed: number };
  responses: Array<{ url: string; bytes: number }>;
}

/**
 * One load of /admin by staff, in a fresh browser context (nothing cached): the screen counts as shown once at
 * least ten seeded members' names are on it (in the list, whatever its form: rows, links or a select's options).
 * Time is from the start of navigation (the page's own clock); bytes are everything sent over the wire for that
 * screen (until the network is quiet), headers included.
 */
async function loadAdmin(
  opts: BenchOptions,
  browser: Browser,
  server: BenchServer,
  staff: SignedIn,
): Promise<AdminLoad> {
  const context = await signedInContext(browser, server.base, staff);
  const wanted = Math.min(10, opts.adminMembers);
  try {
    const { responses, result, page } = await loadPage(context, `${server.base}/admin`, async (page) =>
      page
        .waitForFunction(
          (n) => {
            const seen = new Set<string>();
            const text = [
              document.body?.innerText ?? '',
              ...Array.from(document.querySelectorAll('option'), (o) => o.textContent ?? ''),
            ];
            for (const t of text) for (const m of t.matchAll(/Bench Member \d{4}/g)) seen.add(m[0]);
            return seen.size >= n ? performance.now() : false;
          },
          wanted,
          { polling: 'raf', timeout: 30_000 },
        )
        .then((handle) => handle.jsonValue() as Promise<number>),
    );
    // Where the time went, on the page's clock: the server's answer (first byte, whole HTML) and the parse.
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { firstByte: nav.responseStart, html: nav.responseEnd, parsed: nav.domInteractive };
    });
    return {
      shownMs: result!,
      bytes: responses.reduce((sum, r) => sum + r.encodedBytes, 0),
      timing,
      responses: responses.map((r) => ({ url: r.url, bytes: r.encodedBytes })),
    };
  } finally {
    await context.close();
  }
}

/**
 * Row 3, first screen: the median of `adminLoads` loads of /admin (loadAdmin), as Lighthouse's rows take the median
 * of theirs. The first is the server's first /admin, and pays for the code and queries that run for the first time
 * in that process: it is in the value, and every load is in the note. The browser has shown a page
 * before (the sign-in page, signed out), as a member's always has before /admin: in a browser just launched, the
 * first two loads took 402 and 416 ms, against 223-339 ms for the next five.
 */
export async function adminScreenRow(
  opts: BenchOptions,
  browser: Browser,
  server: BenchServer,
  staff: SignedIn,
): Promise<Row> {
  const warm = await signedInContext(browser, server.base, null);
  await (await warm.newPage()).goto(`${server.base}/login/`);
  await warm.close();
  const loads: AdminLoad[] = [];
  for (let i = 0; i < opts.adminLoads; i++) loads.push(await loadAdmin(opts, browser, server, staff));
  const median = [...loads].sort((a, b) => a.shownMs - b.shownMs)[Math.floor((loads.length - 1) / 2)]!;
  const bytes = Math.max(...loads.map((l) => l.bytes));
  const heaviest = [...median.responses].sort((a, b) => b.bytes - a.bytes)[0];
  return {
    id: '3',
    name: `admin first screen (${opts.adminMembers} members)`,
    value:
      `${ms(median.shownMs)} (median of ${loads.length}, in a browser that has shown a page before; ` +
      `the first load ${ms(loads[0]!.shownMs)}), ${kb(bytes)} in ${median.responses.length} responses`,
    budget: `≤ ${FIRST_SCREEN_MS} ms, ≤ 200 KB`,
    pass: median.shownMs <= FIRST_SCREEN_MS && bytes <= FIRST_SCREEN_BYTES,
    status: 'ran',
    note: [
      ...loads.map(
        (l, i) =>
          `load ${i + 1}: shown at ${ms(l.shownMs)}, HTML first byte at ${ms(l.timing.firstByte)}, whole at ${ms(l.timing.html)}, parsed at ${ms(l.timing.parsed)}`,
      ),
      ...(heaviest ? [`heaviest response ${new URL(heaviest.url).pathname} ${kb(heaviest.bytes)}`] : []),
    ].join('; '),
    metrics: { shownMs: median.shownMs, bytes, loads },
  };
}

/** Row 3, one member's weeks on demand (GET admin/members/:id/weeks/): "not available" until that endpoint exists. */
export async function memberWeeksRow(opts: BenchOptions, server: BenchServer, staff: SignedIn): Promise<Row> {
  const member = await signIn(server.base, memberEmail(Math.ceil(opts.adminMembers / 2)));
  const url = `${server.base}/api/v1/admin/members/${member.userId}/weeks/`;
  const name = "admin: one member's weeks";
  const budget = `≤ ${WEEKS_MS} ms`;
  const probe = await fetch(url, { headers: staff.bearer });
  await probe.arrayBuffer();
  if (probe.status === 404 || probe.status === 405) {
    return {
      id: '3',
      name,
      value: 'not available',
      budget,
      pass: null,
      status: 'not available',
      note: `${url.replace(server.base, '')} answered ${probe.status}`,
    };
  }
  if (probe.status !== 200) throw new Error(`GET admin/members/:id/weeks/ answered ${probe.status}`);
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < (opts.quick ? 3 : 20); i++) {
    const started = performance.now();
    const res = await fetch(url, { headers: staff.bearer });
    bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`GET admin/members/:id/weeks/ answered ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor((times.length - 1) / 2)]!;
  return {
    id: '3',
    name,
    value: `p50 ${ms(p50)}, max ${ms(times.at(-1)!)} (${kb(bytes)})`,
    budget,
    pass: p50 <= WEEKS_MS,
    status: 'ran',
    metrics: { times, bytes },
  };
}

/** For the notes: how long the spec's full all-profiles list takes at this size (not budgeted). */
export async function allProfilesNote(server: BenchServer, staff: SignedIn): Promise<string> {
  const started = performance.now();
  const res = await fetch(`${server.base}/api/v1/admin/all-profiles/`, { headers: staff.bearer });
  const bytes = (await res.arrayBuffer()).byteLength;
  return `GET admin/all-profiles/ (unpaged) answered ${res.status}, ${(bytes / 1e6).toFixed(1)} MB in ${ms(performance.now() - started)}`;
}
