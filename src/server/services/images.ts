import { randomBytes } from 'node:crypto';
import type { Runtime } from '../runtime';
import { fail, invalid, ok, type Result } from '../result';
import { uploadSlots } from './upload-slots';
import { heavyWorkDone } from '../heavy-work';
import { LIMITS, countHit, limitReached } from './rate-limits';
import { DiskFile } from '../storage/disk-file';
import { PICTURE_MAX_BYTES } from '../../lib/contracts/profiles';
import { apiMessage } from '../i18n';

export type ImageKind = 'profile' | 'progress';

/** Decompression-bomb guard: larger images are refused before they are decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Stored pictures are at most this wide and high; the client already scales down to 800 (profile) or 1200 (weekly). */
const MAX_STORED_EDGE = 2048;

/** A picture whose decoding leaves enough memory behind to give back (heavy-work.ts): a camera photo, not a scaled one. */
const BIG_PICTURE_BYTES = 1024 * 1024;

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

/** A member's pictures (profile and weekly together) count in one bucket. */
const picturesOf = (memberId: number) => `pictures:user:${memberId}`;

/** Refused when the member has already sent as many pictures as the window allows: checked before a body is read. */
export async function pictureUploadAllowed(
  rt: Pick<Runtime, 'db' | 'clock'>,
  memberId: number,
): Promise<Result<void, 'rate_limited'>> {
  const retryAfter = await limitReached(rt, picturesOf(memberId), LIMITS.pictures);
  return retryAfter === null ? ok(undefined) : fail('rate_limited', { retryAfter });
}

/** Counts one picture sent (kept or refused alike: decoding a refused one cost as much). */
export async function countPictureUpload(
  rt: Pick<Runtime, 'db' | 'clock' | 'log'>,
  memberId: number,
): Promise<Result<void, 'rate_limited'>> {
  const retryAfter = await countHit(rt, picturesOf(memberId), LIMITS.pictures);
  return retryAfter === null ? ok(undefined) : fail('rate_limited', { retryAfter });
}

async function heifToJpeg(bytes: Buffer): Promise<Buffer> {
  const { default: convert } = (await import('heic-convert')) as unknown as {
    default: (o: { buffer: Buffer; format: 'JPEG'; quality: number }) => Promise<ArrayBuffer>;
  };
  return Buffer.from(await convert({ buffer: bytes, format: 'JPEG', quality: 0.92 }));
}

/** Why a picture is refused: too big, not an image, damaged or too many pixels (on its field), or no slot free. */
export type ImageFailure = 'too_large' | 'unsupported_media' | 'invalid' | 'busy';

export const TOO_LARGE = apiMessage('profiles.pictureTooLarge');
export const UNSUPPORTED_PICTURE = apiMessage('profiles.pictureType');
const TOO_MANY_PIXELS = apiMessage('profiles.tooManyPixels');
const UNREADABLE = apiMessage('profiles.unreadable');

type Sharp = typeof import('sharp').default;
let loaded: Promise<Sharp> | null = null;

/**
 * sharp (libvips), loaded on the first picture rather than at start, and set up for a server that decodes a few
 * big photos at a time in upload slots (upload-slots.ts):
 * - no operation cache: libvips keeps recent decoded images for reuse, which a server never reuses (each upload is
 *   a new picture), and which held a 12 MP photo's memory after its request;
 * - one libvips thread per picture: the slots already run a picture on every core but one, and every
 *   extra thread is another malloc arena that keeps its memory.
 */
function loadSharp(): Promise<Sharp> {
  loaded ??= import('sharp').then((module) => {
    const sharp = module.default;
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}

/** Decodes and re-encodes as JPEG (sharp writes no metadata unless asked); a damaged or huge image fails on `field`. */
async function reencode(file: File, format: Format, field: string): Promise<Result<Buffer, 'invalid'>> {
  const sharp = await loadSharp();
  try {
    // An upload waiting on disk is read by libvips from its file, strip by strip, never copied whole into memory.
    const decodable =
      format === 'heif'
        ? await heifToJpeg(Buffer.from(await file.arrayBuffer()))
        : file instanceof DiskFile
          ? file.path
          : Buffer.from(await file.arrayBuffer());
    // sequentialRead: decoded top to bottom in strips instead of whole; the JPEG decoder shrinks on load
    // (fastShrinkOnLoad, on by default) when the picture is at least twice the stored size.
    return ok(
      await sharp(decodable, {
        limitInputPixels: MAX_INPUT_PIXELS,
        failOn: 'error',
        animated: false,
        sequentialRead: true,
      })
        .rotate()
        .resize({ width: MAX_STORED_EDGE, height: MAX_STORED_EDGE, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  } catch (err) {
    return invalid({ [field]: [/pixel limit/i.test((err as Error).message ?? '') ? TOO_MANY_PIXELS : UNREADABLE] });
  }
}

/**
 * Checks an uploaded picture and stores it re-encoded as JPEG, with EXIF/GPS and every other piece of metadata
 * stripped. Answers the new storage key; too_large past 50 MB, unsupported_media for anything that is not a real
 * image, invalid (on `field`) for damaged or oversized images, busy when the server is already processing as
 * many pictures as it may (see upload-slots.ts).
 */
export async function storeImage(
  rt: Pick<Runtime, 'storage'>,
  file: File,
  kind: ImageKind,
  field: string,
): Promise<Result<string, ImageFailure>> {
  if (file.size > PICTURE_MAX_BYTES) return fail('too_large', { detail: TOO_LARGE });
  const format = sniffImage(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!format) return fail('unsupported_media', { detail: UNSUPPORTED_PICTURE });
  // The decoding and re-encoding hold a lot of memory: they run in one of a few slots (busy when none is free soon).
  const slot = await uploadSlots().run(() => reencode(file, format, field));
  if (!slot.ok) return slot;
  if (!slot.value.ok) return slot.value;
  // The last big picture of a burst: what its decoding held may go back to the system (heavy-work.ts).
  if (file.size >= BIG_PICTURE_BYTES && uploadSlots().active === 0) heavyWorkDone();
  const key = `${kind}/${randomBytes(24).toString('base64url')}.jpg`;
  await rt.storage.put(key, slot.value.value, 'image/jpeg');
  return ok(key);
}

/** THE way a stored file goes: one that cannot be removed is logged, not fatal (no row points at it any more). */
export async function removeFile(rt: Pick<Runtime, 'storage' | 'log'>, key: string): Promise<void> {
  try {
    await rt.storage.delete(key);
  } catch (err) {
    rt.log.error({ event: 'storage.remove_failed', key, error: (err as Error).message }, 'could not remove a file');
  }
}

/** A newly chosen picture: the file, and where it goes. */
export interface NewPicture {
  file: File;
  kind: ImageKind;
  /** The request field it came in (damaged images are refused on it). */
  field: string;
}

/** What a row's save answers: its result, and the picture key it replaced (null when none or unchanged). */
export type PictureSave<T, R extends string> = Result<{ value: T; replacedKey: string | null }, R>;

/**
 * Saves a row that may point at a new picture. The picture is checked and stored first (nothing is written when it
 * is refused), `save` gets its key (null without a picture) and writes the row; the new file is removed again if
 * the save fails or throws, and the replaced one only once the save has committed.
 */
export async function savingPicture<T, R extends string = never>(
  rt: Pick<Runtime, 'storage' | 'log'>,
  picture: NewPicture | null,
  save: (newKey: string | null) => Promise<PictureSave<T, R>>,
): Promise<Result<T, R | ImageFailure>> {
  let newKey: string | null = null;
  if (picture) {
    const stored = await storeImage(rt, picture.file, picture.kind, picture.field);
    if (!stored.ok) return stored;
    newKey = stored.value;
  }
  let saved: PictureSave<T, R>;
  try {
    saved = await save(newKey);
  } catch (err) {
    if (newKey) await removeFile(rt, newKey);
    throw err;
  }
  if (!saved.ok) {
    if (newKey) await removeFile(rt, newKey);
    return saved;
  }
  const { value, replacedKey } = saved.value;
  if (newKey && replacedKey && replacedKey !== newKey) await removeFile(rt, replacedKey);
  return ok(value);
}
