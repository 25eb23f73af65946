/**
 * The control socket: how `npm run manage` reaches a server that holds DATA_DIR (embedded database). A Unix domain
 * socket at DATA_DIR/control.sock, mode 0600 (the operator's user only, never a TCP port). The CLI sends one line,
 * {"argv":[…],"cwd":"…"}; the server runs the same command code on its own runtime and answers with lines
 * {"out":"…"} and {"err":"…"} as the command prints them, then {"exit":n}.
 */
import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Runtime } from '../runtime';
import { commandName, runCommand, type Output } from './commands';

export const CONTROL_SOCKET = 'control.sock';

/** A request line longer than this is refused (a create-users file is read by path, not sent). */
const MAX_REQUEST = 256 * 1024;

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, CONTROL_SOCKET);
}

type Reply = { out: string } | { err: string } | { exit: number };

interface Request {
  argv: string[];
  cwd: string;
}

export interface ControlServer {
  readonly path: string;
  /** Stops taking commands, waits for the ones running, and removes the socket file. */
  close(): Promise<void>;
}

function parseRequest(line: string): Request | null {
  try {
    const value = JSON.parse(line) as Partial<Request>;
    if (!Array.isArray(value.argv) || !value.argv.every((a) => typeof a === 'string')) return null;
    if (typeof value.cwd !== 'string' || !path.isAbsolute(value.cwd)) return null;
    return { argv: value.argv, cwd: value.cwd };
  } catch {
    return null;
  }
}

/**
 * Listens on DATA_DIR/control.sock; call it only while holding the DATA_DIR lock (any socket file left there is
 * then a stale one from a process that died, and is replaced).
 */
export async function startControlServer(rt: Runtime, dataDir: string): Promise<ControlServer> {
  const file = controlSocketPath(dataDir);
  const running = new Set<Promise<void>>();
  let closing = false;

  const handle = async (socket: net.Socket, request: Request | null) => {
    const send = (reply: Reply) => {
      if (!socket.destroyed) socket.write(JSON.stringify(reply) + '\n');
    };
    if (!request || closing) {
      send({
        err: request
          ? 'Error: The server is stopping; run the command again once it has stopped.'
          : 'Error: Bad request.',
      });
      send({ exit: 1 });
      socket.end();
      return;
    }
    const output: Output = { out: (line) => send({ out: line }), err: (line) => send({ err: line }) };
    const exit = await runCommand(request.argv, { output, cwd: request.cwd, runtime: async () => rt });
    // The command name only: the options can hold a password.
    rt.log.info(
      { event: 'operator.command', command: commandName(request.argv) ?? 'unknown', exit },
      'operator.command',
    );
    send({ exit });
    socket.end();
  };

  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.setEncoding('utf8');
    let buffer = '';
    const onData = (chunk: string) => {
      buffer += chunk;
      const newline = buffer.indexOf('\n');
      if (newline === -1 && buffer.length <= MAX_REQUEST) return;
      socket.off('data', onData);
      const request = newline === -1 ? null : parseRequest(buffer.slice(0, newline));
      const task = handle(socket, request).finally(() => running.delete(task));
      running.add(task);
    };
    socket.on('data', onData);
  });

  rmSync(file, { force: true });
  const listening = new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // The socket file is created by listen() itself: a umask for that instant makes it 0600 from the start.
  const umask = process.umask(0o177);
  try {
    server.listen(file);
  } finally {
    process.umask(umask);
  }
  await listening;
  chmodSync(file, 0o600);
  server.on('error', (err) =>
    rt.log.error({ event: 'operator.socket_error', err: err.message }, 'control socket error'),
  );

  let closed: Promise<void> | null = null;
  return {
    path: file,
    close() {
      closed ??= (async () => {
        closing = true;
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await Promise.allSettled([...running]);
        rmSync(file, { force: true });
      })();
      return closed;
    },
  };
}

/** Nobody answers on the control socket (no file, or no server behind it). */
export class ControlUnavailableError extends Error {
  constructor(readonly code: string | undefined) {
    super(`The control socket does not answer (${code ?? 'unknown'}).`);
    this.name = 'ControlUnavailableError';
  }
}

/**
 * Runs a manage command inside the server that holds DATA_DIR: prints its lines on `output` as they come and
 * resolves with its exit code. Rejects with ControlUnavailableError when it cannot connect at all.
 */
export function sendCommand(dataDir: string, argv: readonly string[], cwd: string, output: Output): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let connected = false;
    let exit: number | null = null;
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(JSON.stringify({ argv, cwd }) + '\n');
    });
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let newline: number;
      while ((newline = buffer.indexOf('\n')) !== -1) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        let reply: Partial<{ out: unknown; err: unknown; exit: unknown }>;
        try {
          reply = JSON.parse(line) as typeof reply;
        } catch {
          continue;
        }
        if (typeof reply.out === 'string') output.out(reply.out);
        else if (typeof reply.err === 'string') output.err(reply.err);
        else if (typeof reply.exit === 'number') exit = reply.exit;
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (!connected) reject(new ControlUnavailableError(err.code));
    });
    socket.on('close', () => {
      if (!connected) return;
      if (exit === null) {
        output.err('Error: The server closed the control socket before the command finished.');
        resolve(1);
      } else resolve(exit);
    });
  });
}
