import type { BenchOptions } from './options';
import type { Row } from './table';
import type { BenchServer } from './server';
import { measureLoad, ms } from './load';
import { memberEmail } from './seed';
import { BENCH_PASSWORD } from './options';

const API = '/api/v1';

/** Row 6: /api/v1/health polled while a flood of sign-ins fills the password-hashing queue. */

interface Polled {
  latencies: number[];
  p50: number;
  p99: number;
  failures: number;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

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

/** A few more sign-ins sent while the flood runs: how many were refused, and whether each refusal said when to retry. */
async function refusalsDuringFlood(
  base: string,
  count: number,
): Promise<{ seen: number; refused: number; withoutRetryAfter: number }> {
  const answers = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const res = await fetch(`${base}${API}/user/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: memberEmail(1 + i), password: BENCH_PASSWORD }),
      });
      await res.arrayBuffer();
      return { status: res.status, retryAfter: res.headers.get('retry-after') };
    }),
  );
  const refused = answers.filter((a) => a.status === 503);
  return {
    seen: answers.length,
    refused: refused.length,
    withoutRetryAfter: refused.filter((a) => !(Number(a.retryAfter) > 0)).length,
  };
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
  const [busy, refusals] = await Promise.all([
    poll(healthUrl, 2, opts.floodSeconds),
    refusalsDuringFlood(server.base, opts.floodConnections),
  ]);
  const signIns = await flood;
  if (quiet.latencies.length === 0 || busy.latencies.length === 0) throw new Error('health never answered 200');
  const refused = signIns.statuses['503'] ?? 0;
  const limited = signIns.statuses['429'] ?? 0;
  const other = Object.entries(signIns.statuses).filter(([code]) => !['200', '503', '429'].includes(code));
  if (other.length > 0 || signIns.errors > 0) {
    throw new Error(
      `sign-ins answered ${other.map(([c, n]) => `${n}x${c}`).join(', ') || 'nothing'}, ${signIns.errors} errors/timeouts`,
    );
  }
  return {
    id: '6',
    name: 'health p99 during sign-in flood',
    value:
      `p99 ${ms(busy.p99)} (p50 ${ms(busy.p50)}; alone p99 ${ms(quiet.p99)})` +
      `${busy.failures ? `, ${busy.failures} health non-200` : ''}; ${signIns.total} sign-ins, ${refused} got 503` +
      `${limited ? `, ${limited} got 429` : ''}`,
    budget: 'p99 ≤ 50 ms; 503 with Retry-After',
    pass: busy.p99 <= 50 && busy.failures === 0 && refusals.withoutRetryAfter === 0,
    status: 'ran',
    note:
      `${opts.floodConnections} parallel sign-ins: ${signIns.ok} ok, p50 ${ms(signIns.p50)}; ${busy.latencies.length} health answers during it; ` +
      `${refusals.seen} more sign-ins sent during it: ${refusals.refused} got 503, ${refusals.withoutRetryAfter} of them without Retry-After`,
    metrics: { quiet: { ...quiet, latencies: undefined }, busy: { ...busy, latencies: undefined }, signIns },
  };
}
