import { useState } from 'react';
import StatusMessage, { type Status } from '../StatusMessage';
import { onDemand } from '../../lib/on-demand';
import { errorMessage } from '../../lib/messages';
import { useText } from '../../lib/i18n';
import { exportText } from '../../lib/i18n/en/export';
import TitledCard from '../TitledCard';

// The download's code (its store, the client, the contract's file name) is fetched with the first click: Account
// Settings holds its script budget with every card beside it.
const exportTools = onDemand(() => import('./export-download'));

/** "Download my data" (issue 16, GDPR Art. 20): a ZIP of everything the member gave us, once an hour. */
export default function ExportCard() {
  const t = useText(exportText.card);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);

  async function download() {
    setBusy(true);
    setStatus(null);
    try {
      const { downloadExport } = await exportTools();
      setStatus(await downloadExport(t));
    } catch (err) {
      // The download's code could not be fetched (the network's failure).
      setStatus({ kind: 'error', text: errorMessage(err) });
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
