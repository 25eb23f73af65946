import { useState } from 'react';
import StatusMessage, { type Status } from '../StatusMessage';
import { ExportTooSoon } from '../../lib/client/export';
import { $downloadExport } from '../../lib/stores/data-export';
import { mutation } from '../../lib/stores/query';
import { exportFileName } from '../../lib/contracts/export';
import { errorMessage } from '../../lib/messages';
import { useText } from '../../lib/i18n';
import { exportText } from '../../lib/i18n/en/export';
import TitledCard from '../TitledCard';

/** Hands a Blob to the browser as a download: an object URL on a link with `download`, clicked, then let go. */
function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started; a moment later the URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Download my data" (issue 16, GDPR Art. 20): a ZIP of everything the member gave us, once an hour. */
export default function ExportCard() {
  const t = useText(exportText.card);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);

  async function download() {
    setBusy(true);
    setStatus(null);
    try {
      const blob = await mutation($downloadExport, undefined);
      save(blob, exportFileName(new Date()));
      setStatus({ kind: 'success', text: t.started });
    } catch (err) {
      if (err instanceof ExportTooSoon) {
        const minutes = err.retryAfter === null ? null : Math.max(1, Math.ceil(err.retryAfter / 60));
        setStatus({ kind: 'error', text: minutes === null ? t.tooSoon : t.tooSoonMinutes({ minutes }) });
      } else {
        console.error('The data export failed', err);
        setStatus({ kind: 'error', text: errorMessage(err) });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <TitledCard titleId="export-title" title={t.title} testId="export-card">
      <p className="mt-3 text-slate-800">{t.intro}</p>
      <p className="mt-2 text-sm text-slate-600">{t.formats}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" className="btn-primary" onClick={download} disabled={busy} aria-busy={busy}>
          {busy ? t.preparing : t.button}
        </button>
      </div>
      <StatusMessage status={status} className="mt-3" />
    </TitledCard>
  );
}
