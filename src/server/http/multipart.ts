import { Readable } from 'node:stream';
import { Busboy } from '@fastify/busboy';
import { PICTURE_MAX_BYTES } from '../../lib/contracts/profiles';

/** An upload carries at most a 50 MB file plus a little form overhead (app.ts refuses larger bodies). */
export const UPLOAD_BODY_LIMIT = PICTURE_MAX_BYTES + 256 * 1024;

/** Why a multipart body could not be read: the caller answers 400 'Malformed form data.' */
export class MalformedMultipart extends Error {}

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
 * bounds the whole request, and the contracts refuse a field that is too long with its own message.
 */
export async function readMultipart(body: ReadableStream<Uint8Array> | null, contentType: string): Promise<Record<string, string | File>> {
  const record: Record<string, string | File> = Object.create(null);
  if (!body) return record;
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({ headers: { 'content-type': contentType }, limits: { fieldSize: UPLOAD_BODY_LIMIT, fileSize: UPLOAD_BODY_LIMIT } });
  } catch {
    // No boundary, or not multipart at all.
    throw new MalformedMultipart('unreadable multipart header');
  }
  await new Promise<void>((resolve, reject) => {
    const malformed = (err: unknown) => reject(new MalformedMultipart(String((err as Error)?.message ?? err)));
    // busboy finishes when the body has been parsed; a file's last chunk may still be on its way to us then.
    let filesOpen = 0;
    let parsed = false;
    const settle = () => parsed && filesOpen === 0 && resolve();
    parser.on('field', (name, value) => {
      record[name] = value;
    });
    parser.on('file', (name, stream, filename, _encoding, mimeType) => {
      filesOpen += 1;
      const chunks: Buffer<ArrayBuffer>[] = [];
      stream.on('data', (chunk: Buffer<ArrayBuffer>) => chunks.push(chunk));
      stream.on('error', malformed);
      stream.on('end', () => {
        record[name] = new File(chunks, filename, { type: mimeType });
        filesOpen -= 1;
        settle();
      });
    });
    parser.on('error', malformed);
    parser.on('finish', () => {
      parsed = true;
      settle();
    });
    const source = Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>);
    source.on('error', reject);
    source.pipe(parser);
  });
  return record;
}
