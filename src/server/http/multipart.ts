import { Readable } from 'node:stream';
import { Busboy } from '@fastify/busboy';
import { PICTURE_MAX_BYTES } from '../../lib/contracts/profiles';

/** An upload carries at most a 50 MB file plus a little form overhead (app.ts refuses larger bodies). */
export const UPLOAD_BODY_LIMIT = PICTURE_MAX_BYTES + 256 * 1024;

/** Why a multipart body could not be read: the caller answers 400 'Malformed form data.' */
export class MalformedMultipart extends Error {}

/**
 * What one form may hold. The largest the API takes (a week with its picture) has about 20 fields and one file; a
 * body of 800,000 empty parts (50 MB) would otherwise cost seconds of work and gigabytes of record per connection.
 */
const PART_LIMITS = { fields: 64, files: 1, parts: 65, headerPairs: 16 };

/**
 * Reads a multipart/form-data body as it streams in: text fields as strings, file fields as Files, the last value
 * winning when a name repeats (as Hono's parseBody did).
 *
 * Hono's parseBody (and the fetch API's formData under it) holds a whole body several times over: the request's
 * ArrayBuffer, which it keeps cached, a copy in a new Response, that Response's bytes read back, and the File cut
 * from them. A 3.4 MB photo took 33 MB of ArrayBuffers per upload, and 8 uploads at once 120 MB. Here the body is
 * never held whole: each file's chunks are gathered straight into its File.
 *
 * No field is cut short (busboy would truncate text at 1 MB and say so in a flag): the body limit in app.ts already
 * bounds the whole request, and the contracts refuse a field that is too long with its own message. Past
 * PART_LIMITS, a part without a name, or anything busboy cannot parse, the body is refused and no more of it read.
 */
export async function readMultipart(body: ReadableStream<Uint8Array> | null, contentType: string): Promise<Record<string, string | File>> {
  const record: Record<string, string | File> = Object.create(null);
  if (!body) return record;
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: { fieldSize: UPLOAD_BODY_LIMIT, fileSize: UPLOAD_BODY_LIMIT, ...PART_LIMITS },
    });
  } catch {
    // No boundary, or not multipart at all.
    throw new MalformedMultipart('unreadable multipart header');
  }
  const source = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
  await new Promise<void>((resolve, reject) => {
    const refuse = (why: unknown) => {
      // Busboy skips parts past a limit but would go on reading them: the rest of the body is dropped instead.
      source.unpipe(parser);
      source.destroy();
      reject(why instanceof MalformedMultipart ? why : new MalformedMultipart(String((why as Error)?.message ?? why)));
    };
    // busboy finishes when the body has been parsed; a file's last chunk may still be on its way to us then.
    let filesOpen = 0;
    let parsed = false;
    const settle = () => parsed && filesOpen === 0 && resolve();
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) parser.on(limit, () => refuse(new MalformedMultipart(limit)));
    parser.on('field', (name: string | undefined, value) => {
      if (name === undefined) return refuse(new MalformedMultipart('a part without a name'));
      record[name] = value;
    });
    parser.on('file', (name: string | undefined, stream, filename, _encoding, mimeType) => {
      if (name === undefined) return refuse(new MalformedMultipart('a part without a name'));
      filesOpen += 1;
      const chunks: Buffer<ArrayBuffer>[] = [];
      stream.on('data', (chunk: Buffer<ArrayBuffer>) => chunks.push(chunk));
      stream.on('error', refuse);
      stream.on('end', () => {
        // An empty file input comes as an octet-stream part named "" (busboy reads that name as none).
        record[name] = new File(chunks, filename ?? '', { type: mimeType });
        filesOpen -= 1;
        settle();
      });
    });
    parser.on('error', refuse);
    parser.on('finish', () => {
      parsed = true;
      settle();
    });
    source.on('error', refuse);
    source.pipe(parser);
  });
  return record;
}
