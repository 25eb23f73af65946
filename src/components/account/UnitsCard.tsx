import { useState } from 'react';
import StatusMessage, { type Status } from '../StatusMessage';
import UnitsChoice from './UnitsChoice';
import { $saveUnits } from '../../lib/stores/units';
import { mutation } from '../../lib/stores/query';
import { errorMessage } from '../../lib/messages';
import { useText } from '../../lib/i18n';
import { profileText } from '../../lib/i18n/en/profile';
import { useUnits } from '../../lib/units-store';
import type { Units } from '../../lib/units';
import TitledCard from '../TitledCard';

/** Account Settings' units (issue 26): metric or imperial, saved at once; every number of the site follows. */
export default function UnitsCard() {
  const t = useText(profileText.unitsCard);
  const units = useUnits();
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);

  // Every number of the page follows at once, and goes back if the choice could not be kept (lib/stores/units.ts).
  async function choose(next: Units) {
    setBusy(true);
    setStatus(null);
    try {
      await mutation($saveUnits, next);
      setStatus({ kind: 'success', text: t.saved });
    } catch (err) {
      setStatus({ kind: 'error', text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <TitledCard titleId="units-title" title={t.title} testId="units-card">
      <p className="mt-3 text-slate-800">{t.intro}</p>
      <div className="mt-3">
        <UnitsChoice value={units} onChange={(next) => void choose(next)} disabled={busy} />
      </div>
      <StatusMessage status={status} className="mt-3" />
    </TitledCard>
  );
}
