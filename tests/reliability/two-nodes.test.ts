import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../helpers/context';
import { processCommand } from '../helpers/process-bundles';
import { freePort } from '../helpers/server-process';
import { startS3Server, type S3Server } from '../helpers/s3-server';
import { fileOf, png } from '../fixtures/profile/images';
import { LIMITS } from '../../src/server/services/rate-limits';

// Scale-out for real: two app nodes (src/server.ts, each its own process and port) on one PostgreSQL and one
// S3-compatible server (s3rver), with the same SECRET_KEY, as the README's recipe runs them behind a load balancer.
// Nothing a request needs may live in one node's memory: a token, a picture and a rate-limit counter made on one
// node hold on the other.
// Needs DATABASE_URL (as in `npm run test:pg`) and a build (the nodes serve pages too): ASTRO_OUT_DIR, else dist.

const root = process.cwd();
const outDir = path.resolve(process.env['ASTRO_OUT_DIR'] || 'dist');
const skipReason = !process.env['DATABASE_URL']
  ? 'DATABASE_URL is not set: two nodes need one PostgreSQL (run it with npm run test:pg)'
  : !existsSync(path.join(outDir, 'server', 'entry.mjs'))
    ? `no build at ${outDir}: run "npx astro build" first (ASTRO_OUT_DIR names another build folder)`
    : null;

const SECRET_KEY = 'two-nodes-share-this-secret-key-0123456789';
const PASSWORD = 'two nodes, one member';
/** A client address as a proxy of ours reports it (TRUST_PROXY=1), so the per-address limits count it. */
const CLIENT = '203.0.113.42';
const START_TIMEOUT_MS = 30_000;

interface Node {
  name: string;
  base: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<unknown>;
}

let work: string;
let s3: S3Server;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
const nodes: Node[] = [];
let a: Node;
let b: Node;

async function startNode(name: string): Promise<Node> {
  const port = await freePort();
  const { command, args } = await processCommand('server');
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      ...s3.env,
      DATABASE_URL: scratch.url!,
      DATA_DIR: mkdtempSync(path.join(work, `${name}-`)),
      SECRET_KEY,
      ASTRO_OUT_DIR: outDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env['PATH'] ?? ''}`,
    },
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const node: Node = { name, base: `http://127.0.0.1:${port}`, child, output: () => output, exited };
  nodes.push(node);
  return node;
}

/** Waits until the node answers its health check (it has migrated and opened the database). */
async function ready(node: Node): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (node.child.exitCode !== null) throw new Error(`node ${node.name} exited:\n${node.output()}`);
    const res = await fetch(`${node.base}/api/v1/health`).catch(() => null);
    if (res?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`node ${node.name} did not start:\n${node.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function api(
  node: Node,
  method: string,
  pathname: string,
  options: { body?: unknown; form?: FormData; token?: string } = {},
) {
  const headers: Record<string, string> = { 'x-forwarded-for': CLIENT };
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${node.base}/api/v1/${pathname}`, {
    method,
    headers,
    body: options.form ?? (options.body === undefined ? null : JSON.stringify(options.body)),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: (text ? JSON.parse(text) : null) as any };
}

const signIn = (node: Node, email: string, password: string) =>
  api(node, 'POST', 'user/token/', { body: { email, password } });

async function register(node: Node, email: string) {
  const res = await api(node, 'POST', 'user/register/', {
    body: { full_name: 'Noor Node', email, password: PASSWORD, password2: PASSWORD },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
}

beforeAll(async () => {
  if (skipReason) return;
  work = mkdtempSync(path.join(tmpdir(), 'fitgroup-two-nodes-'));
  s3 = await startS3Server({ bucket: 'fitgroup-two-nodes' });
  scratch = await createScratchDatabase();
  // Both start at once on an empty database: the migrations run once, under their advisory lock.
  [a, b] = await Promise.all([startNode('a'), startNode('b')]);
  await Promise.all([ready(a), ready(b)]);
}, 60_000);

afterAll(async () => {
  for (const node of nodes) node.child.kill('SIGTERM');
  const stopped = Promise.all(nodes.map((node) => node.exited));
  const late = setTimeout(() => {
    for (const node of nodes) node.child.kill('SIGKILL');
  }, 5_000);
  await stopped;
  clearTimeout(late);
  await s3?.close();
  await scratch?.drop();
  if (work) rmSync(work, { recursive: true, force: true });
}, 30_000);

if (skipReason) {
  console.warn(`tests/reliability/two-nodes.test.ts skipped: ${skipReason}`);
  describe('two app nodes on one PostgreSQL and one S3', () => {
    it.skip(`skipped: ${skipReason}`, () => undefined);
  });
}

describe.skipIf(skipReason)('two app nodes on one PostgreSQL and one S3', { timeout: 30_000 }, () => {
  it('signs a member in on node A and takes the token on node B, refresh and logout included', async () => {
    await register(a, 'noor@example.com');
    const tokens = (await signIn(a, 'noor@example.com', PASSWORD)).json;
    const profile = await api(b, 'GET', 'user/profile/', { token: tokens.access });
    expect(profile.status).toBe(200);
    expect(profile.json.full_name).toBe('Noor Node');

    const refreshed = await api(b, 'POST', 'user/token/refresh/', { body: { refresh: tokens.refresh } });
    expect(refreshed.status).toBe(200);
    const latest = refreshed.json.refresh ?? tokens.refresh;
    expect((await api(b, 'POST', 'user/logout/', { body: { refresh: latest } })).status).toBeLessThan(300);
    // Revoked on B, so refused on A: the revocation lives in the database.
    expect((await api(a, 'POST', 'user/token/refresh/', { body: { refresh: latest } })).status).toBe(401);
  });

  it('stores a picture uploaded on node A in S3, and node B redirects its link to S3, which serves the same JPEG', async () => {
    await register(a, 'pia@example.com');
    const { access } = (await signIn(a, 'pia@example.com', PASSWORD)).json;
    const form = new FormData();
    form.append('image', fileOf(await png(96, 96), 'me.png', 'image/png'));
    const uploaded = await api(a, 'PUT', 'user/profile/', { form, token: access });
    expect(uploaded.status, JSON.stringify(uploaded.json)).toBe(200);
    const name = (uploaded.json.image as string).split('?')[0]!.split('/').pop()!;
    expect(s3.keys()).toContain(`profile/${name}`);

    const seenFromB = (await api(b, 'GET', 'user/profile/', { token: access })).json.image as string;
    const pictures: Buffer[] = [];
    for (const [node, link] of [
      [b, seenFromB],
      [b, uploaded.json.image],
      [a, uploaded.json.image],
    ] as const) {
      const media = await fetch(`${node.base}${link}`, { redirect: 'manual' });
      expect(media.status).toBe(302);
      expect((await media.arrayBuffer()).byteLength).toBe(0);
      const location = new URL(media.headers.get('location')!);
      expect(location.origin).toBe(s3.endpoint);
      const picture = await fetch(location);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/jpeg');
      pictures.push(Buffer.from(await picture.arrayBuffer()));
    }
    expect(pictures[0]!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(pictures[1]).toEqual(pictures[0]);
    expect(pictures[2]).toEqual(pictures[0]);

    // A forged link is refused by the app on either node, before any redirect.
    const forged = seenFromB.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await fetch(`${b.base}${forged}`, { redirect: 'manual' })).status).toBe(403);
  });

  it('lets pages load pictures from the S3 endpoint', async () => {
    for (const page of ['/', '/login/']) {
      const res = await fetch(`${b.base}${page}`);
      expect(res.status).toBe(200);
      const imgSrc = res.headers
        .get('content-security-policy')!
        .split(/;\s*/)
        .find((d) => d.startsWith('img-src '));
      expect(imgSrc?.split(' ')).toContain(s3.endpoint);
    }
  });

  it('adds up failed sign-ins across both nodes: the limit is reached at the same total as on one node', async () => {
    await register(a, 'gus@example.com');
    const { limit } = LIMITS.signInPerAccountAndAddress;
    for (let attempt = 0; attempt < limit; attempt++) {
      const res = await signIn(attempt % 2 === 0 ? a : b, 'gus@example.com', 'not the password');
      expect(res.status, `attempt ${attempt + 1} on node ${attempt % 2 === 0 ? 'a' : 'b'}`).toBe(401);
    }
    for (const node of [a, b]) {
      const refused = await signIn(node, 'gus@example.com', PASSWORD);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });
});
