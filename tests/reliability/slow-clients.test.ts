import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerSandbox, type ServerProcess, type ServerSandbox } from '../helpers/server-process';

// A client that trickles its request in (slowloris) must not hold a socket for ever: the production server gives
// it HEADERS_TIMEOUT_SECONDS for the headers and REQUEST_TIMEOUT_SECONDS for the whole request, then answers 408
// and/or closes the connection (src/server.ts, the options of http.createServer). Short timeouts here; the
// embedded database, since these checks are about the HTTP server alone.

let sandbox: ServerSandbox;
let server: ServerProcess;

/** Past this, a connection the server still holds counts as held for ever (the timeouts here are 1 s and 2 s). */
const GIVE_UP_MS = 15_000;

interface Ending {
  /** Whether the server ended the connection (false: it still held it after GIVE_UP_MS). */
  closed: boolean;
  /** Whatever the server wrote before that. */
  response: string;
}

/**
 * Connects, writes `head`, then writes `drip` every 300 ms until the server ends the connection (or GIVE_UP_MS
 * passes, when the test closes it itself).
 */
function trickle(head: string, drip: string): Promise<Ending> {
  return new Promise((resolve) => {
    const socket = net.connect(server.port, '127.0.0.1');
    let response = '';
    let closed = true;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (response += chunk));
    socket.on('error', () => undefined); // a write after the server closed (EPIPE, ECONNRESET): the close follows
    socket.on('connect', () => socket.write(head));
    const dripping = setInterval(() => {
      if (socket.writable) socket.write(drip);
    }, 300);
    const giveUp = setTimeout(() => {
      closed = false;
      socket.destroy();
    }, GIVE_UP_MS);
    socket.on('close', () => {
      clearInterval(dripping);
      clearTimeout(giveUp);
      resolve({ closed, response });
    });
  });
}

beforeAll(async () => {
  sandbox = createServerSandbox({ prefix: 'fitgroup-slow-clients-' });
  server = await sandbox.startServer({ env: { HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2' } });
}, 120_000);

afterAll(async () => {
  await sandbox?.cleanup();
});

describe('a server with HEADERS_TIMEOUT_SECONDS=1 and REQUEST_TIMEOUT_SECONDS=2', () => {
  it('closes a connection whose headers trickle in (slowloris)', { timeout: 20_000 }, async () => {
    const ending = await trickle('POST /api/v1/user/token/ HTTP/1.1\r\nHost: x\r\n', 'X');
    expect(ending.closed).toBe(true);
    if (ending.response) expect(ending.response).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose body trickles in', { timeout: 20_000 }, async () => {
    const head =
      'POST /api/v1/user/token/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 60000\r\n\r\n{"email":';
    const ending = await trickle(head, '  ');
    expect(ending.closed).toBe(true);
    if (ending.response) expect(ending.response).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('serves a normal request on the same server', async () => {
    const response = await fetch(`http://127.0.0.1:${server.port}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });
});
