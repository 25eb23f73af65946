import { writeFileSync } from 'node:fs';

/**
 * One line of the bench's table. `status` says whether the measurement itself worked: a row that broke (an error,
 * a crashed server, non-2xx answers) is a bench failure; `pass` is the budget's verdict (null: no budget applies).
 */
export interface Row {
  /** The row number ("1" … "8"). */
  id: string;
  name: string;
  value: string;
  budget: string;
  pass: boolean | null;
  status: 'ran' | 'broken' | 'not available';
  /** What dominated, or why it broke / is not available. */
  note?: string;
  metrics?: Record<string, unknown>;
}

export function brokenRow(id: string, name: string, budget: string, err: unknown): Row {
  const message = err instanceof Error ? err.message : String(err);
  return { id, name, value: '-', budget, pass: null, status: 'broken', note: message.split('\n')[0]!.slice(0, 300) };
}

function verdict(row: Row): string {
  if (row.status === 'broken') return 'BROKEN';
  if (row.status === 'not available') return 'n/a';
  if (row.pass === null) return 'info';
  return row.pass ? 'pass' : 'FAIL';
}

/** The table as text: one line per row, then the notes, numbered by row. */
export function formatTable(rows: Row[], title: string): string {
  const header = ['#', 'what', 'measured', 'budget', 'result'];
  const cells = rows.map((r) => [r.id, r.name, r.value, r.budget, verdict(r)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => '| ' + c.map((v, i) => v.padEnd(widths[i]!)).join(' | ') + ' |';
  const out = [title, line(header), '|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|', ...cells.map(line)];
  const notes = rows.filter((r) => r.note);
  if (notes.length > 0) {
    out.push('', 'Notes:');
    for (const r of notes) out.push(`  ${r.id} ${r.name}: ${r.note}`);
  }
  return out.join('\n');
}

/** bench-results.json: the run's settings and every row with its raw metrics. */
export function writeResults(file: string, rows: Row[], meta: Record<string, unknown>): void {
  writeFileSync(file, JSON.stringify({ ...meta, rows }, null, 2) + '\n');
}

/**
 * A jest-compatible report for CI's summary line: a row that ran passes, a row that broke fails, a row whose
 * endpoint is not there yet is pending. Budgets are not asserted here.
 */
export function writeJestReport(file: string, rows: Row[]): void {
  const assertionResults = rows.map((r) => ({
    title: `${r.id} ${r.name}`,
    fullName: `bench ${r.id} ${r.name}`,
    status: r.status === 'ran' ? 'passed' : r.status === 'broken' ? 'failed' : 'pending',
    failureMessages: r.status === 'broken' ? [r.note ?? 'broke'] : [],
  }));
  const count = (s: string) => assertionResults.filter((a) => a.status === s).length;
  const numFailedTests = count('failed');
  writeFileSync(
    file,
    JSON.stringify(
      {
        numPassedTests: count('passed'),
        numFailedTests,
        numPendingTests: count('pending'),
        numTotalTests: rows.length,
        success: numFailedTests === 0,
        testResults: [{ name: 'scripts/bench', status: numFailedTests === 0 ? 'passed' : 'failed', assertionResults }],
      },
      null,
      2,
    ) + '\n',
  );
}
