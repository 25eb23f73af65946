import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverBundlePath, serverCommand, siteOutDir } from '../../scripts/site-build.mjs';
import { freePort } from '../helpers/server-process';

// `npm start` runs the server bundled at build time (integrations/server-bundle.ts), not src/server.ts: this checks
// that the bundle of the current build (ASTRO_OUT_DIR, else dist) starts from the project folder on a fresh data
// folder and again on the same one, answers the API and a page, and stops cleanly.
const outDir = siteOutDir();
const built = existsSync(serverBundlePath(outDir));
const work = mkdtempSync(path.join(tmpdir(), 'fitgroup-bundle-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function startBundle(dataDir: string): Promise<Started> {
  const port = await freePort();
  const { command, args, env } = serverCommand(outDir);
  const child = spawn(command, args, {
    env: {
      ...process.env,
      ...env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      ASTRO_OUT_DIR: outDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (gone || Date.now() > deadline) throw new Error(`the bundled server did not answer:\n${output}`);
    const status = await fetch(`${base}/api/v1/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return { child, base, output: () => output, exited };
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function stop(server: Started): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

const bundle = path.relative(process.cwd(), serverBundlePath(outDir));
const skipped = built ? '' : ` (skipped: no ${bundle}; build first with "npx astro build")`;

describe.skipIf(!built)(`the bundled production server, ${bundle}${skipped}`, () => {
  const dataDir = path.join(work, 'data');

  it('starts on a fresh data folder, answers the API and a page, and stops cleanly on SIGTERM', async () => {
    const server = await startBundle(dataDir);
    try {
      const terms = await fetch(`${server.base}/api/v1/terms/`);
      expect(terms.status).toBe(200);
      const home = await fetch(`${server.base}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('content-type')).toContain('text/html');
    } finally {
      expect(await stop(server)).toBe(0);
    }
  }, 90_000);

  it('starts again on the same, already migrated data folder and finds its data', async () => {
    const server = await startBundle(dataDir);
    try {
      const terms = await fetch(`${server.base}/api/v1/terms/`);
      expect(terms.status).toBe(200);
      expect(await terms.json()).toMatchObject({ version: expect.any(String) });
    } finally {
      expect(await stop(server)).toBe(0);
    }
  }, 90_000);
});
