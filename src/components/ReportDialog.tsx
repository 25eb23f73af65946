import { useEffect, useId, useState } from 'react';
import Modal from './Modal';
import { safety } from '../lib/client/safety';
import { REPORT_DESCRIPTION_MAX, REPORT_TYPES, REPORT_TYPE_LABELS, newReportSchema, type NewReport } from '../lib/contracts/safety';

/** What is being reported: a post, a comment, or a profile, and whose it is. */
export type ReportTarget = Pick<NewReport, 'reported_user' | 'content_type' | 'content_id'>;

interface Props {
  target: ReportTarget | null;
  onClose: () => void;
}

/** The report dialog: a reason, required details, the moderation notes, Cancel and Submit Report. */
export default function ReportDialog({ target, onClose }: Props) {
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
      window.alert('Please select a reason and provide a description.');
      return;
    }
    setSending(true);
    try {
      await safety.report(parsed.data);
      window.alert('Report submitted successfully. Our team will review it shortly.');
      onClose();
    } catch (err) {
      console.error('Report failed', err);
      window.alert('Failed to submit report. Please try again.');
      setSending(false);
    }
  }

  const title = target?.content_type === 'comment' ? 'Report Comment' : target?.content_type === 'profile' ? 'Report User' : 'Report Post';
  return (
    <Modal
      open={target !== null}
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn-danger" disabled={!parsed?.success || sending} onClick={() => void submit()}>
            Submit Report
          </button>
        </>
      }
    >
      <fieldset>
        <legend className="field-label">Why are you reporting this?</legend>
        <div className="mt-1 grid gap-1 sm:grid-cols-2">
          {REPORT_TYPES.map((type) => (
            <label key={type} className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-50 touch:min-h-11">
              <input type="radio" name="report-reason" value={type} checked={reason === type} onChange={() => setReason(type)} />
              {REPORT_TYPE_LABELS[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={detailsId} className="field-label mt-4">
        Details (required)
      </label>
      <textarea
        id={detailsId}
        className="field-input min-h-24"
        required
        maxLength={REPORT_DESCRIPTION_MAX}
        value={details}
        onChange={(e) => setDetails(e.target.value)}
        placeholder="Tell us what is wrong"
      />
      <p className="mt-3 text-sm text-slate-600">Reports are reviewed by our moderation team within 24 hours.</p>
      <p className="mt-1 text-sm text-slate-600">False reports may result in restrictions on your account.</p>
    </Modal>
  );
}
