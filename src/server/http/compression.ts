/**
 * Compressed responses: which coding a request accepts (Accept-Encoding), the precompressed siblings of the client
 * build (`x.js.br`, `x.js.gz`, written by integrations/precompress.ts), and on-the-fly compression of the dynamic
 * answers (the API's JSON, the SSR pages). src/server.ts uses all three.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { OutgoingMessage, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { CompressedCopies } from './compressed-copies';

export type Coding = 'br' | 'gzip';

/** The codings we can send, best first: brotli is 15-25 % smaller than gzip on our JSON, HTML and JS. */
const OUR_CODINGS: readonly Coding[] = ['br', 'gzip'];

/**
 * The coding to send for an Accept-Encoding header, among `available` (in our order of preference), or null for
 * the identity. q-values are honoured (q=0 refuses a coding, `*` stands for every coding not named); between equal
 * q-values our order decides. No header, an empty one, or one that accepts none of ours: the identity.
 */
export function negotiateEncoding(header: string | string[] | undefined, available: readonly Coding[] = OUR_CODINGS): Coding | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().split(';');
    const coding = name?.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const [key, raw] = param.split('=').map((s) => s.trim());
      if (key?.toLowerCase() === 'q') q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(raw ?? '') ? Number(raw) : 0;
    }
    // `x-gzip` is gzip's old name (RFC 9110 §8.4.1.3).
    const key = coding === 'x-gzip' ? 'gzip' : coding;
    weights.set(key, Math.max(weights.get(key) ?? 0, q));
  }
  let best: Coding | null = null;
  let bestQ = 0;
  for (const coding of available) {
    const q = weights.get(coding) ?? weights.get('*') ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/** Text worth compressing; pictures, fonts in woff2 and archives are compressed already. */
export function isCompressibleType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    /^application\/(json|javascript|ecmascript|xml|manifest\+json|ld\+json|problem\+json|[\w.-]+\+(json|xml))$/.test(type) ||
    type === 'image/svg+xml'
  );
}

/** Appends Accept-Encoding to Vary unless it is there (or Vary is `*`). */
export function varyOnAcceptEncoding(res: ServerResponse): void {
  const current = res.getHeader('Vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.some((v) => v === '*' || v.toLowerCase() === 'accept-encoding')) return;
  res.setHeader('Vary', [...list, 'Accept-Encoding'].join(', '));
}

// ---------------------------------------------------------------------------------------------------------------
// Precompressed static files

const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };

/**
 * Every file of the client build, as URL paths (`/_astro/client.x.js`, `/login/index.html`). Read once at start:
 * the build does not change under a running server.
 */
export function listStaticFiles(clientDir: string): Set<string> {
  if (!existsSync(clientDir)) return new Set();
  return new Set(
    (readdirSync(clientDir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
      .filter((d) => d.isFile())
      .map((d) => '/' + path.relative(clientDir, path.join(d.parentPath, d.name)).split(path.sep).join('/')),
  );
}

/** The files of `files` (listStaticFiles) that have precompressed siblings: URL path → the codings on disk. */
export function findPrecompressed(files: Set<string>): Map<string, Coding[]> {
  const found = new Map<string, Coding[]>();
  for (const file of files) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const codings = OUR_CODINGS.filter((c) => files.has(file + SUFFIX[c]));
    if (codings.length > 0) found.set(file, codings);
  }
  return found;
}

/** The URL path of the file a static request names (a folder's index.html), as findPrecompressed keys it. */
export function staticFileOf(pathname: string): string {
  return pathname.endsWith('/') ? pathname + 'index.html' : pathname;
}

/** The sibling to send for a request, with its coding, or null for the file itself. */
export function precompressedVariant(
  variants: Map<string, Coding[]>,
  file: string,
  acceptEncoding: string | string[] | undefined,
): { path: string; coding: Coding } | null {
  const available = variants.get(file);
  if (!available) return null;
  const coding = negotiateEncoding(acceptEncoding, available);
  return coding ? { path: file + SUFFIX[coding], coding } : null;
}

// ---------------------------------------------------------------------------------------------------------------
// On-the-fly compression of dynamic answers

/** Smaller answers are sent as they are: the coding's framing and the CPU are not worth ~100 bytes. */
export const MIN_COMPRESS_BYTES = 1024;
/**
 * Answers up to this size are collected whole and compressed in one call; larger ones (the staff's all-profiles
 * list at a thousand members) go through a zlib stream, so no answer is held in memory twice over.
 */
export const ONE_SHOT_MAX_BYTES = 1024 * 1024;

/**
 * The levels for on-the-fly compression, measured on community-feed-shaped JSON (50 posts x 5 comments, 57-60 KB;
 * Node 24, one core of a busy 2-core machine, best of 5 x 100 runs), time per answer and bytes sent:
 *
 *   |              | repetitive text (seeded) | varied text      |
 *   | brotli 11    | 200 ms, 1,983 B          | 169 ms, 4,736 B  |  zlib's default: slower than building the answer
 *   | brotli 5     | 1.0 ms, 2,238 B          | 1.2 ms, 5,236 B  |
 *   | brotli 4     | 0.5 ms, 2,795 B          | 0.4 ms, 5,893 B  |  <- ours
 *   | gzip 6       | 0.2 ms, 3,155 B          | 0.8 ms, 5,919 B  |  <- ours for gzip-only clients
 *
 * Brotli 4 costs about what gzip 6 costs (under a millisecond for a feed page, next to the several milliseconds it
 * takes to build one) and sends fewer bytes; quality 5 doubles the time for 10 % less. Static files get brotli 11
 * once, at build time.
 *
 * One call per answer, not a stream: a brotli stream sizes its window for 4 MB before it sees a byte, and Astro
 * writes a page in many small chunks, each a trip to the thread pool. For the 19 KB /login/ page at 10 at a time:
 * a brotli 4 stream took 4 ms per page, the same in one call told the size 0.3 ms (gzip 6 stream: 0.5-1.9 ms).
 * Both run on libuv's thread pool, off the event loop.
 */
const BROTLI_QUALITY = 4;
const GZIP_OPTIONS: zlib.ZlibOptions = { level: 6 };

function brotliOptions(sizeHint: number | null): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      ...(sizeHint ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
    },
  };
}

function encoderFor(coding: Coding, sizeHint: number | null): zlib.BrotliCompress | zlib.Gzip {
  return coding === 'br' ? zlib.createBrotliCompress(brotliOptions(sizeHint)) : zlib.createGzip(GZIP_OPTIONS);
}

/** Answers sent again and again are compressed once (compressed-copies.ts). */
const compressedCopies = new CompressedCopies();

function compressWhole(coding: Coding, body: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
    if (coding === 'br') zlib.brotliCompress(body, brotliOptions(body.byteLength), done);
    else zlib.gzip(body, GZIP_OPTIONS, done);
  });
}

type WriteCallback = (error?: Error | null) => void;
type Chunk = string | Uint8Array;

function toBuffer(chunk: Chunk, encoding?: BufferEncoding): Buffer {
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

function applyHeaders(res: ServerResponse, headers: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined): void {
  if (!headers) return;
  if (Array.isArray(headers)) {
    // [[name, value], …] or a flat [name, value, name, value, …]
    const pairs = Array.isArray(headers[0])
      ? (headers as unknown as [string, string][])
      : Array.from({ length: headers.length / 2 }, (_, i) => [headers[2 * i], headers[2 * i + 1]] as [string, string]);
    for (const [name, value] of pairs) res.appendHeader(String(name), value);
    return;
  }
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
}

/** Node's own content length (Hono sets it in a private field instead of a header for plain answers). */
interface NodeResponseInternals {
  _contentLength?: number | null;
}

/** What to do with an answer once enough of it is known. */
type Decision = 'identity' | 'stream' | 'whole' | 'hold';

/**
 * Compresses the answer that will be written to `res` (br or gzip by the request's Accept-Encoding) when it is
 * text of at least MIN_COMPRESS_BYTES, not already encoded, not marked no-transform, and neither a HEAD nor a 1xx,
 * 204 or 304. Every text answer says `Vary: Accept-Encoding`, compressed or not.
 *
 * It wraps writeHead/write/end/flushHeaders of this one response and holds the head and body back: an answer that
 * ends within ONE_SHOT_MAX_BYTES is compressed in one call and sent with its Content-Length; a longer one goes
 * through a zlib stream from the moment it passes that size. A picture, a 204 or a short known length goes out at
 * once, untouched.
 */
export function compressDynamic(req: IncomingMessage, res: ServerResponse): void {
  const coding = req.method === 'HEAD' ? null : negotiateEncoding(req.headers['accept-encoding']);
  // Loosely typed: the overloads of ServerResponse's methods do not survive `.call`.
  type Loose<R> = (this: ServerResponse, ...args: unknown[]) => R;
  const original = {
    writeHead: res.writeHead as Loose<ServerResponse>,
    write: res.write as Loose<boolean>,
    end: res.end as Loose<ServerResponse>,
    flushHeaders: res.flushHeaders,
  };
  let held: Buffer[] = [];
  let heldBytes = 0;
  let headSeen = false;
  let encoder: zlib.BrotliCompress | zlib.Gzip | null = null;
  // While the head is held back it counts as sent, as it would without us: an error handler that checks
  // headersSent must not start a second answer over a page already begun.
  const headersSent = Object.getOwnPropertyDescriptor(OutgoingMessage.prototype, 'headersSent')!.get!;
  Object.defineProperty(res, 'headersSent', { configurable: true, get: () => headSeen || headersSent.call(res) });
  const restore = () => {
    delete (res as { headersSent?: boolean }).headersSent;
    res.writeHead = original.writeHead as ServerResponse['writeHead'];
    res.write = original.write as ServerResponse['write'];
    res.end = original.end as ServerResponse['end'];
    res.flushHeaders = original.flushHeaders;
  };
  const internals = res as unknown as NodeResponseInternals;

  /** True when the answer, as far as its head tells, may be compressed; adds Vary to every text answer. */
  const eligible = (): boolean => {
    const text = isCompressibleType(res.getHeader('Content-Type') as string | undefined);
    if (text) varyOnAcceptEncoding(res);
    const status = res.statusCode;
    if (!text || !coding || status < 200 || status === 204 || status === 304) return false;
    if (res.getHeader('Content-Encoding') && res.getHeader('Content-Encoding') !== 'identity') return false;
    if (/\bno-transform\b/i.test(String(res.getHeader('Cache-Control') ?? ''))) return false;
    return true;
  };

  /** The declared length, when the handler gave one (a header, or Hono's private field). */
  const declaredLength = (): number | null => {
    const header = res.getHeader('Content-Length');
    if (header !== undefined) return Number(header);
    return typeof internals._contentLength === 'number' ? internals._contentLength : null;
  };

  const decide = (ending: boolean): Decision => {
    if (!eligible()) return 'identity';
    const declared = declaredLength();
    if (declared !== null && declared < MIN_COMPRESS_BYTES) return 'identity';
    if ((declared ?? 0) > ONE_SHOT_MAX_BYTES || heldBytes > ONE_SHOT_MAX_BYTES) return 'stream';
    if (!ending) return 'hold';
    return heldBytes < MIN_COMPRESS_BYTES ? 'identity' : 'whole';
  };

  /** Sends the head as it is; `total` is the whole body's length when the end is already known. */
  const sendIdentityHead = (total: number | null) => {
    restore();
    if (res.headersSent) return;
    const bodied = req.method !== 'HEAD' && res.statusCode >= 200 && res.statusCode !== 204 && res.statusCode !== 304;
    if (total !== null && bodied && declaredLength() === null) res.setHeader('Content-Length', total);
    original.writeHead.call(res, res.statusCode);
  };

  /** The head of an encoded answer: its coding, its length when known, and an ETag that is no longer strong. */
  const sendEncodedHead = (length: number | null) => {
    res.removeHeader('Content-Length');
    internals._contentLength = null;
    if (length !== null) res.setHeader('Content-Length', length);
    res.setHeader('Content-Encoding', coding!);
    // An ETag names the identity bytes; the encoded ones are another representation (RFC 9110 §8.8.3).
    const etag = res.getHeader('ETag');
    if (typeof etag === 'string' && !etag.startsWith('W/')) res.setHeader('ETag', `W/${etag}`);
    original.writeHead.call(res, res.statusCode);
  };

  const startEncoder = () => {
    const stream = encoderFor(coding!, declaredLength());
    sendEncodedHead(null);
    encoder = stream;
    stream.on('data', (data: Buffer) => {
      if (!original.write.call(res, data)) {
        stream.pause();
        res.once('drain', () => stream.resume());
      }
    });
    stream.on('drain', () => res.emit('drain'));
    stream.on('end', () => original.end.call(res));
    stream.on('error', (err) => res.destroy(err));
    res.once('close', () => {
      if (!res.writableFinished) stream.destroy();
    });
    return stream;
  };

  const sendWhole = (body: Buffer) => {
    const key = compressedCopies.keyOf(coding!, body);
    const kept = key === null ? undefined : compressedCopies.get(key);
    if (kept) {
      sendEncodedHead(kept.byteLength);
      original.end.call(res, kept);
      return;
    }
    // A copy kept under this key must be made from exactly the bytes hashed: the body may be the handler's own
    // buffer, and zlib reads it later, on the thread pool.
    if (key !== null) body = Buffer.from(body);
    compressWhole(coding!, body).then(
      (encoded) => {
        if (key !== null) compressedCopies.keep(key, encoded);
        if (res.destroyed) return;
        sendEncodedHead(encoded.byteLength);
        original.end.call(res, encoded);
      },
      () => {
        // zlib failing on a buffer is a bug of ours, never the client's: send the answer as it is.
        sendIdentityHead(body.byteLength);
        original.end.call(res, body);
      },
    );
  };

  const takeHeld = (): Buffer => {
    const data = held.length === 1 ? held[0]! : Buffer.concat(held);
    held = [];
    return data;
  };

  const hold = (chunk: Chunk, encoding: BufferEncoding | undefined) => {
    const data = toBuffer(chunk, encoding);
    held.push(data);
    heldBytes += data.byteLength;
  };

  res.writeHead = function writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    if (headSeen) return this;
    headSeen = true;
    res.statusCode = status;
    const [first, second] = rest;
    if (typeof first === 'string') {
      res.statusMessage = first;
      applyHeaders(res, second as OutgoingHttpHeaders | undefined);
    } else {
      applyHeaders(res, first as OutgoingHttpHeaders | undefined);
    }
    // A head that rules compression out (a picture, a 304, a known short length) goes out at once.
    const decision = decide(false);
    if (decision === 'identity') sendIdentityHead(null);
    else if (decision === 'stream') startEncoder();
    return this;
  } as ServerResponse['writeHead'];

  // Hono flushes the head of a streamed body early; ours goes out with the body.
  res.flushHeaders = function flushHeaders() {};

  res.write = function write(this: ServerResponse, chunk: Chunk, ...args: unknown[]): boolean {
    const callback = args.find((a): a is WriteCallback => typeof a === 'function');
    const encoding = typeof args[0] === 'string' ? (args[0] as BufferEncoding) : undefined;
    if (encoder) return encoder.write(toBuffer(chunk, encoding), callback);
    hold(chunk, encoding);
    const decision = decide(false);
    if (decision === 'hold') {
      if (callback) process.nextTick(callback);
      return true;
    }
    if (decision === 'stream') return (startEncoder() as zlib.Gzip).write(takeHeld(), callback);
    sendIdentityHead(null);
    return original.write.call(res, takeHeld(), callback);
  } as ServerResponse['write'];

  res.end = function end(this: ServerResponse, ...args: unknown[]) {
    const callback = args.find((a): a is () => void => typeof a === 'function');
    if (callback) res.once('finish', callback);
    if (args[0] !== undefined && args[0] !== null && typeof args[0] !== 'function') {
      hold(args[0] as Chunk, typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined);
    }
    if (encoder) {
      (encoder as zlib.Gzip).end(takeHeld());
      return this;
    }
    const decision = decide(true);
    const body = takeHeld();
    if (decision === 'stream') {
      (startEncoder() as zlib.Gzip).end(body);
    } else if (decision === 'whole') {
      sendWhole(body);
    } else {
      sendIdentityHead(body.byteLength);
      original.end.call(res, body.byteLength > 0 ? body : undefined);
    }
    return this;
  } as ServerResponse['end'];
}
