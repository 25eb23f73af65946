import { useEffect, useRef, useState } from 'react';
import StatusMessage, { type Status } from '../StatusMessage';
import { useText } from '../../lib/i18n';
import { twoStepSetupText } from '../../lib/i18n/en/two-step-setup';

interface Props {
  codes: string[];
  /** The otpauth URL they were set up with: the file names the site (its issuer) and the account (its label). */
  otpauthUrl: string;
  onDone: () => void;
}

/** The recovery codes, shown once after turning two-step sign-in on: copy them, or download them as a text file. */
export default function RecoveryCodes({ codes, otpauthUrl, onDone }: Props) {
  const t = useText(twoStepSetupText.codes);
  const [status, setStatus] = useState<Status | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that was focused is gone: focus goes to what replaced it.
  useEffect(() => heading.current?.focus(), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setStatus({ kind: 'success', text: t.copied });
    } catch {
      setStatus({ kind: 'error', text: t.copyFailed });
    }
  }

  function download() {
    const url = new URL(otpauthUrl);
    const site = url.searchParams.get('issuer') ?? '';
    // The label is "issuer:email".
    const email = decodeURIComponent(url.pathname).split(':').pop() ?? '';
    const title = t.fileTitle({ site, email });
    const text = [title, '', ...codes, '', t.fileNote, ''].join('\n');
    const file = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = file;
    link.download = 'fitgroup-recovery-codes.txt'; // i18n-lint: not interface text (a file name)
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(file), 10_000);
  }

  return (
    <div className="mt-4 space-y-3" data-testid="recovery-codes">
      <h3 ref={heading} tabIndex={-1} className="font-semibold">
        {t.title}
      </h3>
      <p className="text-slate-800">{t.intro}</p>
      <ul className="grid grid-cols-2 gap-x-6 gap-y-1 rounded border border-slate-200 bg-slate-50 p-3 font-mono sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" onClick={copy}>
          {t.copy}
        </button>
        <button type="button" className="btn-secondary" onClick={download}>
          {t.download}
        </button>
        <button type="button" className="btn-primary" onClick={onDone}>
          {t.done}
        </button>
      </div>
      <StatusMessage status={status} />
    </div>
  );
}
