import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { processCommand } from '../helpers/process-bundles';

// The production entry refuses bad configuration before it touches the build or the database.
// (Graceful shutdown and a busy port need the built site: tests/e2e/server.spec.ts covers them.)
const dataDir = mkdtempSync(path.join(tmpdir(), 'fitgroup-server-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function startServer(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { command, args } = await processCommand('server');
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('starting the server with bad configuration', { timeout: 60_000 }, () => {
  it('stops with exit 1 and one line naming PORT', async () => {
    const run = await startServer({ PORT: 'http' });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toEqual(['Invalid configuration: PORT must be a whole number, got "http"']);
  });

  it('stops with exit 1 and one line naming DATABASE_URL', async () => {
    const run = await startServer({ DATABASE_URL: 'mysql://localhost/fit' });
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: DATABASE_URL /);
  });
});
