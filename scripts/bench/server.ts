import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { serverCommand } from '../site-build.mjs';
import { BENCH_SECRET } from './seed';
import type { BenchData } from './database';

/** The built server, started as `npm start` starts it, on the bench's data folder. */
export interface BenchServer {
  pid: number;
  base: string;
  /** Spawn to the first 200 of /api/v1/health. */
  coldStartMs: number;
  /** Resident memory now, from /proc/<pid>/status (VmRSS), in MB. */
  rssMb(): number;
  /** The same memory by kind (readMemoryMap). */
  memoryMap(): ReturnType<typeof readMemoryMap>;
  /** Throws when the server has exited (a crash during a row breaks that row). */
  assertAlive(): void;
  /** The last lines it printed (warnings and errors only: LOG_LEVEL=warn). */
  tail(): string;
  stop(): Promise<void>;
}

/**
 * Where a process's resident memory lies, from /proc/<pid>/smaps, in MB: malloc's heap, anonymous memory (V8's heap,
 * native buffers, WebAssembly memories), files (the node binary, shared libraries), and the largest anonymous
 * mapping on its own: PGlite's postgres memory is one contiguous WebAssembly memory, V8's heap is many small pages.
 */
export function readMemoryMap(pid: number): {
  heap: number;
  anonymous: number;
  files: number;
  largestAnonymous: number;
} {
  const totals = { heap: 0, anonymous: 0, files: 0, largestAnonymous: 0 };
  let where: 'heap' | 'anonymous' | 'files' = 'anonymous';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+\s+\S+\s+\S+\s+\S+\s+\d+\s*(.*)$/.exec(line);
    if (header) {
      const name = header[1]!.trim();
      where = name === '[heap]' ? 'heap' : name === '' || name.startsWith('[') ? 'anonymous' : 'files';
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (!rss) continue;
    const mb = Number(rss[1]) / 1024;
    totals[where] += mb;
    if (where === 'anonymous') totals.largestAnonymous = Math.max(totals.largestAnonymous, mb);
  }
  return totals;
}

export function readRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

export async function startServer(options: { outDir: string; data: BenchData; port: number }): Promise<BenchServer> {
  const { outDir, data, port } = options;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: data.dataDir,
    ASTRO_OUT_DIR: outDir,
    SECRET_KEY: BENCH_SECRET,
    LOG_LEVEL: 'warn',
    // Long enough that no token of the bench expires mid-run.
    ACCESS_TOKEN_MINUTES: '120',
    // The bench's staff signs in with a password: the rule itself costs nothing to measure (whether a session proved
    // a second factor is read in the member query every signed-in request runs anyway).
    REQUIRE_STAFF_2FA: 'false',
    NODE_ENV: 'production',
  };
  delete env['DATABASE_URL'];
  if (data.databaseUrl) env['DATABASE_URL'] = data.databaseUrl;
  const base = `http://127.0.0.1:${port}`;
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };

  // The bundled server, as npm start runs it (scripts/site-build.mjs).
  const command = serverCommand(outDir);
  const started = performance.now();
  const child: ChildProcess = spawn(command.command, command.args, {
    env: { ...env, ...command.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exitCode: number | null | undefined;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', (code, signal) => {
      exitCode = code ?? (signal ? -1 : 0);
      resolve();
    }),
  );
  const tail = () => lines.slice(-8).join('\n');

  let coldStartMs = NaN;
  const deadline = started + 60_000;
  while (performance.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}) before answering:\n${tail()}`);
    try {
      const res = await fetch(`${base}/api/v1/health`);
      await res.arrayBuffer();
      if (res.status === 200) {
        coldStartMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  if (Number.isNaN(coldStartMs)) {
    child.kill('SIGKILL');
    throw new Error(`the server did not answer /api/v1/health within 60 s:\n${tail()}`);
  }
  const pid = child.pid!;
  return {
    pid,
    base,
    coldStartMs,
    rssMb: () => readRssMb(pid),
    memoryMap: () => readMemoryMap(pid),
    assertAlive: () => {
      if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}):\n${tail()}`);
    },
    tail,
    stop: async () => {
      if (exitCode !== undefined) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
