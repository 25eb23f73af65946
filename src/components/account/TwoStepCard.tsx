import { lazy, Suspense, useState } from 'react';
import StatusMessage, { type Status } from '../StatusMessage';
import LoadError from '../LoadError';
import TitledCard from '../TitledCard';
import { $twoFactor } from '../../lib/stores/two-factor';
import { useQuery } from '../../lib/stores/use-query';
import { errorMessage } from '../../lib/messages';
import { useText } from '../../lib/i18n';
import { twoStepText } from '../../lib/i18n/en/two-step';

// The set-up (QR code, form primitive) and the turning off come when the member asks for them.
const TwoStepSetup = lazy(() => import('./TwoStepSetup'));
const TwoStepDisable = lazy(() => import('./TwoStepDisable'));

/** The card's id: /admin links staff here (`/account-settings#two-step`). */
export const TWO_STEP_ID = 'two-step';

type Stage = 'status' | 'setup' | 'disable';

/**
 * Account Settings' "Two-step sign-in" (issue 28): whether it is on; set it up (QR code, the key as text, a first
 * code, then the recovery codes once); turn it off with the password and a code.
 */
export default function TwoStepCard() {
  const t = useText(twoStepText.card);
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
    // The /admin link's target: the card with its heading.
    <div id={TWO_STEP_ID} className="scroll-mt-4">
      <TitledCard titleId="two-step-title" title={t.title} testId="two-step-card">
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
      </TitledCard>
    </div>
  );
}
