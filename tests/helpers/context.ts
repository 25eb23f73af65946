import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../src/server/config';
import { createRuntime, type Runtime } from '../../src/server/runtime';
import { createApp } from '../../src/server/app';
import { manualClock } from '../../src/server/clock';
import { createUser } from '../../src/server/services/accounts';
import { acceptCurrentTerms } from '../../src/server/services/terms';
import { createLogger } from '../../src/server/log';
import type { Tasks } from '../../src/server/tasks';
import { okValue } from './result';
import { hashPassword } from '../../src/server/auth/passwords';
import { migratedImage } from './pglite-image';

export interface Member {
  id: number;
  email: string;
  password: string;
  fullName: string;
  access: string;
  refresh: string;
}

export interface RequestOptions {
  body?: unknown;
  /** A FormData body (multipart). */
  form?: FormData;
  token?: string | null;
  headers?: Record<string, string>;
}

/**
 * One argon2id hash per password per test process: fixtures create thousands of members with the same password,
 * and hashing is the slowest part of creating one. Sign-in still verifies it the real way.
 */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string): Promise<string> => {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password).then(okValue);
    hashed.catch(() => hashes.delete(password));
    hashes.set(password, hashed);
  }
  return hashed;
};

/**
 * A fresh database (PGlite in memory, or a new PostgreSQL database when DATABASE_URL is set), the API app
 * in-process, and a clock the test controls.
 */
/**
 * A database of its own for one test file: on PostgreSQL (DATABASE_URL set) a new database created beside the one
 * DATABASE_URL names, dropped again by drop(); on PGlite nothing (url is null: use a DATA_DIR of your own).
 */
export async function createScratchDatabase(): Promise<{ url: string | null; drop(): Promise<void> }> {
  const adminUrl = process.env['DATABASE_URL'];
  if (!adminUrl) return { url: null, drop: async () => undefined };
  const dbName = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${dbName} with (force)`);
      await client.end();
    },
  };
}

export interface ContextOptions {
  /** A background-task runner of the test's own (to hold work back and see what a response waited for). */
  tasks?: Tasks;
}

export async function createTestContext(env: Record<string, string> = {}, contextOptions: ContextOptions = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fitgroup-test-'));
  const scratch = await createScratchDatabase();
  const databaseUrl = scratch.url;
  const config = loadConfig({
    DATA_DIR: dataDir,
    SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
    PUBLIC_URL: 'http://localhost:4321',
    // Tests that are not about second factors sign staff in with a password alone; the privacy tests turn it on.
    REQUIRE_STAFF_2FA: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const clock = manualClock(new Date('2026-11-01T12:00:00Z'));
  // Every log line, parsed: tests read the events and check that no secret got in.
  const logLines: string[] = [];
  const log = createLogger({ destination: { write: (line: string) => void logLines.push(line) }, level: 'debug' });
  const image = databaseUrl ? undefined : await migratedImage();
  const rt: Runtime = await createRuntime({ config, clock, inMemory: true, image, log, tasks: contextOptions.tasks });
  const app = createApp(rt);
  let counter = 0;

  async function request(method: string, urlPath: string, options: RequestOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    if (options.token) headers['authorization'] = `Bearer ${options.token}`;
    const res = await app.request(urlPath.startsWith('/api/') ? urlPath : `/api/v1/${urlPath.replace(/^\//, '')}`, {
      method,
      headers,
      body,
    });
    const text = await res.text();
    // Mail and other deferred work finish before the test looks (unless the test holds them back).
    if (!contextOptions.tasks) await rt.tasks.idle();
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, headers: res.headers, json, text };
  }

  /** A member created directly (not through the API), terms accepted, signed in. */
  async function createMember(
    options: { email?: string; password?: string; name?: string; paid?: boolean; staff?: boolean } = {},
  ): Promise<Member> {
    counter += 1;
    const email = options.email ?? `member${counter}@example.com`;
    const password = options.password ?? 'correct horse battery';
    const fullName = options.name ?? `Member ${counter}`;
    const { id } = okValue(
      await createUser(rt, {
        email,
        password: { hash: await hashOnce(password) },
        fullName,
        hasPaid: options.paid,
        isStaff: options.staff,
      }),
    );
    await acceptCurrentTerms(rt.db, id, clock.now());
    const res = await request('POST', 'user/token/', { body: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`);
    return { id, email, password, fullName, access: res.json.access, refresh: res.json.refresh };
  }

  async function close() {
    await rt.database.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const logs = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const events = (name: string) => logs().filter((entry) => entry['event'] === name);

  return { rt, app, clock, config, dataDir, request, createMember, close, logLines, logs, events };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;
