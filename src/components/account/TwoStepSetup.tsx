import { useEffect, useMemo, useRef, useState } from 'react';
import { renderSVG } from 'uqr';
import RecoveryCodes from './RecoveryCodes';
import { Form } from '../form/Form';
import { Field } from '../form/Field';
import { useForm } from '../form/use-form';
import { checkedBy } from '../form/schema-check';
import { $confirmTotp, $setUpTotp } from '../../lib/stores/two-factor-changes';
import { errorMessage } from '../../lib/messages';
import type { Status } from '../StatusMessage';
import { mutation } from '../../lib/stores/query';
import { totpConfirmSchema, ONE_TIME_CODE_MAX, type TotpSetupJson } from '../../lib/contracts/two-factor';
import { useText } from '../../lib/i18n';
import { twoStepSetupText } from '../../lib/i18n/en/two-step-setup';

const checkCode = checkedBy(totpConfirmSchema);

interface Props {
  /** What the card says while the new secret is asked for. */
  starting: string;
  /** Back to the card's status: cancelled, done after the recovery codes, or the set-up refused (said). */
  onDone: (said?: Status | null) => void;
}

/** The secret as the app shows keys: groups of four, easier to type. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up two-step sign-in (a new pending secret asked for as it opens): the QR code of the otpauth URL (and the key as text, for an app that cannot scan),
 * then a first code from the app turns it on and the recovery codes are shown once.
 */
export default function TwoStepSetup({ starting, onDone }: Props) {
  const [setup, setSetup] = useState<TotpSetupJson | null>(null);
  // One new secret per opening: a second request would replace the one on the screen.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    mutation($setUpTotp, undefined).then(setSetup, (err: unknown) =>
      onDone({ kind: 'error', text: errorMessage(err) }),
    );
  }, [onDone]);
  if (!setup) return <p className="mt-3 text-slate-600">{starting}</p>;
  // Done or cancelled: back to the status, with nothing to say (a button's event is no message).
  return <SetupSteps setup={setup} onDone={() => onDone()} />;
}

/** The QR code and the key of a new secret, the first code, then the recovery codes. */
function SetupSteps({ setup, onDone }: { setup: TotpSetupJson; onDone: () => void }) {
  const t = useText(twoStepSetupText.setup);
  const [codes, setCodes] = useState<string[] | null>(null);
  // An SVG as an image: its alt text says what it is, and nothing of it runs.
  const qr = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(setup.otpauth_url, { border: 2 }))}`,
    [setup.otpauth_url],
  );
  const form = useForm({
    check: checkCode,
    initial: { code: '' },
    send: async (body) => {
      const answer = await mutation($confirmTotp, body);
      setCodes(answer.recovery_codes);
    },
  });

  if (codes) return <RecoveryCodes codes={codes} otpauthUrl={setup.otpauth_url} onDone={onDone} />;
  return (
    <div className="mt-4 space-y-4" data-testid="two-step-setup">
      <p className="text-slate-800">{t.scan}</p>
      <img src={qr} alt={t.qrAlt} width={200} height={200} className="rounded border border-slate-200 bg-white" />
      <div>
        <p className="text-sm text-slate-700">{t.typeKey}</p>
        <p className="mt-1 break-all font-mono text-base tracking-wide" data-testid="two-step-secret">
          {grouped(setup.secret)}
        </p>
      </div>
      <Form
        form={form}
        className="space-y-3"
        actions={{
          submit: { label: t.confirm, busyLabel: t.confirming, testId: 'two-step-confirm' },
          cancel: { label: t.cancel, onCancel: onDone },
        }}
      >
        <Field
          name="code"
          label={t.code}
          hint={t.codeHint}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={ONE_TIME_CODE_MAX}
          counter={false}
        />
      </Form>
    </div>
  );
}
