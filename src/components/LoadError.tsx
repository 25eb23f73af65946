interface Props {
  message: string;
  onRetry: () => void;
  /** While a retry is running. */
  busy?: boolean;
  className?: string;
}

/** A failed load: what went wrong and a way to try again. */
export default function LoadError({ message, onRetry, busy = false, className = '' }: Props) {
  return (
    <div role="alert" className={`alert-error flex flex-wrap items-center justify-between gap-3 ${className}`}>
      <span>{message}</span>
      <button type="button" className="btn-secondary px-3 py-1" onClick={onRetry} disabled={busy}>
        Try again
      </button>
    </div>
  );
}
