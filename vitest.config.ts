import { defineConfig } from 'vitest/config';

// In CI a JSON report feeds the one-line summary of .ci/run; VITEST_JSON names the file per run.
const reporters = process.env['CI']
  ? ['default', ['json', { outputFile: process.env['VITEST_JSON'] || 'test-results/vitest.json' }]]
  : ['default'];

export default defineConfig({
  test: {
    reporters: reporters as never,
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
