import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../helpers/context';
import { createServerSandbox, type ServerProcess, type ServerSandbox } from '../helpers/server-process';
import { extractArchive, writeArchive } from '../../src/server/backup/archive';
import { MANIFEST_FILE, type Manifest } from '../../src/server/backup/manifest';

// `npm run manage -- backup` runs inside a running server (over its control socket, embedded database) or beside
// it (PostgreSQL); `restore` never runs under a server, and never from an archive of a schema it does not know.
// With DATABASE_URL set (npm run test:pg) the server's database is PostgreSQL: there is no folder lock, and the
// database holding data is what refuses the restore.

const postgres = Boolean(process.env['DATABASE_URL']);
let sandbox: ServerSandbox;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let server: ServerProcess;
let archive: string;

beforeAll(async () => {
  scratch = await createScratchDatabase();
  sandbox = createServerSandbox({ prefix: 'fitgroup-restore-refusals-', databaseUrl: scratch.url });
  archive = path.join(sandbox.work, 'running.tar.gz');
  server = await sandbox.startServer();
}, 120_000);

afterAll(async () => {
  await sandbox?.cleanup();
  await scratch?.drop();
});

/** The archive's files, with its manifest changed by `change`, packed as a new archive. */
async function alteredArchive(change: (manifest: Manifest) => void): Promise<string> {
  const folder = mkdtempSync(path.join(sandbox.work, 'altered-'));
  await extractArchive(archive, folder);
  const manifestFile = path.join(folder, MANIFEST_FILE);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  change(manifest);
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const entries = (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(folder, path.join(e.parentPath, e.name)));
  const file = path.join(sandbox.work, `altered-${Date.now()}.tar.gz`);
  await writeArchive(folder, [MANIFEST_FILE, ...entries.filter((e) => e !== MANIFEST_FILE)], file);
  rmSync(folder, { recursive: true, force: true });
  return file;
}

describe('backup and restore beside a running server', { timeout: 240_000 }, () => {
  it('takes a backup while the server runs, with a line per stage and a summary', async () => {
    const created = await sandbox.manage([
      'create-user',
      '--email',
      'kept@example.com',
      '--password',
      'a long member password',
      '--name',
      'Kept Member',
    ]);
    expect(created.code).toBe(0);
    const run = await sandbox.manage(['backup', '--out', archive]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Database: \d+ tables, \d+ rows at schema \d{4}_\w+/m);
    expect(run.stdout).toMatch(/^Pictures: 0 \(0\.0 MB\)$/m);
    expect(run.stdout).toMatch(/^Backup written to .*running\.tar\.gz: \d+ tables, \d+ rows, 0 pictures/m);
    expect(existsSync(archive)).toBe(true);
  });

  it('refuses a second backup onto an existing file', async () => {
    const run = await sandbox.manage(['backup', '--out', archive]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('already exists');
  });

  it('refuses to restore into the folder or database the running server uses', async () => {
    const run = await sandbox.manage(['restore', '--from', archive]);
    expect(run.code).toBe(1);
    if (postgres) expect(run.stderr).toMatch(/The target holds data \(\d+ rows in database /);
    else expect(run.stderr).toMatch(/^Error: Another server \(pid \d+\) is using DATA_DIR /);
    // The server goes on answering.
    const health = await fetch(`http://127.0.0.1:${server.port}/api/v1/health`);
    expect(health.status).toBe(200);
  });

  // On PostgreSQL nothing locks a database to one server: --force there is the operator's word.
  it.skipIf(postgres)('refuses the running folder even with --force', async () => {
    const run = await sandbox.manage(['restore', '--from', archive, '--force']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/is using DATA_DIR/);
  });

  it('refuses an archive from a newer schema, leaving the folder empty', async () => {
    const newer = await alteredArchive((m) => {
      m.schema = { migration: '9999_from_the_future', when: m.schema.when + 1_000_000_000 };
    });
    const dataDir = sandbox.freshDataDir();
    const run = await sandbox.manage(['restore', '--from', newer], { dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "The archive's schema (9999_from_the_future) is newer than this version of FitGroup knows",
    );
    expect(existsSync(path.join(dataDir, 'db'))).toBe(false);
  });

  it('refuses a file that is not a backup', async () => {
    const file = path.join(sandbox.work, 'not-a-backup.tar.gz');
    writeFileSync(file, 'hello');
    const run = await sandbox.manage(['restore', '--from', file], { dataDir: sandbox.freshDataDir() });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Error: Cannot read .* as a \.tar\.gz archive/);
  });

  it.skipIf(postgres)('restores the archive into a fresh folder once the server has stopped', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const dataDir = sandbox.freshDataDir();
    const run = await sandbox.manage(['restore', '--from', archive], { dataDir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Restored .*: \d+ tables, \d+ rows, 0 pictures in/m);
    // The restored folder's member signs in on a server started on it.
    const restored = await sandbox.startServer({ dataDir });
    const signIn = await fetch(`http://127.0.0.1:${restored.port}/api/v1/user/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kept@example.com', password: 'a long member password' }),
    });
    expect(signIn.status).toBe(200);
  });
});
