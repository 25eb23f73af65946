import { lazy, Suspense, useState } from 'react';
import StatusMessage, { type Status } from '../StatusMessage';
import LoadError from '../LoadError';
import { $twoFactor } from '../../lib/stores/two-factor';
import { useQuery } from '../../lib/stores/use-query';
import { errorMessage } from '../../lib/messages';
import { useText } from '../../lib/i18n';
import { twoStepText } from '../../lib/i18n/en/two-step';
import { twoStepSetupText } from '../../lib/i18n/en/two-step-setup';

// The set-up (QR code, form primitive) and the turning off come when the member asks for them.
const TwoStepSetup = lazy(() => import('./TwoStepSetup'));
const TwoStepDisable = lazy(() => import('./TwoStepDisable'));

type Stage = 'status' | 'setup' | 'disable';

/**
 * The body of Account Settings' "Two-step sign-in" card (issue 28), loaded when the member opens it: whether it is on; set it up (QR code, the key as text, a first
 * code, then the recovery codes once); turn it off with the password and a code.
 */
export default function TwoStepPanel() {
  const t = { ...useText(twoStepText.card), ...useText(twoStepSetupText.status) };
  const status = useQuery($twoFactor);
  const [stage, setStage] = useState<Stage>('status');
  const [said, setSaid] = useState<Status | null>(null);

  /** Back to the status, saying how it went (the set-up's refusal, or that it is off now). */
  const back = (after: Status | null = null) => {
    setStage('status');
    setSaid(after);
  };
  const start = () => {
    setSaid(null);
    setStage('setup');
  };

  const on = status.data?.totp === true;
  return (
    <div>
      <p className="mt-2 text-sm text-slate-600">{t.intro}</p>
      {status.error !== undefined ? (
        <LoadError className="mt-3" message={errorMessage(status.error)} onRetry={$twoFactor.revalidate} />
      ) : !status.data ? (
        <p className="mt-3 text-slate-600" role="status">
          {t.loading}
        </p>
      ) : stage === 'setup' ? (
        <Suspense fallback={<p className="mt-3 text-slate-600">{t.starting}</p>}>
          <TwoStepSetup starting={t.starting} onDone={back} />
        </Suspense>
      ) : stage === 'disable' ? (
        <Suspense fallback={null}>
          <TwoStepDisable onDone={(off) => back(off ? { kind: 'success', text: t.turnedOff } : null)} />
        </Suspense>
      ) : (
        <>
          <p className="mt-3 font-medium text-slate-800" data-testid="two-step-status">
            {on ? t.on : t.off}
          </p>
          {on && (
            <p className="mt-1 text-sm text-slate-600">{t.codesLeft({ count: status.data.recovery_codes_left })}</p>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            {on ? (
              <button type="button" className="btn-secondary" onClick={() => setStage('disable')}>
                {t.turnOff}
              </button>
            ) : (
              <button type="button" className="btn-primary" onClick={start}>
                {t.setUp}
              </button>
            )}
          </div>
        </>
      )}
      <StatusMessage status={said} className="mt-3" />
    </div>
  );
}
