/**
 * Compression of the dynamic answers (the API's JSON, the SSR pages), as Responses: src/server.ts passes the API
 * app's answers through compressResponse and src/middleware.ts the pages Astro renders, so nothing patches Node's
 * ServerResponse. Brotli or gzip by Accept-Encoding (q-values honoured), `Vary: Accept-Encoding` on every text
 * answer, never pictures, tiny answers, 204, 304 or HEAD. The build's own files are precompressed
 * (integrations/precompress.ts) and sent by static-files.ts.
 *
 * Hono's `compress` middleware does not fit: it has no brotli (CompressionStream makes gzip and deflate), streams
 * every answer (no Content-Length, no kept copies), reads Accept-Encoding without q-values and adds no Vary.
 */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { CompressedCopies } from './compressed-copies';

export type Coding = 'br' | 'gzip';

/** The codings we can send, best first: brotli is 15-25 % smaller than gzip on our JSON, HTML and JS. */
export const OUR_CODINGS: readonly Coding[] = ['br', 'gzip'];

/**
 * The coding to send for an Accept-Encoding header, among `available` (in our order of preference), or null for
 * the identity. q-values are honoured (q=0 refuses a coding, `*` stands for every coding not named); between equal
 * q-values our order decides. No header, an empty one, or one that accepts none of ours: the identity.
 */
export function negotiateEncoding(
  header: string | string[] | undefined,
  available: readonly Coding[] = OUR_CODINGS,
): Coding | null {
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
    /^application\/(json|javascript|ecmascript|xml|manifest\+json|ld\+json|problem\+json|[\w.-]+\+(json|xml))$/.test(
      type,
    ) ||
    type === 'image/svg+xml'
  );
}

/** Smaller answers are sent as they are: the coding's framing and the CPU are not worth ~100 bytes. */
export const MIN_COMPRESS_BYTES = 1024;
/**
 * Answers up to this size are collected whole and compressed in one call; larger ones (the staff's all-profiles
 * list at a thousand members) go through a zlib stream, so no answer is held in memory twice over.
 */
export const ONE_SHOT_MAX_BYTES = 1024 * 1024;

/**
 * The levels for on-the-fly compression: brotli 4 costs about what gzip 6 costs, far less than building the answer,
 * and sends fewer bytes; brotli's default (11) takes longer than building the answer, and 5 doubles the time for
 * little. Static files get brotli 11 once, at build time. (The README's Performance section has the measurements.)
 *
 * One call per answer, not a stream: a brotli stream sizes its window for 4 MB before it sees a byte, and Astro
 * writes a page in many small chunks, each a trip to the thread pool. Both run on libuv's thread pool, off the
 * event loop.
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

function compressWhole(coding: Coding, body: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
    if (coding === 'br') zlib.brotliCompress(body, brotliOptions(body.byteLength), done);
    else zlib.gzip(body, GZIP_OPTIONS, done);
  });
}

/** A Buffer as a Response body (it is a Uint8Array; the DOM types want one over a plain ArrayBuffer). */
const asBody = (bytes: Buffer) => bytes as Uint8Array<ArrayBuffer>;

/** Answers sent again and again are compressed once (compressed-copies.ts). */
const compressedCopies = new CompressedCopies();

/** Appends Accept-Encoding to Vary unless it is there (or Vary is `*`). */
export function withVaryOnAcceptEncoding(vary: string | null): string {
  const list = (vary ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.some((v) => v === '*' || v.toLowerCase() === 'accept-encoding')) return list.join(', ');
  return [...list, 'Accept-Encoding'].join(', ');
}

/** The body whole when it ends within ONE_SHOT_MAX_BYTES, else the whole body as a stream of bytes. */
async function readBody(body: ReadableStream<Uint8Array>): Promise<{ whole: Buffer } | { stream: Readable }> {
  const reader = body.getReader();
  const held: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { whole: held.length === 1 ? Buffer.from(held[0]!) : Buffer.concat(held) };
    held.push(value);
    bytes += value.byteLength;
    if (bytes > ONE_SHOT_MAX_BYTES) {
      const rest = async function* () {
        yield* held;
        for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
      };
      return { stream: Readable.from(rest(), { objectMode: false }) };
    }
  }
}

/** The headers of the encoded answer: its coding, its length when known, and an ETag that is no longer strong. */
function encodedHeaders(headers: Headers, coding: Coding, length: number | null): Headers {
  const encoded = new Headers(headers);
  encoded.delete('Content-Length');
  if (length !== null) encoded.set('Content-Length', String(length));
  encoded.set('Content-Encoding', coding);
  // An ETag names the identity bytes; the encoded ones are another representation (RFC 9110 §8.8.3).
  const etag = encoded.get('ETag');
  if (etag && !etag.startsWith('W/')) encoded.set('ETag', `W/${etag}`);
  return encoded;
}

/**
 * `response` compressed for `request` when it is text of at least MIN_COMPRESS_BYTES, not already encoded, not
 * marked no-transform, and neither a HEAD nor a 1xx, 204 or 304. An answer that ends within ONE_SHOT_MAX_BYTES is
 * compressed in one call and sent with its length (a copy is kept for answers sent again, compressed-copies.ts);
 * a longer one goes through a zlib stream. Every text answer says `Vary: Accept-Encoding`, compressed or not.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  if (!isCompressibleType(response.headers.get('Content-Type') ?? undefined)) return response;
  const vary = withVaryOnAcceptEncoding(response.headers.get('Vary'));
  const coding =
    request.method === 'HEAD' ? null : negotiateEncoding(request.headers.get('Accept-Encoding') ?? undefined);
  const { status, headers } = response;
  const declared = headers.get('Content-Length');
  const skip =
    !coding ||
    !response.body ||
    status < 200 ||
    status === 204 ||
    status === 304 ||
    (headers.get('Content-Encoding') ?? 'identity') !== 'identity' ||
    /\bno-transform\b/i.test(headers.get('Cache-Control') ?? '') ||
    (declared !== null && Number(declared) < MIN_COMPRESS_BYTES);
  // Sent as it is (its length known to the adapter), with Vary.
  if (skip) return withHeader(response, 'Vary', vary);

  const init = { status, statusText: response.statusText, headers: new Headers(headers) };
  init.headers.set('Vary', vary);
  const body = await readBody(response.body!);
  if ('stream' in body) {
    const encoder = encoderFor(coding, declared === null ? null : Number(declared));
    body.stream.on('error', (err) => encoder.destroy(err));
    const encoded = Readable.toWeb(body.stream.pipe(encoder)) as ReadableStream<Uint8Array>;
    return new Response(encoded, { ...init, headers: encodedHeaders(init.headers, coding, null) });
  }
  const whole = body.whole;
  if (whole.byteLength < MIN_COMPRESS_BYTES) {
    init.headers.set('Content-Length', String(whole.byteLength));
    return new Response(whole.byteLength > 0 ? asBody(whole) : null, init);
  }
  const key = compressedCopies.keyOf(coding, whole);
  let encoded = key === null ? undefined : compressedCopies.get(key);
  if (!encoded) {
    try {
      encoded = await compressWhole(coding, whole);
    } catch {
      // zlib failing on a buffer is a bug of ours, never the client's: send the answer as it is.
      init.headers.set('Content-Length', String(whole.byteLength));
      return new Response(asBody(whole), init);
    }
    if (key !== null) compressedCopies.keep(key, encoded);
  }
  return new Response(asBody(encoded), { ...init, headers: encodedHeaders(init.headers, coding, encoded.byteLength) });
}

/** `response` with one header set: in place where its headers may change, else on a copy. */
function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
