import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import {
  compressResponse,
  isCompressibleType,
  negotiateEncoding,
  ONE_SHOT_MAX_BYTES,
} from '../../src/server/http/compression';
import { findPrecompressed, listStaticFiles, precompressedVariant } from '../../src/server/http/static-files';

describe('the coding chosen for an Accept-Encoding header', () => {
  it('is brotli when a browser accepts both, whatever their order', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('br, gzip')).toBe('br');
  });

  it('is gzip when only gzip (or its old name x-gzip) is accepted', () => {
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate, x-gzip')).toBe('gzip');
  });

  it('is the identity without a header, with an empty one, or with only codings we do not make', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('deflate, zstd')).toBeNull();
  });

  it('honours q-values: a higher q wins, q=0 refuses, equal q-values go to brotli', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateEncoding('gzip;q=0.7, br;q=0.7')).toBe('br');
    expect(negotiateEncoding('BR ; Q=1.0 , GZIP')).toBe('br');
  });

  it('reads * as every coding not named, so a named q=0 still refuses', () => {
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
    expect(negotiateEncoding('*;q=0')).toBeNull();
    expect(negotiateEncoding('gzip;q=0.2, *;q=0.5')).toBe('br');
  });

  it('treats a malformed q-value as a refusal', () => {
    expect(negotiateEncoding('br;q=2, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=abc')).toBeNull();
  });

  it('chooses only among the codings a file has on disk', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBeNull();
  });

  it('joins a header sent on several lines', () => {
    expect(negotiateEncoding(['identity', 'gzip'])).toBe('gzip');
  });
});

describe('which answers count as compressible text', () => {
  it('is text, JSON, JavaScript, XML and SVG, never pictures or archives', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'application/json',
      'text/javascript',
      'application/manifest+json',
      'image/svg+xml',
      'application/problem+json',
    ]) {
      expect(isCompressibleType(type), type).toBe(true);
    }
    for (const type of [
      'image/jpeg',
      'image/png',
      'application/gzip',
      'font/woff2',
      'application/octet-stream',
      undefined,
    ]) {
      expect(isCompressibleType(type), String(type)).toBe(false);
    }
  });
});

describe('the precompressed siblings of the client build', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'fitgroup-precompressed-'));
    mkdirSync(path.join(dir, '_astro'));
    for (const name of [
      'index.html',
      'index.html.br',
      'index.html.gz',
      '_astro/a.js',
      '_astro/a.js.gz',
      'favicon.svg',
    ]) {
      writeFileSync(path.join(dir, name), 'x');
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are listed once, as URL paths', () => {
    expect([...listStaticFiles(dir)].sort()).toEqual([
      '/_astro/a.js',
      '/_astro/a.js.gz',
      '/favicon.svg',
      '/index.html',
      '/index.html.br',
      '/index.html.gz',
    ]);
    expect(listStaticFiles(path.join(dir, 'missing')).size).toBe(0);
  });

  it('are found once, per URL path, with the codings on disk', () => {
    const found = findPrecompressed(listStaticFiles(dir));
    expect(Object.fromEntries(found)).toEqual({ '/index.html': ['br', 'gzip'], '/_astro/a.js': ['gzip'] });
  });

  it('give the file to send by the request, or null for the file itself', () => {
    const found = findPrecompressed(listStaticFiles(dir));
    expect(precompressedVariant(found, '/index.html', 'gzip, br')).toEqual({ path: '/index.html.br', coding: 'br' });
    expect(precompressedVariant(found, '/_astro/a.js', 'gzip, br')).toEqual({
      path: '/_astro/a.js.gz',
      coding: 'gzip',
    });
    expect(precompressedVariant(found, '/_astro/a.js', 'br')).toBeNull();
    expect(precompressedVariant(found, '/favicon.svg', 'br')).toBeNull();
  });
});

/** A server whose answers go through compressResponse, as src/server.ts wires the API. */
function serverWith(
  fetch: (request: Request) => Response | Promise<Response>,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(
    getRequestListener(async (request) => compressResponse(request, await fetch(request))),
  );
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    }),
  );
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request without fetch's automatic decompression: the bytes as sent. */
function get(url: string, acceptEncoding?: string, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const decode = (a: RawAnswer) =>
  a.headers['content-encoding'] === 'br'
    ? zlib.brotliDecompressSync(a.body).toString()
    : a.headers['content-encoding'] === 'gzip'
      ? zlib.gunzipSync(a.body).toString()
      : a.body.toString();

/** Over ONE_SHOT_MAX_BYTES: compressed as a stream, not collected whole. */
const hugeJson = JSON.stringify(Array.from({ length: 40_000 }, (_, i) => ({ id: i, week: i % 52, note: `day ${i}` })));
const bigJson = JSON.stringify({
  results: Array.from({ length: 200 }, (_, i) => ({ id: i, text: 'a day of training' })),
});
/** bigJson with the digit of its first id set to `turn` (0-9): the same length, other bytes. */
const changingJson = (turn: number) => bigJson.replace('"id":0', `"id":${turn % 10}`);

describe('on-the-fly compression of dynamic answers', () => {
  let api: Awaited<ReturnType<typeof serverWith>>;
  let streamed: Awaited<ReturnType<typeof serverWith>>;

  beforeAll(async () => {
    // The API's shapes, as Hono's node adapter writes them (a known length, sometimes in a private field).
    const app = new Hono();
    app.get('/big', (c) => c.json(JSON.parse(bigJson)));
    app.get('/small', (c) => c.json({ ok: true }));
    app.get('/picture', (c) => c.body(new Uint8Array(5000).fill(7), 200, { 'Content-Type': 'image/jpeg' }));
    app.get('/empty', (c) => c.body(null, 204));
    app.get('/huge', (c) => c.body(hugeJson, 200, { 'Content-Type': 'application/json' }));
    app.get('/etag', (c) => c.body(bigJson, 200, { 'Content-Type': 'application/json', ETag: '"v1"' }));
    // The same length every time, one character different: a kept compressed copy must never stand in for it.
    let turn = 0;
    app.get('/changing', (c) => c.body(changingJson(turn++), 200, { 'Content-Type': 'application/json' }));
    api = await serverWith((request) => app.fetch(request));
    // A page as Astro renders it: a stream of chunks without a length.
    streamed = await serverWith((request) => {
      const parts =
        new URL(request.url).pathname === '/short'
          ? ['<p>hi</p>']
          : ['<!doctype html><html>', '<p>week</p>'.repeat(300), '</html>'];
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const part = parts.shift();
          if (part === undefined) return controller.close();
          await new Promise((resolve) => setTimeout(resolve, 1));
          controller.enqueue(new TextEncoder().encode(part));
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    });
  });
  afterAll(async () => {
    await api.close();
    await streamed.close();
  });

  it('sends JSON over the threshold in brotli when accepted, in gzip when only gzip is, with Vary', async () => {
    const br = await get(api.url + '/big', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
    expect(decode(br)).toBe(bigJson);
    expect(br.body.byteLength).toBeLessThan(bigJson.length / 5);

    const gz = await get(api.url + '/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toBe(bigJson);
  });

  it('sends the same answer again compressed the same, and an answer of the same length but other bytes as itself', async () => {
    const first = await get(api.url + '/big', 'br');
    const again = await get(api.url + '/big', 'br');
    expect(decode(again)).toBe(bigJson);
    expect(again.body.equals(first.body)).toBe(true);
    for (let i = 0; i < 4; i++) {
      const answer = await get(api.url + '/changing', 'br');
      expect(decode(answer)).toBe(changingJson(i));
    }
  });

  it('streams an answer over a megabyte through the encoder, without a length', async () => {
    expect(hugeJson.length).toBeGreaterThan(ONE_SHOT_MAX_BYTES);
    for (const coding of ['br', 'gzip']) {
      const answer = await get(api.url + '/huge', coding);
      expect(answer.headers['content-encoding']).toBe(coding);
      expect(answer.headers['content-length']).toBeUndefined();
      expect(decode(answer)).toBe(hugeJson);
    }
  });

  it('sends the identity, with its length and Vary, when no coding is accepted', async () => {
    const plain = await get(api.url + '/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(plain.headers['content-length'])).toBe(bigJson.length);
    expect(plain.body.toString()).toBe(bigJson);
  });

  it('leaves short answers, pictures, 204s and HEADs alone', async () => {
    const small = await get(api.url + '/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('{"ok":true}');

    const picture = await get(api.url + '/picture', 'br, gzip');
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.headers['vary'] ?? '').not.toMatch(/accept-encoding/i);
    expect(picture.body.byteLength).toBe(5000);

    const empty = await get(api.url + '/empty', 'br');
    expect(empty.status).toBe(204);
    expect(empty.headers['content-encoding']).toBeUndefined();

    const head = await get(api.url + '/big', 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.byteLength).toBe(0);
  });

  it('weakens a strong ETag on an encoded answer, since it names the identity bytes', async () => {
    expect((await get(api.url + '/etag', 'br')).headers['etag']).toBe('W/"v1"');
    expect((await get(api.url + '/etag')).headers['etag']).toBe('"v1"');
  });

  it('compresses a page written in chunks as a whole, with its length, and leaves a short one alone', async () => {
    const page = await get(streamed.url + '/long', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(Number(page.headers['content-length'])).toBe(page.body.byteLength);
    expect(page.headers['vary']).toMatch(/accept-encoding/i);
    expect(decode(page)).toBe('<!doctype html><html>' + '<p>week</p>'.repeat(300) + '</html>');

    const short = await get(streamed.url + '/short', 'br');
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.headers['content-length']).toBe('9');
    expect(short.body.toString()).toBe('<p>hi</p>');
  });
});
