import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerSandbox, type ManageRun, type ServerProcess, type ServerSandbox } from '../helpers/server-process';

// The embedded database is one process per DATA_DIR. The server (or a manage command run on its own) holds
// DATA_DIR/server.lock: a second process must stop with one line before it opens DATA_DIR/db, since its writes
// would go to a copy the holder never sees. These checks are about PGlite, so DATABASE_URL is cleared.
// The server and the CLI run as child processes: tests/helpers/server-process.ts.

let sandbox: ServerSandbox;

type Server = ServerProcess;

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

/** Starts the production entry; with `ready`, waits until it listens. */
function startServer(dataDir: string, ready = true): Promise<Server> {
  return sandbox.startServer({ dataDir, ready });
}

/** How a server that must refuse to start ended: its exit code, or 'still running' after a minute. */
function refusal(server: Server): Promise<number | null | 'still running'> {
  return Promise.race([
    server.exited,
    new Promise<'still running'>((r) => setTimeout(() => r('still running'), 60_000).unref()),
  ]);
}

function manage(dataDir: string, args: string[]): Promise<ManageRun> {
  return sandbox.manage(args, { dataDir });
}

async function signIn(server: Server, email: string, password: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/v1/user/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

function freshDataDir(): string {
  return sandbox.freshDataDir();
}

/** A pid no process has any more: one that just ran and exited. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  return pid!;
}

beforeAll(() => {
  sandbox = createServerSandbox({ prefix: 'fitgroup-lock-' });
});

afterAll(async () => {
  await sandbox?.cleanup();
});

const PASSWORD = 'a long member password';

describe('a server on a DATA_DIR another server holds', { timeout: 240_000 }, () => {
  let dataDir: string;
  let first: Server;
  beforeAll(async () => {
    dataDir = freshDataDir();
    first = await startServer(dataDir);
  }, 120_000);
  afterAll(() => first.child.kill('SIGKILL'));

  it('stops with exit 1 and one clear line, before it takes its port or opens the database', async () => {
    const second = await startServer(dataDir, false);
    expect(await refusal(second)).toBe(1);
    expect(second.output().trim().split('\n')).toEqual([
      `Another server (pid ${first.child.pid}) is using DATA_DIR ${dataDir}; stop it first or use another DATA_DIR.`,
    ]);
    expect(await connects(second.port)).toBe(false);
    // The first server keeps DATA_DIR, and a member created through it signs in.
    expect(JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8'))).toMatchObject({
      pid: first.child.pid,
      holder: 'server',
    });
    const run = await manage(dataDir, [
      'create-user',
      '--email',
      'first@example.com',
      '--password',
      PASSWORD,
      '--name',
      'Fay First',
    ]);
    expect(run.code).toBe(0);
    expect(await signIn(first, 'first@example.com', PASSWORD)).toBe(200);
  });

  it('keeps its control socket at mode 0600: the operator user only', () => {
    const socket = statSync(path.join(dataDir, 'control.sock'));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
  });

  it('on SIGTERM removes its lock and socket files, and DATA_DIR is free for the next server', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'control.sock'))).toBe(false);
    const next = await startServer(dataDir);
    expect(await signIn(next, 'first@example.com', PASSWORD)).toBe(200);
    next.child.kill('SIGTERM');
    expect(await next.exited).toBe(0);
  });
});

describe('a DATA_DIR held by a manage command', { timeout: 120_000 }, () => {
  it('refuses a server and a second manage command, each with one line, and neither opens the database', async () => {
    const dataDir = freshDataDir();
    // This test process stands for a long manage command (a seed-demo) that holds DATA_DIR.
    const lock = { pid: process.pid, holder: 'cli', command: 'seed-demo', since: new Date().toISOString() };
    writeFileSync(path.join(dataDir, 'server.lock'), JSON.stringify(lock));

    const server = await startServer(dataDir, false);
    expect(await refusal(server)).toBe(1);
    expect(server.output().trim().split('\n')).toEqual([
      `A manage command (pid ${process.pid}) is using DATA_DIR ${dataDir}; wait for it to finish.`,
    ]);
    const run = await manage(dataDir, [
      'create-user',
      '--email',
      'second@example.com',
      '--password',
      PASSWORD,
      '--name',
      'Sam Second',
    ]);
    expect(run).toEqual({
      code: 1,
      stdout: '',
      stderr: `Error: A manage command (pid ${process.pid}) is using DATA_DIR ${dataDir}; wait for it to finish.\n`,
    });
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8'))).toEqual(lock);
  });
});

describe('a lock left by a process that died', { timeout: 180_000 }, () => {
  it('is taken over by the next server, which also replaces a stale socket file', async () => {
    const dataDir = freshDataDir();
    const dead = deadPid();
    writeFileSync(
      path.join(dataDir, 'server.lock'),
      JSON.stringify({ pid: dead, holder: 'server', since: '2026-01-01T00:00:00.000Z' }),
    );
    writeFileSync(path.join(dataDir, 'control.sock'), 'left over');

    const server = await startServer(dataDir);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'server.lock'), 'utf8'))).toMatchObject({
      pid: server.child.pid,
      holder: 'server',
    });
    expect(statSync(path.join(dataDir, 'control.sock')).isSocket()).toBe(true);
    const run = await manage(dataDir, [
      'create-user',
      '--email',
      'late@example.com',
      '--password',
      PASSWORD,
      '--name',
      'Lou Late',
    ]);
    expect(run.code).toBe(0);
    expect(await signIn(server, 'late@example.com', PASSWORD)).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('is taken over by a manage command, which leaves DATA_DIR free again when it ends', async () => {
    const dataDir = freshDataDir();
    writeFileSync(
      path.join(dataDir, 'server.lock'),
      JSON.stringify({ pid: deadPid(), holder: 'cli', command: 'seed-demo', since: '2026-01-01T00:00:00.000Z' }),
    );
    const run = await manage(dataDir, [
      'create-user',
      '--email',
      'solo@example.com',
      '--password',
      PASSWORD,
      '--name',
      'Sol Solo',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});
