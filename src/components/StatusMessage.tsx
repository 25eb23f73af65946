export interface Status {
  kind: 'success' | 'error';
  text: string;
}

/** A success (polite) or failure (assertive) message, announced to screen readers. */
export default function StatusMessage({ status }: { status: Status | null }) {
  if (!status) return null;
  return status.kind === 'success' ? (
    <p role="status" className="alert-success mb-4" data-testid="status-message">
      {status.text}
    </p>
  ) : (
    <p role="alert" className="alert-error mb-4 whitespace-pre-line" data-testid="status-message">
      {status.text}
    </p>
  );
}
