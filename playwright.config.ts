import { defineConfig, devices } from '@playwright/test';

// E2E_PORT and ASTRO_OUT_DIR let several runs (and builds) live side by side.
const port = Number(process.env['E2E_PORT'] || 4573);
const baseURL = `http://127.0.0.1:${port}`;
const outDir = process.env['ASTRO_OUT_DIR'] || 'dist';

const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  // Browser specs live with their subject: tests/e2e (flows) and tests/security (what a page sends and refuses).
  testDir: './tests',
  testMatch: ['e2e/**/*.spec.ts', 'security/**/*.spec.ts'],
  // Its own folder: Playwright empties outputDir at start, and test-results/ also holds the vitest reports of CI.
  outputDir: 'test-results/playwright',
  // One worker: the specs share two cores with the server, Chromium and (in CI) the PostgreSQL pass, so a second
  // worker finishes no sooner and only makes each page slower to answer. E2E_WORKERS sets another number.
  workers: Number(process.env['E2E_WORKERS']) || 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env['CI'] ? [['list'], ['json', { outputFile: 'test-results/e2e.json' }]] : 'list',
  use: { baseURL, trace: 'retain-on-failure', launchOptions: chromium },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    command: 'bash tests/e2e/serve.sh',
    url: `${baseURL}/api/v1/health`,
    // The server's own log stays out of the test report unless it warns.
    env: {
      HOST: '127.0.0.1',
      PORT: String(port),
      ASTRO_OUT_DIR: outDir,
      DATA_DIR: `${outDir}-e2e-data`,
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
