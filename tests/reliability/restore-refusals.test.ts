import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../helpers/context';
import { createServerSandbox, type ServerProcess, type ServerSandbox } from '../helpers/server-process';
import { sql } from 'drizzle-orm';
import { freshConfig } from '../helpers/backup';
import { extractArchive, writeArchive } from '../../src/server/backup/archive';
import { restoreBackup } from '../../src/server/backup/restore';
import { openTarget } from '../../src/server/backup/restore-target';
import { failureLine } from '../../src/server/operator/commands';
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

/** The archive's files, with its manifest changed by `change` (and its files by `files`), packed anew. */
async function alteredArchive(
  change: (manifest: Manifest) => void,
  files: (folder: string) => void = () => undefined,
): Promise<string> {
  const folder = mkdtempSync(path.join(sandbox.work, 'altered-'));
  await extractArchive(archive, folder);
  files(folder);
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
    if (postgres) expect(run.stderr).toMatch(/other sessions are connected to database .*stop every FitGroup node/);
    else expect(run.stderr).toMatch(/^Error: Another server \(pid \d+\) is using DATA_DIR /);
    // The server goes on answering.
    const health = await fetch(`http://127.0.0.1:${server.port}/api/v1/health`);
    expect(health.status).toBe(200);
  });

  it('refuses the running folder or database even with --force', async () => {
    const run = await sandbox.manage(['restore', '--from', archive, '--force']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(postgres ? /other sessions are connected to database / : /is using DATA_DIR/);
  });

  it("says why a load failed (the database's reason) and never prints the rows it was loading", async () => {
    const twice = await alteredArchive(
      (m) => void (m.tables.find((x) => x.name === 'users')!.rows += 1),
      (folder) => {
        const users = path.join(folder, 'db', 'users.jsonl');
        const text = readFileSync(users, 'utf8');
        writeFileSync(users, text + text.split('\n')[0] + '\n');
      },
    );
    const target = await createScratchDatabase();
    try {
      const error = await restoreBackup(
        freshConfig(sandbox.work, target.url),
        twice,
        { force: false },
        () => undefined,
      ).then(
        () => null,
        (err: unknown) => err,
      );
      const line = failureLine(error);
      expect(line).toMatch(/^Error: Loading users failed: duplicate key value violates unique constraint/);
      expect(line).not.toContain('params');
      expect(line).not.toContain('kept@example.com');
      expect(line).not.toContain('argon2');
    } finally {
      await target.drop();
    }
  });

  it('skips a stray file under pictures/ with a count, and restores the rest', async () => {
    const stray = await alteredArchive(
      () => undefined,
      (folder) => {
        mkdirSync(path.join(folder, 'pictures'), { recursive: true });
        writeFileSync(path.join(folder, 'pictures', '.DS_Store'), 'Finder');
      },
    );
    const target = await createScratchDatabase();
    try {
      const lines: string[] = [];
      await restoreBackup(freshConfig(sandbox.work, target.url), stray, { force: false }, (l) => lines.push(l));
      expect(lines).toContainEqual(expect.stringMatching(/^Pictures: 0 restored to .*, 1 ignored/));
    } finally {
      await target.drop();
    }
  });

  it('refuses an archive that disagrees with its manifest before wiping a target of another schema', async () => {
    const short = await alteredArchive((m) => void (m.tables.find((x) => x.name === 'users')!.rows += 1));
    const scratchTarget = await createScratchDatabase();
    const config = freshConfig(sandbox.work, scratchTarget.url);
    try {
      await restoreBackup(config, archive, { force: false }, () => undefined);
      // The target one migration behind the archive: a --force restore wipes it before loading.
      let target = await openTarget(config);
      await target.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      await target.close();
      await expect(restoreBackup(config, short, { force: true }, () => undefined)).rejects.toThrow(
        /does not match its manifest \(db\/users\.jsonl holds \d+ rows, the manifest says \d+\): nothing was restored/,
      );
      target = await openTarget(config);
      const users = (await target.db.execute(sql`select email from users`)) as unknown as { rows: unknown[] };
      await target.close();
      expect(users.rows).toEqual([{ email: 'kept@example.com' }]);
    } finally {
      await scratchTarget.drop();
    }
  });

  it('refuses an archive whose manifest.json is larger than a megabyte', async () => {
    const large = await alteredArchive(
      (m) => void ((m as unknown as { padding: string }).padding = 'x'.repeat(1_100_000)),
    );
    await expect(restoreBackup(freshConfig(sandbox.work), large, { force: false }, () => undefined)).rejects.toThrow(
      /manifest\.json is larger than 1048576 bytes/,
    );
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
