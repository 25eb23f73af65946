import { mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../helpers/context';
import { createServerSandbox, type ManageRun, type ServerProcess, type ServerSandbox } from '../helpers/server-process';

// `npm run manage` while the production server runs on the same DATA_DIR. With the embedded database the command
// must run inside the server (over its control socket): run beside it, it would write to a copy of the database
// the server never sees, lost at the next start. On PostgreSQL (DATABASE_URL set, as in `npm run test:pg`) the
// command connects directly, and every check here holds the same.
// The server and the CLI run as child processes: tests/helpers/server-process.ts.

const root = process.cwd();
let sandbox: ServerSandbox;
let work: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;

type Run = ManageRun;
type Server = ServerProcess;

function startServer(): Promise<Server> {
  return sandbox.startServer({ env: { LOG_LEVEL: 'info' } });
}

async function stopServer(server: Server): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

/** `npm run manage -- …`, as its own process, from `cwd` (the project folder unless given). */
function manage(args: string[], cwd = root): Promise<Run> {
  return sandbox.manage(args, { cwd });
}

async function api(server: Server, method: string, pathname: string, body?: unknown, token?: string) {
  const response = await fetch(`http://127.0.0.1:${server.port}/api/v1${pathname}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

function signIn(server: Server, email: string, password: string) {
  return api(server, 'POST', '/user/token/', { email, password });
}

beforeAll(async () => {
  scratch = await createScratchDatabase();
  sandbox = createServerSandbox({ prefix: 'fitgroup-cli-running-', databaseUrl: scratch.url });
  work = sandbox.work;
});

afterAll(async () => {
  await sandbox?.cleanup();
  await scratch?.drop();
});

const PASSWORD = 'a long member password';
// Commands run while the server runs, repeated once it has stopped: they must print and exit the same.
const repeated: Array<{ args: string[]; run: Run }> = [];

describe('npm run manage while the server runs on the same DATA_DIR', { timeout: 240_000 }, () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer();
  }, 120_000);

  it('creates a member the running server signs in at once, without a restart', async () => {
    const run = await manage([
      'create-user',
      '--email',
      'Runner@Example.com',
      '--password',
      PASSWORD,
      '--name',
      'Rae Runner',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Created user \d+: runner@example\.com \(Rae Runner\)\n$/);

    const signedIn = await signIn(server, 'runner@example.com', PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ access: expect.any(String), refresh: expect.any(String) });
  });

  it('changes flags the running server sees on the next request', async () => {
    const run = await manage(['set-flags', '--email', 'runner@example.com', '--staff', '--paid']);
    expect(run).toEqual({ code: 0, stdout: 'Updated runner@example.com: paid, staff\n', stderr: '' });

    const { body: tokens } = await signIn(server, 'runner@example.com', PASSWORD);
    const me = await api(server, 'GET', '/user/', undefined, tokens!['access'] as string);
    expect(me.body).toMatchObject({ email: 'runner@example.com', is_staff: true });
  });

  it('reads a create-users file relative to where the CLI runs, not where the server runs', async () => {
    // On PostgreSQL the CLI runs here and finds its migrations from the project folder: the file sits below it.
    const cliDir = scratch.url ? root : mkdtempSync(path.join(work, 'operator-'));
    const list = path.join(scratch.url ? work : cliDir, 'members.txt');
    writeFileSync(
      list,
      `# two members\n--email one@example.com --password "${PASSWORD}" --name "Una One"\n--email two@example.com --password "${PASSWORD}" --name 'Tom Two' --paid\n`,
    );
    const run = await manage(['create-users', '--from', path.relative(cliDir, list)], cliDir);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^Created user \d+: one@example\.com \(Una One\)\nCreated user \d+: two@example\.com \(Tom Two\) \[paid\]\n$/,
    );
    expect((await signIn(server, 'two@example.com', PASSWORD)).status).toBe(200);
  });

  it('refuses bad input with one clear line and exit 1', async () => {
    const cases = [
      ['create-user', '--email', 'runner@example.com', '--password', 'another password', '--name', 'Copy Cat'],
      ['set-flags', '--email', 'nobody@example.com', '--paid'],
      ['create-user', '--email', 'not-an-email', '--password', PASSWORD, '--name', 'No One'],
      ['set-flags', '--email', 'runner@example.com', '--paid'],
      ['frobnicate'],
    ];
    for (const args of cases) repeated.push({ args, run: await manage(args) });
    const [duplicate, unknown, badEmail, paidAgain, usage] = repeated.map((r) => r.run);
    expect(duplicate).toEqual({
      code: 1,
      stdout: '',
      stderr: 'Error: A user with the email runner@example.com already exists.\n',
    });
    expect(unknown).toEqual({ code: 1, stdout: '', stderr: 'Error: No user with the email nobody@example.com.\n' });
    expect(badEmail).toEqual({ code: 1, stdout: '', stderr: 'Error: "not-an-email" is not a valid email address.\n' });
    expect(paidAgain).toEqual({ code: 0, stdout: 'Updated runner@example.com: paid\n', stderr: '' });
    expect(usage!.code).toBe(1);
    expect(usage!.stderr).toMatch(
      /^Usage: npm run manage -- <create-user\|set-flags\|seed-demo\|create-users\|backup\|restore> \[options\]\n$/,
    );
  });

  it('logs each command run in the server by its name only, never its options', async () => {
    if (scratch.url) return; // On PostgreSQL the commands ran in their own processes.
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"operator.command"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    // Bad options and unknown commands are refused by the CLI itself and never reach the server.
    expect(lines.map((l) => [l['command'], l['exit']])).toEqual([
      ['create-user', 0],
      ['set-flags', 0],
      ['create-users', 0],
      ['create-user', 1],
      ['set-flags', 1],
      ['set-flags', 0],
    ]);
    expect(server.output()).not.toContain(PASSWORD);
  });

  it('on SIGTERM exits 0, and a member created while it ran is still there after a restart', async () => {
    expect(await stopServer(server)).toBe(0);
    server = await startServer();
    expect((await signIn(server, 'runner@example.com', PASSWORD)).status).toBe(200);
    expect((await signIn(server, 'one@example.com', PASSWORD)).status).toBe(200);
    expect(await stopServer(server)).toBe(0);
  });
});

describe('npm run manage with the server stopped', { timeout: 240_000 }, () => {
  it('prints the same lines and exits with the same codes as while it ran', async () => {
    for (const { args, run } of repeated) expect(await manage(args)).toEqual(run);
  });

  it('creates a member the next server start signs in', async () => {
    const run = await manage([
      'create-user',
      '--email',
      'later@example.com',
      '--password',
      PASSWORD,
      '--name',
      'Lee Later',
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Created user \d+: later@example\.com \(Lee Later\)\n$/);
    const server = await startServer();
    expect((await signIn(server, 'later@example.com', PASSWORD)).status).toBe(200);
    expect(await stopServer(server)).toBe(0);
  });
});
