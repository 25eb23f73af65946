import { PICTURE_MAX_BYTES } from './contracts/profile-limits';
import { errorsText } from './i18n/en/errors';
import { textNow } from './i18n/text';

/**
 * The client image pipeline (spec section 5 "Image pick", section 9 presets): validate, decode HEIC/HEIF when the
 * browser cannot, scale down (never up) to the preset's box, re-encode as JPEG and lower the quality until the file
 * fits. Shared by the profile picture and the weekly progress picture.
 */

export type ImagePreset = 'profile' | 'weekly' | 'thumbnail' | 'default';

export interface ImagePresetSettings {
  maxWidth: number;
  maxHeight: number;
  /** Start quality, 0..1. */
  quality: number;
  maxSizeBytes: number;
}

export const IMAGE_PRESETS: Record<ImagePreset, ImagePresetSettings> = {
  profile: { maxWidth: 800, maxHeight: 800, quality: 0.85, maxSizeBytes: 1_024_000 },
  weekly: { maxWidth: 1200, maxHeight: 1200, quality: 0.8, maxSizeBytes: 2_048_000 },
  thumbnail: { maxWidth: 400, maxHeight: 400, quality: 0.75, maxSizeBytes: 512_000 },
  default: { maxWidth: 1200, maxHeight: 1200, quality: 0.85, maxSizeBytes: 2_048_000 },
};

export const MAX_COMPRESSION_ATTEMPTS = 5;
export const QUALITY_STEP = 0.1;
export const MIN_QUALITY = 0.3;

const ACCEPTED = ['jpeg', 'jpg', 'png', 'webp', 'heic', 'heif', 'bmp', 'gif'];
/** For `<input type="file" accept>`: every accepted type and extension (HEIC files often come without a type). */
export const IMAGE_ACCEPT = [...ACCEPTED.map((t) => `image/${t}`), ...ACCEPTED.map((t) => `.${t}`)].join(',');

/** The pipeline's messages (the spec's), in the page's language: islands show them as they are. */
const said = () => textNow(errorsText.client);

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function baseNameOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot > 0 ? name.slice(0, dot) : name) || 'image';
}

/** HEIC/HEIF by declared type or by name: phones and some platforms leave the type empty. */
export function isHeicFile(file: File): boolean {
  return /^image\/hei[cf](-sequence)?$/i.test(file.type) || /^hei[cf]$/.test(extensionOf(file.name));
}

/** null when the file may go through the pipeline, else the spec's message. */
export function validateImageFile(file: File): string | null {
  const type = file.type.toLowerCase();
  const typeOk = type.startsWith('image/') && ACCEPTED.includes(type.slice('image/'.length));
  if (!typeOk && !ACCEPTED.includes(extensionOf(file.name))) return said().unsupportedImage;
  if (file.size > PICTURE_MAX_BYTES) return said().imageTooLarge({ size: (file.size / (1024 * 1024)).toFixed(1) });
  return null;
}

/** Raised by compressorjs when the browser cannot decode the picture. */
class LoadError extends Error {}

/** The picture stays over the preset's size at the lowest quality. */
class TooBigError extends Error {}

/**
 * compressorjs is fetched with the first picture picked, not with the page: the pickers' pages load it only when
 * someone actually picks a file.
 */
async function compress(file: Blob, settings: ImagePresetSettings, quality: number): Promise<Blob> {
  const { default: Compressor } = await import('compressorjs');
  return new Promise((resolve, reject) => {
    new Compressor(file, {
      maxWidth: settings.maxWidth,
      maxHeight: settings.maxHeight,
      quality,
      mimeType: 'image/jpeg',
      convertSize: Infinity,
      checkOrientation: true,
      // Always re-encode: "strict" would hand back a smaller original, EXIF and all.
      strict: false,
      success: resolve,
      error: (err) => reject(/load the image/i.test(err.message) ? new LoadError(err.message) : err),
    });
  });
}

/**
 * Chromium and Firefox cannot decode HEIC/HEIF; the WASM decoder (~3 MB) is fetched only when such a file is
 * picked. The full-size JPEG it yields then goes through the same pipeline as any other picture.
 */
async function decodeHeic(file: File): Promise<Blob> {
  try {
    const { heicTo } = await import('heic-to');
    return await heicTo({ blob: file, type: 'image/jpeg', quality: 0.92 });
  } catch (err) {
    throw new LoadError((err as Error)?.message ?? 'HEIC decoding failed');
  }
}

/** Megabytes as the spec's presets were written (1,024,000 bytes = "1MB"). */
function limitInMegabytes(bytes: number): string {
  return String(Math.round((bytes / 1_024_000) * 100) / 100);
}

/**
 * Validates and converts a picked picture for upload. Resolves to a JPEG File named `<name>_processed.jpg`, at
 * most the preset's width and height and under its size limit; rejects with an Error carrying the spec's message.
 */
export async function processImage(file: File, preset: ImagePreset): Promise<File> {
  const invalid = validateImageFile(file);
  if (invalid) throw new Error(invalid);
  const settings = IMAGE_PRESETS[preset];
  try {
    const source: Blob = isHeicFile(file) ? await decodeHeic(file) : file;
    let quality = settings.quality;
    let result = await compress(source, settings, quality);
    for (let attempt = 1; attempt < MAX_COMPRESSION_ATTEMPTS; attempt++) {
      if (result.size <= settings.maxSizeBytes || quality <= MIN_QUALITY + 1e-9) break;
      quality = Math.round((quality - QUALITY_STEP) * 100) / 100;
      result = await compress(source, settings, quality);
    }
    if (result.size > settings.maxSizeBytes) {
      throw new TooBigError(said().cannotCompress({ size: limitInMegabytes(settings.maxSizeBytes) }));
    }
    return new File([result], `${baseNameOf(file.name)}_processed.jpg`, {
      type: 'image/jpeg',
      lastModified: Date.now(),
    });
  } catch (err) {
    if (err instanceof LoadError) throw new Error(said().imageLoadFailed);
    if (err instanceof TooBigError) throw err;
    throw new Error(said().imageProcessingFailed({ reason: (err as Error)?.message ?? String(err) }));
  }
}
