import { isNativeWrapper } from './bridge';

/**
 * The camera inside the wrapper (@capacitor/camera, fetched on the first use only): a photo taken there becomes a
 * File, which goes through the same pipeline as a picked file (src/lib/images.ts: checks, HEIC, compression).
 * Outside the wrapper there is no camera button; the file input does everything, as on the web.
 */
export const hasNativeCamera = (): boolean => isNativeWrapper();
// (The pickers check isNativeWrapper() themselves and fetch this module on the first tap of their camera button.)

/** The camera plugin's codes for a closed camera (nothing chosen): not an error. */
const CANCELLED = new Set(['OS-PLUG-CAMR-0006', 'OS-PLUG-CAMR-0020', 'OS-PLUG-CAMR-0013']);

function wasCancelled(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  return (typeof code === 'string' && CANCELLED.has(code)) || (typeof message === 'string' && /cancel/i.test(message));
}

/**
 * Opens the camera; resolves with the photo as a JPEG File, or null when the member closed the camera without one.
 * Rejects when the camera cannot be used (permission refused, no camera, the plugin missing): the caller falls
 * back to the file input.
 */
export async function takePhotoFile(now: () => number = Date.now): Promise<File | null> {
  const { Camera } = await import('@capacitor/camera');
  let photo: { webPath?: string };
  try {
    photo = await Camera.takePhoto({ quality: 90, correctOrientation: true });
  } catch (err) {
    if (wasCancelled(err)) return null;
    throw err;
  }
  if (!photo.webPath) throw new Error('The camera gave no picture.');
  const response = await fetch(photo.webPath);
  if (!response.ok) throw new Error(`The camera's picture could not be read (${response.status}).`);
  const declared = response.headers.get('content-type') ?? '';
  const type = declared.startsWith('image/') ? declared.split(';')[0]! : 'image/jpeg';
  const taken = now();
  return new File([await response.arrayBuffer()], `camera-${taken}.${type === 'image/png' ? 'png' : 'jpg'}`, {
    type,
    lastModified: taken,
  });
}

/**
 * The camera button's action: the photo goes to `use` (the picker's own handler for a picked file); when the camera
 * cannot be used, the file input opens instead, so the member can still choose a picture.
 */
export async function photoOrFileInput(use: (file: File) => void, fileInput: HTMLInputElement | null): Promise<void> {
  let photo: File | null;
  try {
    photo = await takePhotoFile();
  } catch {
    fileInput?.click();
    return;
  }
  if (photo) use(photo);
}
