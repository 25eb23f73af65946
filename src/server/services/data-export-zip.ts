import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP written as a stream (fflate's streaming Zip): the files come one at a time from an async iterator, each made
 * only when the reader asks for more, and each one's bytes leave as soon as they are zipped. Only the file being
 * added is in memory, never the whole archive; a reader that stops reading stops the work (backpressure: the
 * stream pulls the next file only while its queue has room).
 */

export interface ZipEntry {
  /** The path inside the ZIP ("profile.json", "pictures/profile.jpg"). */
  name: string;
  bytes: Uint8Array;
  /** Text deflates well; JPEG is compressed already and is stored as it is. */
  compress: boolean;
}

/** Bytes are pushed in pieces of this size, so no zipped chunk is larger than about this. */
const PIECE = 64 * 1024;

export function zipStream(
  entries: AsyncIterable<ZipEntry>,
  mtime: Date,
  onError: (err: unknown) => void,
): ReadableStream<Uint8Array> {
  const iterator = entries[Symbol.asyncIterator]();
  let zip: Zip;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        zip = new Zip((err, chunk, final) => {
          if (err) {
            onError(err);
            controller.error(err);
            return;
          }
          controller.enqueue(chunk);
          if (final) controller.close();
        });
      },
      async pull(controller) {
        let next: IteratorResult<ZipEntry>;
        try {
          next = await iterator.next();
        } catch (err) {
          // Reading a file failed half-way: the download breaks off (a truncated ZIP does not open), and it is logged.
          onError(err);
          zip.terminate();
          controller.error(err);
          return;
        }
        if (next.done) {
          zip.end();
          return;
        }
        const { name, bytes, compress } = next.value;
        const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
        file.mtime = mtime;
        zip.add(file);
        if (bytes.length === 0) file.push(new Uint8Array(0), true);
        for (let at = 0; at < bytes.length; at += PIECE)
          file.push(bytes.subarray(at, at + PIECE), at + PIECE >= bytes.length);
      },
      async cancel() {
        zip.terminate();
        await iterator.return?.();
      },
    },
    // One file's worth of chunks queued at most before the next file is made.
    { highWaterMark: 1 },
  );
}
