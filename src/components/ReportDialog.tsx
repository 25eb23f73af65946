import { useEffect, useId, useState } from 'react';
import Modal from './Modal';
import { api } from '../lib/api';

/** What is being reported: a post, a comment, or a profile, and whose it is. */
export interface ReportTarget {
  reported_user: number;
  content_type: 'post' | 'comment' | 'profile';
  content_id: number;
}

export const REPORT_REASONS = [
  { value: 'spam', label: 'Spam' },
  { value: 'harassment', label: 'Harassment/Bullying' },
  { value: 'hate_speech', label: 'Hate Speech' },
  { value: 'inappropriate', label: 'Inappropriate Content' },
  { value: 'violence', label: 'Violence/Threats' },
  { value: 'adult_content', label: 'Adult Content' },
  { value: 'misinformation', label: 'Misinformation' },
  { value: 'other', label: 'Other' },
] as const;

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

  const complete = reason !== '' && details.trim() !== '';

  async function submit() {
    if (!target) return;
    if (!complete) {
      window.alert('Please select a reason and provide a description.');
      return;
    }
    setSending(true);
    try {
      await api.post('report/', { ...target, report_type: reason, description: details.trim() });
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
          <button type="button" className="btn-danger" disabled={!complete || sending} onClick={() => void submit()}>
            Submit Report
          </button>
        </>
      }
    >
      <fieldset>
        <legend className="field-label">Why are you reporting this?</legend>
        <div className="mt-1 grid gap-1 sm:grid-cols-2">
          {REPORT_REASONS.map((r) => (
            <label key={r.value} className="flex cursor-pointer items-center gap-2 rounded px-2 py-1 text-sm hover:bg-slate-50">
              <input type="radio" name="report-reason" value={r.value} checked={reason === r.value} onChange={() => setReason(r.value)} />
              {r.label}
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
        maxLength={2000}
        value={details}
        onChange={(e) => setDetails(e.target.value)}
        placeholder="Tell us what is wrong"
      />
      <p className="mt-3 text-sm text-slate-600">Reports are reviewed by our moderation team within 24 hours.</p>
      <p className="mt-1 text-sm text-slate-600">False reports may result in restrictions on your account.</p>
    </Modal>
  );
}
