import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fitgroup-config-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** loadConfig on just these variables (never the test process's own environment). */
function load(env: Record<string, string>) {
  return loadConfig({ DATA_DIR: dataDir, ...env });
}

/** The ConfigError loadConfig throws for this environment. */
function failure(env: Record<string, string>): ConfigError {
  try {
    load(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('the configuration', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = load({});
    expect(config.port).toBe(4321);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:4321');
    expect(config.siteName).toBe('FitGroup');
    expect(config.smtpUrl).toBeNull();
    expect(config.s3).toBeNull();
    expect([config.accessTokenMinutes, config.refreshTokenDays, config.resetTokenMinutes]).toEqual([15, 7, 60]);
  });

  it('rejects a PORT that is not a number, naming the variable on one line', () => {
    const err = failure({ PORT: 'eighty' });
    expect(err.message).toMatch(/\bPORT\b/);
    expect(err.message).not.toContain('\n');
  });

  it('rejects a PORT outside 1 to 65535', () => {
    expect(failure({ PORT: '70000' }).message).toMatch(/\bPORT\b.*65535/);
    expect(failure({ PORT: '0' }).message).toMatch(/\bPORT\b/);
  });

  it('rejects a DATABASE_URL that is not a URL, naming the variable on one line', () => {
    const err = failure({ DATABASE_URL: 'not a url' });
    expect(err.message).toMatch(/\bDATABASE_URL\b/);
    expect(err.message).not.toContain('\n');
  });

  it('rejects a DATABASE_URL for another kind of database', () => {
    expect(failure({ DATABASE_URL: 'mysql://root@localhost/fit' }).message).toMatch(/\bDATABASE_URL\b.*postgres/);
  });

  it('accepts postgres:// and postgresql:// database URLs', () => {
    expect(load({ DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/fit' }).databaseUrl).toBe(
      'postgres://u:p@127.0.0.1:5432/fit',
    );
    expect(load({ DATABASE_URL: 'postgresql://127.0.0.1/fit' }).databaseUrl).toBe('postgresql://127.0.0.1/fit');
  });

  it('names the variable of every other bad value', () => {
    expect(failure({ PUBLIC_URL: 'ftp://example.com' }).message).toMatch(/\bPUBLIC_URL\b/);
    expect(failure({ SMTP_URL: 'http://mail' }).message).toMatch(/\bSMTP_URL\b/);
    expect(failure({ MAIL_FROM: 'nobody' }).message).toMatch(/\bMAIL_FROM\b/);
    expect(failure({ SECRET_KEY: 'short' }).message).toMatch(/\bSECRET_KEY\b/);
    expect(failure({ ACCESS_TOKEN_MINUTES: '-5' }).message).toMatch(/\bACCESS_TOKEN_MINUTES\b/);
    expect(failure({ S3_BUCKET: 'photos' }).message).toMatch(/\bS3_ENDPOINT\b/);
  });

  it('generates the secret into DATA_DIR/secret.key, readable by the owner only, and reuses it', () => {
    const first = load({});
    const file = path.join(dataDir, 'secret.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secretKey);
    expect(first.secretKey.length).toBeGreaterThanOrEqual(32);
    expect(load({}).secretKey).toBe(first.secretKey);
  });

  it('prefers SECRET_KEY over the generated file', () => {
    const secret = 'a-secret-given-by-the-operator-0123456789';
    expect(load({ SECRET_KEY: secret }).secretKey).toBe(secret);
  });

  it('derives PUBLIC_URL from PORT and takes SITE_NAME', () => {
    const config = load({ PORT: '8080', SITE_NAME: 'Iron Circle' });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.siteName).toBe('Iron Circle');
  });

  it('runs one server process unless WORKERS says more', () => {
    expect(load({}).workers).toBe(1);
    expect(load({ WORKERS: '4', DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/fitgroup' }).workers).toBe(4);
  });

  it('rejects a WORKERS that is not a whole number from 1 to 64, naming the variable on one line', () => {
    const pg = { DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/fitgroup' };
    expect(failure({ ...pg, WORKERS: 'many' }).message).toBe(
      'Invalid configuration: WORKERS must be a whole number, got "many"',
    );
    expect(failure({ ...pg, WORKERS: '2.5' }).message).toMatch(
      /^Invalid configuration: WORKERS must be a whole number/,
    );
    expect(failure({ ...pg, WORKERS: '0' }).message).toBe(
      'Invalid configuration: WORKERS must be between 1 and 64, got 0',
    );
    expect(failure({ ...pg, WORKERS: '65' }).message).toBe(
      'Invalid configuration: WORKERS must be between 1 and 64, got 65',
    );
  });

  it('refuses several workers on the embedded database, saying why and to set DATABASE_URL', () => {
    expect(load({ WORKERS: '1' }).workers).toBe(1);
    const message = failure({ WORKERS: '2' }).message;
    expect(message).not.toContain('\n');
    expect(message).toMatch(/^Invalid configuration: WORKERS must be 1 with the embedded database/);
    expect(message).toContain('PGlite is one process per data folder');
    expect(message).toContain('set DATABASE_URL');
  });
});
