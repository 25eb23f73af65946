import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AsSent } from './as-sent';

const SCRIPT = fileURLToPath(new URL('./reference-process.mjs', import.meta.url));

/**
 * The throughput reference: bare node:http in a process of its own (the app has its own too, and a reference
 * sharing the bench's thread with autocannon would be capped by it), answering every request with the bytes the app
 * sent for the measured request, compressed as the app compressed them.
 */
export async function startReferenceServer(
  port: number,
  sent: AsSent,
): Promise<{ url: string; close(): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fitgroup-bench-ref-'));
  const bodyFile = path.join(dir, 'body');
  writeFileSync(bodyFile, sent.bytes);
  const child = spawn(process.execPath, [SCRIPT], {
    env: {
      ...process.env,
      PORT: String(port),
      BODY_FILE: bodyFile,
      CONTENT_TYPE: sent.contentType,
      CONTENT_ENCODING: sent.contentEncoding ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the reference server exited (${code}) before listening`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
