import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Busboy } from '@fastify/busboy';
import { fail, type Failed } from '../result';
import { DiskFile } from '../storage/disk-file';

/** What one multipart form may hold: one file under a known name, and a few small text fields. */
export interface MultipartBudget {
  /** The only name a file part may have; any other file part ends the read. */
  fileField: string;
  /** The file's own limit: past it the read ends with `fileTooLarge`. */
  fileMaxBytes: number;
  fileTooLarge: Failed;
  /** Text fields, all together. */
  fieldsMaxBytes: number;
  maxFields: number;
  /** The whole body, boundaries and headers included (a chunked body announces no length). */
  bodyMaxBytes: number;
  /** A new path where the file is written as it arrives (the caller removes it once the request is over). */
  spoolPath(): string;
  /** Looks at the file's first bytes (up to 16): a failure ends the read there. */
  checkStart?(head: Uint8Array): Failed | null;
}

/** Why a multipart body was not read to its end: a failure to answer (too large, an unexpected part) or unreadable. */
export class MultipartRefused extends Error {
  constructor(readonly failure: Failed | 'malformed') {
    super(failure === 'malformed' ? 'malformed multipart body' : failure.reason);
  }
}

export interface MultipartForm {
  fields: Record<string, string | File>;
  /** Files written while reading, to remove once the request is over (whether or not the read succeeded). */
  spooled: string[];
}

const HEAD_BYTES = 16;

/**
 * Reads a multipart/form-data body as it streams in, within `budget`: text fields as strings (the last value wins
 * when a name repeats), the one file written to disk as it arrives and answered as a DiskFile (nothing of it is
 * held in memory until someone reads it). Past any limit, at a file part under another
 * name or a second file, or when the file's first bytes are refused, the read ends at once: the source is let go
 * unread and MultipartRefused says why. A source that fails (the client went away) rejects with its own error.
 * `form.spooled` lists the files written, also when the read fails.
 */
export async function readMultipart(
  source: Readable,
  contentType: string,
  budget: MultipartBudget,
  form: MultipartForm,
): Promise<void> {
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: {
        fields: budget.maxFields,
        files: 1,
        parts: budget.maxFields + 1,
        headerPairs: 16,
        fieldSize: budget.fieldsMaxBytes,
        fileSize: budget.fileMaxBytes,
      },
    });
  } catch {
    // No boundary, or not multipart at all.
    throw new MultipartRefused('malformed');
  }
  const { fields } = form;
  await new Promise<void>((resolve, reject) => {
    let settled = false;
    const stop = (why: unknown) => {
      if (settled) return;
      settled = true;
      // Busboy skips parts past a limit but would go on reading them: the rest of the body is let go instead.
      source.unpipe(parser);
      source.off('data', count);
      source.pause();
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      fileStream?.destroy();
      reject(why);
    };
    const refuse = (failure: Failed | 'malformed') => stop(new MultipartRefused(failure));
    const tooLarge = (): Failed => fail('body_too_large');

    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > budget.bodyMaxBytes) refuse(tooLarge());
    };
    let fieldBytes = 0;
    let fileStream: Readable | null = null;
    let filesOpen = 0;
    let parsed = false;
    const settle = () => {
      if (!settled && parsed && filesOpen === 0) {
        settled = true;
        resolve();
      }
    };

    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) {
      parser.on(limit, () => refuse(fail('unexpected_part')));
    }
    parser.on('field', (name: string | undefined, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
      if (name === undefined) return refuse('malformed');
      fieldBytes += Buffer.byteLength(value) + name.length;
      if (valueTruncated || fieldBytes > budget.fieldsMaxBytes) return refuse(tooLarge());
      fields[name] = value;
    });
    parser.on(
      'file',
      (
        name: string | undefined,
        stream: Readable,
        filename: string | undefined,
        _encoding: string,
        mimeType: string,
      ) => {
        if (name === undefined) return refuse('malformed');
        if (name !== budget.fileField) return refuse(fail('unexpected_part'));
        filesOpen += 1;
        fileStream = stream;
        stream.on('limit', () => refuse(budget.fileTooLarge));
        spool(stream, budget, form)
          .then(async (path) => {
            if (settled) return;
            // An empty file input comes as an empty octet-stream part named "" (busboy reads that name as none).
            fields[name] = await DiskFile.open(path, filename ?? '', mimeType);
            filesOpen -= 1;
            settle();
          })
          .catch(stop);
      },
    );
    parser.on('error', () => refuse('malformed'));
    parser.on('finish', () => {
      parsed = true;
      settle();
    });
    source.on('error', stop);
    source.on('aborted', () => stop(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })));
    source.on('data', count);
    source.pipe(parser);
  });
}

/** Writes one file part to a new file as it arrives, after a look at its first bytes; answers its path. */
async function spool(stream: Readable, budget: MultipartBudget, form: MultipartForm): Promise<string> {
  const path = budget.spoolPath();
  form.spooled.push(path);
  // pipeline closes the file and the part's stream whichever way it ends.
  await pipeline(stream, checkingStart(budget), createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  return path;
}

/** Passes a file's bytes on once its first HEAD_BYTES (or all of a shorter file) passed budget.checkStart. */
function checkingStart(budget: MultipartBudget) {
  return async function* (chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    let head: Buffer | null = Buffer.alloc(0);
    const check = (bytes: Buffer) => {
      const refused = budget.checkStart?.(bytes.subarray(0, HEAD_BYTES));
      if (refused) throw new MultipartRefused(refused);
    };
    for await (const chunk of chunks) {
      if (!head) {
        yield chunk;
        continue;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length < HEAD_BYTES) continue;
      check(head);
      yield head;
      head = null;
    }
    if (head && head.length > 0) {
      check(head);
      yield head;
    }
  };
}
