import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerSandbox, type ServerProcess, type ServerSandbox } from '../helpers/server-process';
import { eventually } from '../helpers/eventually';

// A client that announces a body and goes away before sending it all (a phone losing its signal mid-upload) is the
// client's doing, not the database's: no `db.unavailable`, no 503 in the access log, no `db.recovered` a second
// later (src/server/http/client-abort.ts). The real server, since the abort only exists on a real socket; the
// embedded database, since this is about the HTTP side alone.

let sandbox: ServerSandbox;
let server: ServerProcess;
let access = '';

const EMAIL = 'aborts@example.com';
const PASSWORD = 'correct horse battery';

/** Every JSON line the server wrote so far. */
const logLines = () =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
const events = (name: string) => logLines().filter((entry) => entry['event'] === name);

/**
 * Sends `method path` announcing a 100-byte JSON body, sends 10 bytes of it, waits until the server has had them,
 * and closes the socket. Resolves with whatever the server wrote back before that (nothing, normally).
 */
function abortedRequest(method: string, path: string, token: string | null, requestId: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(server.port, '127.0.0.1');
    let response = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (response += chunk));
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(
        `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n` +
          `X-Request-Id: ${requestId}\r\n` +
          (token ? `Authorization: Bearer ${token}\r\n` : '') +
          '\r\n{"email":"',
      );
      // Long enough for the server to reach the handler and start reading the body.
      setTimeout(() => socket.destroy(), 300);
    });
    socket.on('close', () => resolve(response));
  });
}

beforeAll(async () => {
  sandbox = createServerSandbox({ prefix: 'fitgroup-client-aborts-' });
  server = await sandbox.startServer({ env: { LOG_LEVEL: 'info' } });
  const created = await sandbox.manage([
    'create-user',
    '--email',
    EMAIL,
    '--password',
    PASSWORD,
    '--name',
    'Abby Orts',
    '--paid',
  ]);
  expect(created.code, created.stdout + created.stderr).toBe(0);
  const res = await fetch(`http://127.0.0.1:${server.port}/api/v1/user/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  access = ((await res.json()) as { access: string }).access;
}, 120_000);

afterAll(async () => {
  await sandbox?.cleanup();
});

describe('a client that drops its request body', () => {
  it('is logged as its own abort, never as a database outage', { timeout: 30_000 }, async () => {
    const ids = ['aborted-sign-in-1', 'aborted-profile-1', 'aborted-sign-in-2'];
    await abortedRequest('POST', '/api/v1/user/token/', null, ids[0]!);
    await abortedRequest('PUT', '/api/v1/user/profile/', access, ids[1]!);
    await abortedRequest('POST', '/api/v1/user/token/', null, ids[2]!);

    const accessLines = () =>
      events('http.access')
        .filter((entry) => ids.includes(entry['requestId'] as string))
        .sort((a, b) => ids.indexOf(a['requestId'] as string) - ids.indexOf(b['requestId'] as string));
    // Every aborted request gets its access line, with 499 (nginx's "client closed request").
    await eventually(async () => expect(accessLines()).toHaveLength(3), 10_000);
    expect(accessLines().map((entry) => [entry['method'], entry['route'], entry['status']])).toEqual([
      ['POST', '/api/v1/user/token', 499],
      ['PUT', '/api/v1/user/profile', 499],
      ['POST', '/api/v1/user/token', 499],
    ]);
    const aborted = events('request.aborted');
    expect(aborted).toHaveLength(3);
    for (const entry of aborted) expect(entry['level']).toBe(30);

    // The old mistake logged db.recovered a second after the false outage: wait past that before looking.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(events('db.unavailable'), server.output()).toEqual([]);
    expect(events('db.recovered')).toEqual([]);
    expect(logLines().filter((entry) => entry['event'] === 'http.access' && entry['status'] === 503)).toEqual([]);
    // Nothing at warn or above: an abort is routine.
    expect(logLines().filter((entry) => (entry['level'] as number) >= 40)).toEqual([]);

    const health = await fetch(`http://127.0.0.1:${server.port}/api/v1/health`);
    expect(health.status).toBe(200);
    const profile = await fetch(`http://127.0.0.1:${server.port}/api/v1/user/profile/`, {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(profile.status).toBe(200);
  });
});
