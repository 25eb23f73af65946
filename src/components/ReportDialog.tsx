import { useEffect, useId, useState } from 'react';
import Modal from './Modal';
import { alreadyReported, safety } from '../lib/client/safety';
import { REPORT_DESCRIPTION_MAX, REPORT_TYPES, newReportSchema, type NewReport } from '../lib/contracts/safety';
import { useText } from '../lib/i18n';
import { communityText } from '../lib/i18n/en/community';

/** What is being reported: a post, a comment, or a profile, and whose it is. */
export type ReportTarget = Pick<NewReport, 'reported_user' | 'content_type' | 'content_id'>;

interface Props {
  target: ReportTarget | null;
  onClose: () => void;
  /** What the member is told once the report is sent or has failed (a profile's report words it its own way). */
  messages?: { submitted: string; failed: string };
}

/** The report dialog: a reason, required details, the moderation notes, Cancel and Submit Report. */
export default function ReportDialog({ target, onClose, messages }: Props) {
  const t = useText(communityText.reportDialog);
  const reasons = useText(communityText.reportReasons);
  const detailsId = useId();
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [sending, setSending] = useState(false);

  // A new target starts a fresh report.
  useEffect(() => {
    setReason('');
    setDetails('');
    setSending(false);
  }, [target]);

  // The server's own schema: a known reason and non-blank details (Submit stays disabled until then).
  const parsed = target ? newReportSchema.safeParse({ ...target, report_type: reason, description: details }) : null;

  async function submit() {
    if (!parsed) return;
    if (!parsed.success) {
      window.alert(t.incomplete);
      return;
    }
    setSending(true);
    try {
      await safety.report(parsed.data);
      window.alert(messages?.submitted ?? t.submitted);
      onClose();
    } catch (err) {
      console.error('Report failed', err);
      // A second report of the same item: the server's own words (in the page's language), not a failure to retry.
      window.alert(alreadyReported(err) ?? messages?.failed ?? t.failed);
      setSending(false);
    }
  }

  const title = target?.content_type === 'comment' ? t.reportComment : target?.content_type === 'profile' ? t.reportUser : t.reportPost;
  return (
    <Modal
      open={target !== null}
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t.cancel}
          </button>
          <button type="button" className="btn-danger" disabled={!parsed?.success || sending} onClick={() => void submit()}>
            {t.submit}
          </button>
        </>
      }
    >
      <fieldset>
        <legend className="field-label">{t.why}</legend>
        <div className="mt-1 grid gap-1 sm:grid-cols-2">
          {REPORT_TYPES.map((type) => (
            <label key={type} className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-50 touch:min-h-11">
              <input type="radio" name="report-reason" value={type} checked={reason === type} onChange={() => setReason(type)} />
              {reasons[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={detailsId} className="field-label mt-4">
        {t.details}
      </label>
      <textarea
        id={detailsId}
        className="field-input min-h-24"
        required
        maxLength={REPORT_DESCRIPTION_MAX}
        value={details}
        onChange={(e) => setDetails(e.target.value)}
        placeholder={t.detailsPlaceholder}
      />
      <p className="mt-3 text-sm text-slate-600">{t.reviewed}</p>
      <p className="mt-1 text-sm text-slate-600">{t.falseReports}</p>
    </Modal>
  );
}
