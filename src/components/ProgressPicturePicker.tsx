import { useId, useRef } from 'react';
import ImageOverlay from './ImageOverlay';

interface Props {
  weekNumber: number;
  /** The stored picture's URL, or null. */
  currentUrl: string | null;
  /** A local preview of the newly chosen picture, or null. */
  previewUrl: string | null;
  processing: boolean;
  uploading: boolean;
  /** Another save of this week is running: nothing may start. */
  busy: boolean;
  onPick: (file: File) => void;
  onUpload: () => void;
  onCancel: () => void;
}

/** The week's picture (click to enlarge), the picker, 'Upload Selected Picture' and 'Cancel Selection'. */
export default function ProgressPicturePicker(props: Props) {
  const { weekNumber, currentUrl, previewUrl, processing, uploading, busy } = props;
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const shown = previewUrl ?? currentUrl;

  const cancel = () => {
    if (inputRef.current) inputRef.current.value = '';
    props.onCancel();
  };

  return (
    <section className="card" aria-label={`Week ${weekNumber} progress picture`}>
      <h3 className="mb-3 text-lg font-semibold text-slate-900">Progress Picture</h3>
      <div className="mb-4 flex min-h-40 items-center justify-center rounded-md bg-slate-50 p-2">
        {shown ? (
          <ImageOverlay
            key={shown}
            src={shown}
            alt={previewUrl ? `Selected picture for week ${weekNumber}` : `Week ${weekNumber} progress picture`}
            className="max-h-72 w-auto rounded-md object-contain"
          />
        ) : (
          <p className="text-sm text-slate-600">No progress picture yet.</p>
        )}
      </div>
      <label htmlFor={inputId} className="field-label">
        Choose a progress picture
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        disabled={uploading || busy}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) props.onPick(file);
          e.target.value = '';
        }}
        className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
      />
      <p className="mt-1 text-xs text-slate-600" aria-live="polite">
        {processing ? 'Processing image...' : 'All images are converted to JPEG.'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-primary" disabled={!previewUrl || uploading || busy || processing} onClick={props.onUpload}>
          {uploading ? 'Uploading...' : 'Upload Selected Picture'}
        </button>
        <button type="button" className="btn-secondary" disabled={!previewUrl || uploading} onClick={cancel}>
          Cancel Selection
        </button>
      </div>
    </section>
  );
}
