import { useCallback, useId, useRef, useState } from 'react';
import { IMAGE_ACCEPT, processImage } from '../lib/images';
import { isNativeWrapper } from '../lib/native/bridge';
import { useBrowserValue } from './useHydrated';
import { useText } from '../lib/i18n';
import { profileText } from '../lib/i18n/en/profile';

interface Props {
  /** Called with the processed JPEG (or null when the choice is cleared). */
  onChange: (file: File | null) => void;
  /** Called with the pipeline's message when a picked file is refused; '' when a new pick starts. */
  onError: (message: string) => void;
  /** The field's label; the catalogue's Profile Picture when not given. */
  label?: string;
}

/**
 * The profile picture picker: validate, compress (HEIC decoded in the browser), preview. The original file stays
 * in this component; only the processed JPEG is handed up. Inside the wrapper a camera button comes too; its photo
 * takes the same way as a picked file.
 */
export default function ProfileImagePicker({ onChange, onError, label }: Props) {
  const t = useText(profileText.imagePicker);
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [original, setOriginal] = useState<File | null>(null);
  const [processing, setProcessing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // After hydration only: the server's render (and the web's) has no camera button.
  const camera = useBrowserValue(isNativeWrapper, false);
  // The preview's URL lives as long as the image showing it.
  const revokeWithImage = useCallback(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function pick(file: File | undefined) {
    onError('');
    if (!file) return;
    setProcessing(true);
    try {
      const processed = await processImage(file, 'profile');
      setOriginal(file);
      setPreview(URL.createObjectURL(processed));
      onChange(processed);
    } catch (err) {
      setPreview(null);
      onChange(null);
      onError((err as Error).message);
    } finally {
      setProcessing(false);
    }
  }

  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label ?? t.label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="image"
        type="file"
        accept={`image/*,${IMAGE_ACCEPT}`}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
        onChange={(e) => void pick(e.currentTarget.files?.[0])}
        disabled={processing}
        aria-describedby={`${id}-note`}
      />
      {camera && (
        <button
          type="button"
          className="btn-secondary mt-2"
          disabled={processing}
          // The camera's code is fetched on the first tap (src/lib/native/camera.ts).
          onClick={() =>
            void import('../lib/native/camera').then((native) =>
              native.photoOrFileInput((file) => void pick(file), inputRef.current),
            )
          }
        >
          {t.takePhoto}
        </button>
      )}
      <p id={`${id}-note`} className="mt-1 text-xs text-slate-600">
        {t.note}
      </p>
      {processing && (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {t.processing}
        </p>
      )}
      {preview && (
        <figure className="mt-3">
          <img
            ref={revokeWithImage}
            src={preview}
            alt={t.preview}
            data-original-name={original?.name}
            className="h-32 w-32 rounded-full border border-slate-200 object-cover"
          />
          <figcaption className="mt-1 text-xs text-slate-600">{t.preview}</figcaption>
        </figure>
      )}
    </div>
  );
}
