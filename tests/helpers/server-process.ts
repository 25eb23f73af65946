/**
 * The production server (src/server.ts) and `npm run manage` (scripts/manage.ts) as child processes (bundled:
 * tests/helpers/process-bundles.ts), for the
 * reliability tests that need real processes: a port, signals, exit codes, the DATA_DIR lock, the control socket.
 *
 *   const sandbox = createServerSandbox({ prefix: 'fitgroup-example-' });
 *   const server = await sandbox.startServer({ env: { LOG_LEVEL: 'info' } });
 *   const run = await sandbox.manage(['create-user', ...]);
 *   ...
 *   await sandbox.cleanup(); // in afterAll: kills what still runs, removes the temp folder
 *
 * The server needs a build only for its pages: the API is served without it, so a stub entry (every page a 404)
 * stands in for Astro in the sandbox's ASTRO_OUT_DIR.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processCommand } from './process-bundles';

const root = process.cwd();
/** How long a server may take to print "is listening on" (it opens the database first). */
const START_TIMEOUT_MS = 90_000;

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything it printed so far, stdout and stderr together. */
  output: () => string;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
}

export interface ManageRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface ServerSandbox {
  /** The temp folder everything lives in; `cleanup()` removes it. */
  work: string;
  /** The default DATA_DIR (`work/data`, created by the first process that uses it). */
  dataDir: string;
  /** The stub Astro build, passed as ASTRO_OUT_DIR. */
  outDir: string;
  /** A new, empty DATA_DIR inside `work`. */
  freshDataDir(): string;
  /**
   * Starts src/server.ts on a free port of 127.0.0.1. With `ready` (the default) waits until it prints
   * "is listening on", and throws with its output if it exits or takes longer than 90 s first.
   */
  startServer(options?: { dataDir?: string; env?: Record<string, string>; ready?: boolean }): Promise<ServerProcess>;
  /** `npm run manage -- …args` as its own process, from `cwd` (the project folder unless given). */
  manage(args: string[], options?: { dataDir?: string; cwd?: string }): Promise<ManageRun>;
  /** SIGKILLs every child still running, waits for them to go, and removes `work`. */
  cleanup(): Promise<void>;
}

export interface SandboxOptions {
  /** Prefix of the temp folder's name. */
  prefix: string;
  /** DATABASE_URL for every child; empty (the default) means the embedded database in DATA_DIR. */
  databaseUrl?: string | null;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function createServerSandbox({ prefix, databaseUrl = null }: SandboxOptions): ServerSandbox {
  const work = mkdtempSync(path.join(tmpdir(), prefix));
  const dataDir = path.join(work, 'data');
  const outDir = path.join(work, 'build');
  mkdirSync(path.join(outDir, 'server'), { recursive: true });
  mkdirSync(path.join(outDir, 'client'), { recursive: true });
  writeFileSync(
    path.join(outDir, 'server', 'entry.mjs'),
    'export const handler = (req, res) => { res.statusCode = 404; res.end("no pages in this test"); };\n',
  );
  const children = new Set<ChildProcess>();

  /** The test's own environment, with the sandbox's database and DATA_DIR, and node_modules/.bin first on PATH. */
  const env = (dir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
    ...process.env,
    DATABASE_URL: databaseUrl ?? '',
    DATA_DIR: dir,
    PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env['PATH'] ?? ''}`,
    ...extra,
  });

  const track = (child: ChildProcess) => {
    children.add(child);
    child.on('exit', () => children.delete(child));
    return child;
  };

  return {
    work,
    dataDir,
    outDir,

    freshDataDir: () => mkdtempSync(path.join(work, 'data-')),

    async startServer({ dataDir: dir = dataDir, env: extra = {}, ready = true } = {}) {
      const port = await freePort();
      const { command, args } = await processCommand('server');
      const child = track(
        spawn(command, args, {
          cwd: root,
          env: env(dir, { ...extra, ASTRO_OUT_DIR: outDir, HOST: '127.0.0.1', PORT: String(port) }),
        }),
      );
      let output = '';
      child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const server: ServerProcess = { child, port, output: () => output, exited };
      if (!ready) return server;
      const deadline = Date.now() + START_TIMEOUT_MS;
      let gone = false;
      void exited.then(() => (gone = true));
      while (!output.includes('is listening on')) {
        if (gone || Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return server;
    },

    async manage(args, { dataDir: dir = dataDir, cwd = root } = {}) {
      const started = await processCommand('manage', args);
      return new Promise((resolve, reject) => {
        const child = track(spawn(started.command, started.args, { cwd, env: env(dir) }));
        let stdout = '';
        let stderr = '';
        child.stdout!.on('data', (d: Buffer) => (stdout += d.toString()));
        child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, stdout, stderr }));
      });
    },

    async cleanup() {
      const running = [...children].filter((c) => c.exitCode === null && c.signalCode === null);
      const gone = running.map((c) => new Promise((resolve) => c.once('exit', resolve)));
      for (const child of running) child.kill('SIGKILL');
      await Promise.race([Promise.all(gone), new Promise((r) => setTimeout(r, 5_000).unref())]);
      rmSync(work, { recursive: true, force: true });
    },
  };
}
