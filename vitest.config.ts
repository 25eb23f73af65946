import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// In CI a JSON report feeds the one-line summary of .ci/run; VITEST_JSON names the file per run.
const reporters = process.env['CI']
  ? ['default', ['json', { outputFile: process.env['VITEST_JSON'] || 'test-results/vitest.json' }]]
  : ['default'];

export default defineConfig({
  test: {
    reporters: reporters as never,
    // Vitest's default (one worker fewer than the cores) leaves one of a 2-core machine's cores idle; these tests
    // spend their time in the database and the app, in each worker's own process. MAX_WORKERS sets it otherwise
    // (CI runs the PostgreSQL pass beside the browser specs on one).
    maxWorkers: Number(process.env['MAX_WORKERS']) || Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      ...['api', 'security', 'reliability'].map((name) => ({
        test: {
          name,
          include: [`tests/${name}/**/*.test.ts`],
          environment: 'node' as const,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
    ],
  },
});
