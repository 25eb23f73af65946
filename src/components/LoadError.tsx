import { useText } from '../lib/i18n';
import { commonText } from '../lib/i18n/en/common';

interface Props {
  message: string;
  onRetry: () => void;
  /** While a retry is running. */
  busy?: boolean;
  className?: string;
}

/** A failed load: what went wrong and a way to try again. */
export default function LoadError({ message, onRetry, busy = false, className = '' }: Props) {
  const t = useText(commonText.loadError);
  return (
    <div role="alert" className={`alert-error flex flex-wrap items-center justify-between gap-3 ${className}`}>
      <span>{message}</span>
      <button type="button" className="btn-secondary px-3 py-1" onClick={onRetry} disabled={busy}>
        {t.tryAgain}
      </button>
    </div>
  );
}
