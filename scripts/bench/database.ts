import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A fresh data folder for one bench run: always a temp DATA_DIR (uploads, outbox, the embedded database), and with
 * DATABASE_URL set, a fresh PostgreSQL database of its own on that server (created here, dropped by `remove`).
 */
export interface BenchData {
  dataDir: string;
  databaseUrl: string | null;
  kind: 'pglite' | 'postgres';
  remove(): Promise<void>;
}

export async function createBenchData(): Promise<BenchData> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fitgroup-bench-'));
  const given = process.env['DATABASE_URL']?.trim();
  if (!given) {
    return {
      dataDir,
      databaseUrl: null,
      kind: 'pglite',
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const pg = (await import('pg')).default;
  const name = `fitgroup_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: given });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(given);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    kind: 'postgres',
    remove: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: given });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
