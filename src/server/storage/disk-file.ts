import { openAsBlob } from 'node:fs';

/**
 * An uploaded file that waits on disk (http/multipart.ts writes it as it arrives): a File whose bytes are read from
 * `path` only when asked, so that the picture's decoder can read the file itself instead of a copy in memory.
 */
export class DiskFile extends File {
  private constructor(
    readonly path: string,
    blob: Blob,
    name: string,
    type: string,
  ) {
    super([blob], name, { type });
  }

  static async open(path: string, name: string, type: string): Promise<DiskFile> {
    return new DiskFile(path, await openAsBlob(path), name, type);
  }
}
