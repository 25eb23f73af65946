import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerSandbox, type ServerProcess, type ServerSandbox } from '../helpers/server-process';

/**
 * Large bodies sent to the real server, its memory read from /proc: a body the route does not take is never held,
 * and one it takes waits on disk, so ten 45 MB bodies at once cost the server little more than one.
 */
const MB = 1024 * 1024;
const BODY_BYTES = 45 * MB;
const PASSWORD = 'violet harbour quartz 93';

let sandbox: ServerSandbox;
let server: ServerProcess;
const tokens: string[] = [];

/** The server's resident memory now and its peak since the last reset, in bytes (Linux). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))![1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}
/** Starts counting the peak again from the memory in use now (proc(5): clear_refs). */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

interface Answer {
  status: number;
  body: string;
}

/** Sends `body` (a Buffer, or chunks without a length), answers the status, whether or not the server read it all. */
function send(method: string, path: string, headers: Record<string, string>, body: Buffer | Buffer[]): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: server.port, method, path: `/api/v1/${path}`, headers },
      (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        res.on('error', () => resolve({ status: res.statusCode!, body: text }));
      },
    );
    // A server that answers before reading the rest may close the connection while we still write: that is fine.
    req.on('error', (err) => (answered ? undefined : reject(err)));
    let answered = false;
    req.on('response', () => (answered = true));
    if (Array.isArray(body)) {
      const write = (i: number): void => {
        if (i === body.length || answered || req.destroyed) {
          req.end();
        } else if (req.write(body[i]!)) {
          setImmediate(() => write(i + 1));
        } else {
          req.once('drain', () => write(i + 1));
        }
      };
      write(0);
    } else {
      req.end(body);
    }
  });
}

/** A multipart body of one file part of `size` bytes under `field`, starting with `head`. */
function multipart(field: string, size: number, head: Buffer): { body: Buffer; type: string } {
  const boundary = 'budget-boundary';
  const start = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const end = Buffer.from(`\r\n--${boundary}--\r\n`);
  const file = Buffer.alloc(size - start.length - end.length, 0x41);
  head.copy(file);
  return { body: Buffer.concat([start, file, end]), type: `multipart/form-data; boundary=${boundary}` };
}

const JPEG_START = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
]);

/** Ten parallel requests; answers their statuses and the server's peak growth over its memory before them. */
async function tenAtOnce(send10: () => Promise<Answer>): Promise<{ statuses: number[]; growth: number }> {
  const pid = server.child.pid!;
  await new Promise((r) => setTimeout(r, 500));
  const before = memory(pid).rss;
  resetPeak(pid);
  const answers = await Promise.all(Array.from({ length: 10 }, send10));
  const growth = memory(pid).peak - before;
  return { statuses: answers.map((a) => a.status), growth };
}

describe.skipIf(process.platform !== 'linux')('bodies the server did not budget for', () => {
  beforeAll(async () => {
    sandbox = createServerSandbox({ prefix: 'fitgroup-bodies-' });
    server = await sandbox.startServer();
    for (const name of ['one', 'two']) {
      const made = await sandbox.manage([
        'create-user',
        '--email',
        `${name}@example.com`,
        '--password',
        PASSWORD,
        '--name',
        `Member ${name}`,
      ]);
      expect(made.code, made.stderr).toBe(0);
      const signedIn = await send(
        'POST',
        'user/token/',
        { 'content-type': 'application/json' },
        Buffer.from(JSON.stringify({ email: `${name}@example.com`, password: PASSWORD })),
      );
      expect(signedIn.status, signedIn.body).toBe(200);
      tokens.push(JSON.parse(signedIn.body).access);
    }
    // The picture path once, so that what it loads for good (sharp, libvips) is not counted as the bodies' growth.
    const warm = multipart('image', 64 * 1024, JPEG_START);
    await send('PUT', 'user/profile/', { 'content-type': warm.type, authorization: `Bearer ${tokens[1]}` }, warm.body);
  }, 120_000);
  afterAll(async () => {
    await sandbox?.cleanup();
  });

  it('refuses ten 45 MB multipart sign-ins at once, growing by under 100 MB', async () => {
    const { body, type } = multipart('image', BODY_BYTES, JPEG_START);
    const { statuses, growth } = await tenAtOnce(() =>
      send('POST', 'user/token/', { 'content-type': type, 'content-length': String(body.length) }, body),
    );
    expect(statuses).toEqual(Array(10).fill(415));
    expect(growth).toBeLessThan(100 * MB);
  }, 120_000);

  it('refuses ten 45 MB profile updates with a file under another name at once, growing by under 100 MB', async () => {
    const { body, type } = multipart('attachment', BODY_BYTES, JPEG_START);
    const headers = {
      'content-type': type,
      'content-length': String(body.length),
      authorization: `Bearer ${tokens[0]}`,
    };
    const { statuses, growth } = await tenAtOnce(() => send('PUT', 'user/profile/', headers, body));
    expect(statuses).toEqual(Array(10).fill(400));
    expect(growth).toBeLessThan(100 * MB);
  }, 120_000);

  it('reads ten 45 MB damaged pictures at once to disk and refuses them all, growing by under 100 MB', async () => {
    const { body, type } = multipart('image', BODY_BYTES, JPEG_START);
    const headers = {
      'content-type': type,
      'content-length': String(body.length),
      authorization: `Bearer ${tokens[0]}`,
    };
    const { statuses, growth } = await tenAtOnce(() => send('PUT', 'user/profile/', headers, body));
    // Damaged (400), or busy while the others are decoded (503): none kept.
    for (const status of statuses) expect([400, 503]).toContain(status);
    expect(statuses).toContain(400);
    expect(growth).toBeLessThan(100 * MB);
  }, 120_000);

  it('cuts a chunked multipart body with no length at the upload limit', async () => {
    const { type } = multipart('image', MB, JPEG_START);
    const head = Buffer.from(
      `--budget-boundary\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const chunk = Buffer.alloc(MB, 0x41);
    JPEG_START.copy(chunk);
    const chunks = [head, ...Array.from({ length: 60 }, () => chunk)];
    const answer = await send(
      'PUT',
      'user/profile/',
      { 'content-type': type, authorization: `Bearer ${tokens[1]}` },
      chunks,
    );
    expect(answer.status).toBe(413);
  }, 120_000);

  it('cuts a chunked JSON body with no length at 64 KB', async () => {
    const chunks = [
      Buffer.from('{"email": "one@example.com", "pad": "'),
      ...Array.from({ length: 100 }, () => Buffer.alloc(64 * 1024, 0x61)),
    ];
    const answer = await send('POST', 'user/token/', { 'content-type': 'application/json' }, chunks);
    expect(answer.status).toBe(413);
  }, 120_000);

  it('logs the address a sign-in came from, loopback included, when no proxy is declared', () => {
    expect(server.output()).toMatch(/"event":"auth\.login"[^\n]*"ip":"(127\.0\.0\.1|::ffff:127\.0\.0\.1)"/);
  });

  it('still answers once it is all over', async () => {
    const health = await send('GET', 'health', {}, Buffer.alloc(0));
    expect(health.status).toBe(200);
  });
});
