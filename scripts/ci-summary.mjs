// Sums the JSON reports of every test run into the one line CI ends with: "N passed, N failed[, N skipped]".
// A report that is missing or unreadable counts as one failure: the run it stands for did not finish.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
// The names of what failed (and what passed only on retry), printed above the summary so that a run's tail alone says what to look at.
const failures = [];

function vitestFailures(report) {
  for (const file of report.testResults ?? []) {
    const name = file.name.replace(`${process.cwd()}/`, '');
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0)
      failures.push(`failed: ${name} (did not load)`);
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`failed: ${name} › ${test.fullName}`);
    }
  }
}

function playwrightFailures(suites, titles = []) {
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      const flaky = spec.tests?.some((t) => t.status === 'flaky');
      if (!spec.ok || flaky)
        failures.push(`${spec.ok ? 'flaky (passed on retry)' : 'failed'}: ${[...path, spec.title].join(' › ')}`);
    }
    playwrightFailures(suite.suites, path);
  }
}

function readReport(file) {
  if (!existsSync(file)) {
    console.error(`ci-summary: ${file} is missing (that run did not finish): counted as 1 failure`);
    return null;
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    console.error(`ci-summary: ${file} is not readable JSON (${err.message}): counted as 1 failure`);
    return null;
  }
}

for (const file of process.argv.slice(2)) {
  const report = readReport(file);
  if (report === null) {
    failed += 1;
  } else if (typeof report.numPassedTests === 'number') {
    // vitest (jest-compatible JSON)
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // A file that failed to load has no tests but is still a failure.
    failed += (report.testResults ?? []).filter(
      (r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0,
    ).length;
    vitestFailures(report);
  } else if (report.stats) {
    // Playwright
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
    skipped += report.stats.skipped ?? 0;
    // Errors outside tests (the web server did not start, a spec file did not load) are failures too.
    failed += (report.errors ?? []).length > 0 && (report.stats.unexpected ?? 0) === 0 ? 1 : 0;
    playwrightFailures(report.suites);
    for (const error of report.errors ?? [])
      failures.push(`failed: playwright: ${(error.message ?? '').split('\n')[0]}`);
  } else {
    console.error(`ci-summary: ${file} is neither a vitest nor a Playwright report: counted as 1 failure`);
    failed += 1;
  }
}

for (const failure of failures) console.log(failure);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
