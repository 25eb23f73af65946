import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Runtime } from '../runtime';
import { HttpError, tooLarge, unsupportedMedia } from '../http/errors';
import { uploadSlots } from './upload-slots';

export type ImageKind = 'profile' | 'progress';

/** The upload acceptance limit of the spec. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
/** Decompression-bomb guard: larger images are refused before they are decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Stored pictures are at most this wide and high; the client already scales down to 800 (profile) or 1200 (weekly). */
const MAX_STORED_EDGE = 2048;

type Format = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif';

/** The real format from the first bytes, whatever the name or declared type says; null for anything else. */
export function sniffImage(bytes: Uint8Array): Format | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(1, 4) === 'PNG' && bytes[0] === 0x89) return 'png';
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'gif';
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'heif'].includes(brand)) return 'heif';
  }
  return null;
}

async function heifToJpeg(bytes: Buffer): Promise<Buffer> {
  const { default: convert } = (await import('heic-convert')) as unknown as {
    default: (o: { buffer: Buffer; format: 'JPEG'; quality: number }) => Promise<ArrayBuffer>;
  };
  return Buffer.from(await convert({ buffer: bytes, format: 'JPEG', quality: 0.92 }));
}

/**
 * Checks an uploaded picture and stores it re-encoded as JPEG, with EXIF/GPS and every other piece of metadata
 * stripped (sharp writes none unless asked). Returns the new storage key.
 * 413 past 50 MB, 415 for anything that is not a real image, 400 (on `field`) for damaged or oversized images,
 * 503 with Retry-After when the server is already processing as many pictures as it may (see upload-slots.ts).
 */
export async function storeImage(rt: Pick<Runtime, 'storage'>, file: File, kind: ImageKind, field: string): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES) throw tooLarge('File is too large. The limit is 50 MB.');
  let bytes: Buffer = Buffer.from(await file.arrayBuffer());
  const format = sniffImage(bytes);
  if (!format) throw unsupportedMedia('File type not supported. Please upload a JPEG, PNG, WebP, GIF or HEIC image.');
  // The decoding and re-encoding hold a lot of memory: it runs in one of a few slots (503 when none is free soon).
  const jpeg = await uploadSlots().run(async () => {
    try {
      if (format === 'heif') bytes = await heifToJpeg(bytes);
      return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
        .rotate()
        .resize({ width: MAX_STORED_EDGE, height: MAX_STORED_EDGE, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85 })
        .toBuffer();
    } catch (err) {
      const message = (err as Error).message ?? '';
      if (/pixel limit/i.test(message)) {
        throw new HttpError(400, { [field]: ['This image has too many pixels. Please choose an image under 40 megapixels.'] });
      }
      throw new HttpError(400, { [field]: ['This image could not be read. It may be damaged; please choose another.'] });
    }
  });
  const key = `${kind}/${randomBytes(24).toString('base64url')}.jpg`;
  await rt.storage.put(key, jpeg, 'image/jpeg');
  return key;
}
