import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The production entry itself, started beside the e2e server on the same build: a busy port and SIGTERM.
const outDir = process.env['ASTRO_OUT_DIR'] || 'dist';
const e2ePort = Number(process.env['E2E_PORT'] || 4573);

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(port: number, dataDir: string): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      ASTRO_OUT_DIR: outDir,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function until(condition: () => boolean, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });
}

let dataDir: string;
test.beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fitgroup-server-'));
});
test.afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

test.describe('the production server', () => {
  test('stops with exit 1 and one clear line when its port is in use', async () => {
    const server = startServer(e2ePort, dataDir);
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(`Port ${e2ePort} is already in use (PORT).`);
  });

  test('on SIGTERM stops taking connections but finishes the request in flight, then exits 0', async () => {
    const port = await freePort();
    const server = startServer(port, dataDir);
    try {
      await until(() => server.output().includes('is listening on'), 'the server to listen');

      // A request whose body is still arriving when SIGTERM comes.
      const body = '{"email": "nobody@example.com", "password": "not a real password"}';
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/user/token/',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
        request.on('response', (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        request.on('error', reject);
      });
      request.flushHeaders();
      request.write(body.slice(0, 10));
      await new Promise((r) => setTimeout(r, 300));

      server.child.kill('SIGTERM');
      await until(() => server.output().includes('SIGTERM received'), 'the server to take the signal', 10_000);
      expect(await connects(port)).toBe(false);

      request.end(body.slice(10));
      const answer = await response;
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(JSON.parse(answer.text)).toEqual(expect.any(Object));
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
    }
  });
});
