import { useId, useRef } from 'react';
import { isNativeWrapper } from '../lib/native/bridge';
import { useBrowserValue } from './useHydrated';
import PictureOverlay from './PictureOverlay';
import StatusMessage, { type Status } from './StatusMessage';
import { useText } from '../lib/i18n';
import { weekEditorText } from '../lib/i18n/en/week-editor';

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
  /** The result of the last pick or upload, shown under the buttons. */
  status: Status | null;
  onPick: (file: File) => void;
  onUpload: () => void;
  onCancel: () => void;
}

/**
 * The week's picture (click to enlarge), the picker, 'Upload Selected Picture' and 'Cancel Selection' while a newly
 * chosen picture waits (gone once it is saved or cancelled: the picker rests, showing the week's picture), and the
 * result of the last pick or upload under them. Inside the wrapper a camera button comes too; its photo goes to
 * onPick like a picked file.
 */
export default function ProgressPicturePicker(props: Props) {
  const { weekNumber, currentUrl, previewUrl, processing, uploading, busy, status } = props;
  const t = useText(weekEditorText.picturePicker);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // After hydration only: the server's render (and the web's) has no camera button.
  const camera = useBrowserValue(isNativeWrapper, false);
  const shown = previewUrl ?? currentUrl;
  // A reload signs the same picture anew (?exp=…&sig=…): the same image element takes the new address and keeps
  // showing the picture meanwhile, so nothing below it moves.
  const pictureKey = shown?.split('?')[0];

  const cancel = () => {
    if (inputRef.current) inputRef.current.value = '';
    props.onCancel();
  };

  return (
    <section className="card" aria-label={t.section({ n: weekNumber })}>
      <h3 className="mb-3 text-lg font-semibold text-slate-900">{t.title}</h3>
      {/* A fixed height while a picture shows: one loading in its place does not move the buttons and messages. */}
      <div
        className={`mb-4 flex items-center justify-center rounded-md bg-slate-50 p-2 ${shown ? 'h-76' : 'min-h-40'}`}
      >
        {shown ? (
          <PictureOverlay
            key={pictureKey}
            src={shown}
            alt={previewUrl ? t.selectedAlt({ n: weekNumber }) : t.pictureAlt({ n: weekNumber })}
            className="max-h-72 w-auto rounded-md object-contain"
          />
        ) : (
          <p className="text-sm text-slate-600">{t.none}</p>
        )}
      </div>
      <label htmlFor={inputId} className="field-label">
        {t.choose}
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
      {camera && (
        <button
          type="button"
          className="btn-secondary mt-2"
          disabled={uploading || busy || processing}
          // The camera's code is fetched on the first tap (src/lib/native/camera.ts).
          onClick={() =>
            void import('../lib/native/camera').then((native) =>
              native.photoOrFileInput(props.onPick, inputRef.current),
            )
          }
        >
          {t.takePhoto}
        </button>
      )}
      <p className="mt-1 text-xs text-slate-600" aria-live="polite">
        {processing ? t.processing : t.note}
      </p>
      {/* Only while a new picture waits: once it is saved (or cancelled) the picker rests, showing the week's picture. */}
      {previewUrl && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-primary"
            disabled={uploading || busy || processing}
            onClick={props.onUpload}
          >
            {uploading ? t.uploading : t.upload}
          </button>
          <button type="button" className="btn-secondary" disabled={uploading} onClick={cancel}>
            {t.cancel}
          </button>
        </div>
      )}
      <StatusMessage status={status} className="mt-3" />
    </section>
  );
}
