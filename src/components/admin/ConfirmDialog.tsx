import { useEffect, useId, useState } from 'react';
import Modal from '../Modal';
import { MODERATION_REASON_MAX, moderationReason } from '../../lib/contracts/admin';
import { actionCopy, dangerText, type PendingAction } from './admin-actions';
import { useLocale, useText } from '../../lib/i18n';
import { issueText } from '../../lib/messages';
import { adminText } from '../../lib/i18n/en/admin';
import ReportContent from './ReportContent';

interface Props {
  action: PendingAction | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** The confirmation before every admin action: title, message, reason, Cancel and the action button. */
export default function ConfirmDialog({ action, busy, onCancel, onConfirm }: Props) {
  const t = useText(adminText.confirm);
  const locale = useLocale();
  const copy = action ? actionCopy(action, locale) : null;
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const reasonId = useId();

  useEffect(() => {
    setReason(copy?.defaultReason ?? '');
    setError('');
    // Reset only when a new action opens the dialog.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action]);

  if (!action || !copy) return null;

  const confirm = () => {
    if (copy.reasonRequired) {
      // The API's own check, with its message, before anything is sent.
      const checked = moderationReason.safeParse(reason);
      if (!checked.success) {
        setError(issueText(checked.error.issues[0]!));
        return;
      }
    }
    onConfirm(reason.trim());
  };

  return (
    <Modal
      open
      title={copy.title}
      onClose={() => !busy && onCancel()}
      dismissible={!busy}
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
            {t.cancel}
          </button>
          <button type="button" className={copy.danger ? 'btn-danger' : 'btn-primary'} onClick={confirm} disabled={busy} data-testid="confirm-action">
            {busy ? t.processing : copy.button}
          </button>
        </>
      }
    >
      <p className="text-slate-800">{copy.message}</p>
      {/* The reported item a removal deletes, or a sanction answers. */}
      {(action.kind === 'remove' ? action.report : action.about) && (
        <ReportContent
          type={(action.kind === 'remove' ? action.report : action.about)!.content_type}
          content={(action.kind === 'remove' ? action.report : action.about)!.content}
          short
        />
      )}
      {copy.danger && (
        <p className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800" data-testid="danger-warning">
          {dangerText()}
        </p>
      )}
      <label htmlFor={reasonId} className="field-label mt-4">
        {copy.reasonRequired ? t.reason : t.reasonOptional}
      </label>
      <textarea
        id={reasonId}
        className="field-input"
        rows={3}
        maxLength={MODERATION_REASON_MAX}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${reasonId}-error` : undefined}
        disabled={busy}
      />
      {error && (
        <p id={`${reasonId}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </Modal>
  );
}
