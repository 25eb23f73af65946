import { useMemo, useState } from 'react';
import { renderSVG } from 'uqr';
import RecoveryCodes from './RecoveryCodes';
import { Form } from '../form/Form';
import { Field } from '../form/Field';
import { useForm } from '../form/use-form';
import { checkedBy } from '../form/schema-check';
import { $confirmTotp } from '../../lib/stores/two-factor';
import { mutation } from '../../lib/stores/query';
import { totpConfirmSchema, ONE_TIME_CODE_MAX, type TotpSetupJson } from '../../lib/contracts/two-factor';
import { useText } from '../../lib/i18n';
import { twoStepText } from '../../lib/i18n/en/two-step';

const checkCode = checkedBy(totpConfirmSchema);

interface Props {
  setup: TotpSetupJson;
  /** Back to the card's status: cancelled, or done after the recovery codes. */
  onDone: () => void;
}

/** The secret as the app shows keys: groups of four, easier to type. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up two-step sign-in: the QR code of the otpauth URL (and the key as text, for an app that cannot scan),
 * then a first code from the app turns it on and the recovery codes are shown once.
 */
export default function TwoStepSetup({ setup, onDone }: Props) {
  const t = useText(twoStepText.setup);
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
