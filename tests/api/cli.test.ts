import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../helpers/context';
import { processCommand } from '../helpers/process-bundles';
import { openDatabase, type Database } from '../../src/server/db/client';
import { profiles, users } from '../../src/server/db/schema';
import { verifyPassword } from '../../src/server/auth/passwords';

// The operator CLI runs as its own process, exactly as `npm run manage -- …` does, on a database of its own:
// a DATA_DIR with PGlite, or (when DATABASE_URL is set, as in CI's PostgreSQL run) a fresh PostgreSQL database.
let dataDir: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fitgroup-cli-'));
  scratch = await createScratchDatabase();
});
afterAll(async () => {
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

async function manage(...args: string[]): Promise<Run> {
  const { command, args: argv } = await processCommand('manage', args);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env['DATABASE_URL'];
  if (scratch.url) env['DATABASE_URL'] = scratch.url;
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Reads the database the CLI wrote to (after the CLI has exited: PGlite is one process per data folder). */
async function withDatabase<T>(read: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url: scratch.url, dir: scratch.url ? null : path.join(dataDir, 'db') });
  try {
    return await read(database);
  } finally {
    await database.close();
  }
}

async function findUser(email: string) {
  return withDatabase(async ({ db }) => {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        isStaff: users.isStaff,
        hash: users.passwordHash,
        hasPaid: profiles.hasPaid,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.email, email));
    return row ?? null;
  });
}

describe('npm run manage -- create-user', { timeout: 120_000 }, () => {
  it('creates a staff member with an argon2id password hash', async () => {
    const run = await manage(
      'create-user',
      '--email',
      'Coach@Example.com',
      '--password',
      'coach password 1',
      '--name',
      'Casey Coach',
      '--staff',
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Created user \d+: coach@example\.com \(Casey Coach\) \[staff\]/);

    const user = await findUser('coach@example.com');
    expect(user).toMatchObject({ email: 'coach@example.com', fullName: 'Casey Coach', isStaff: true, hasPaid: false });
    expect(user!.hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user!.hash, 'coach password 1')).toEqual({ ok: true, value: true });
  });

  it('refuses a duplicate email with exit 1 and a clear message', async () => {
    const run = await manage(
      'create-user',
      '--email',
      'coach@example.com',
      '--password',
      'another password',
      '--name',
      'Copy Cat',
    );
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('Error: A user with the email coach@example.com already exists.');
    expect((await findUser('coach@example.com'))!.fullName).toBe('Casey Coach');
  });

  it('refuses a bad email and a short password with exit 1', async () => {
    const badEmail = await manage(
      'create-user',
      '--email',
      'not-an-email',
      '--password',
      'long enough pass',
      '--name',
      'No One',
    );
    expect(badEmail.code).toBe(1);
    expect(badEmail.stderr).toMatch(/not a valid email address/);
    const shortPassword = await manage(
      'create-user',
      '--email',
      'short@example.com',
      '--password',
      'short',
      '--name',
      'Shorty',
    );
    expect(shortPassword.code).toBe(1);
    expect(shortPassword.stderr).toMatch(/password must be 8 to 128 characters/);
    expect(await findUser('short@example.com')).toBeNull();
  });

  it('refuses a password too easy to guess (a run, the member’s own email or name) with exit 1', async () => {
    for (const password of ['aaaaaaaa', 'easy@example.com', 'Eddie Easy']) {
      const run = await manage(
        'create-user',
        '--email',
        'easy@example.com',
        '--password',
        password,
        '--name',
        'Eddie Easy',
      );
      expect(run.code, password).toBe(1);
      expect(run.stderr.trim(), password).toBe(
        'Error: This password is too easy to guess. Try a longer phrase or add unusual words.',
      );
    }
    expect(await findUser('easy@example.com')).toBeNull();
  });

  it('create-users checks every line first: one weak password creates no one', async () => {
    const list = path.join(dataDir, 'members.txt');
    writeFileSync(
      list,
      '--email first@example.com --password "quiet otter lantern" --name "Fay First"\n--email second@example.com --password "abcdefgh" --name "Sam Second"\n',
    );
    const run = await manage('create-users', '--from', list);
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Error: ${list}:2: This password is too easy to guess. Try a longer phrase or add unusual words.`,
    );
    expect(await findUser('first@example.com')).toBeNull();
  });
});

describe('npm run manage -- set-flags', { timeout: 120_000 }, () => {
  it('makes a member paid and takes staff away', async () => {
    const run = await manage('set-flags', '--email', 'coach@example.com', '--paid', '--no-staff');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Updated coach@example.com: paid, not staff');
    expect(await findUser('coach@example.com')).toMatchObject({ isStaff: false, hasPaid: true });
  });

  it('refuses an unknown email with exit 1', async () => {
    const run = await manage('set-flags', '--email', 'nobody@example.com', '--paid');
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('Error: No user with the email nobody@example.com.');
  });
});

describe('npm run manage -- seed-demo', { timeout: 120_000 }, () => {
  it('prints what it seeded and the staff account with a password that signs in, once', async () => {
    const run = await manage('seed-demo', '--members', '4', '--weeks', '2');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(
      /^Seeded 4 demo members \(\d+ paid, \d+ weeks of logs\), \d+ posts, \d+ comments, \d+ reports\. Emails demo<N>@demo\.fitgroup\.example, password "demo member password"\.$/,
    );
    expect(lines[1]).toMatch(
      /^Pictures: \d+ profile, \d+ progress\. Every new demo member has accepted the current terms\.$/,
    );
    const password = lines[2]!.match(
      /^Staff account staff@demo\.fitgroup\.example, password "([^"]+)" \(shown only now\)\.$/,
    )?.[1];
    expect(password).toBeDefined();
    const staff = await findUser('staff@demo.fitgroup.example');
    expect(staff).toMatchObject({ isStaff: true });
    expect(await verifyPassword(staff!.hash, password!)).toEqual({ ok: true, value: true });

    const again = await manage('seed-demo', '--members', '1', '--weeks', '1');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Seeded 1 demo members');
    expect(again.stdout).toContain(
      'Staff account staff@demo.fitgroup.example already exists; its password is unchanged.',
    );
    expect(again.stdout).not.toContain(password!);
  });

  it('refuses a bad --members with exit 1', async () => {
    const run = await manage('seed-demo', '--members', '0');
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe('Error: --members must be 1 to 5000.');
  });
});
