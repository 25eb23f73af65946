import { Suspense, lazy, useEffect, useState } from 'react';
import LoadError from '../LoadError';
import StatusMessage, { type Status } from '../StatusMessage';
import { $addPasskey, $passkeys, $renamePasskey, passkeysSupported } from '../../lib/stores/passkeys';
import { mutation } from '../../lib/stores/query';
import { useQuery } from '../../lib/stores/use-query';
import type { PasskeyJson } from '../../lib/contracts/passkeys';
import { errorMessage } from '../../lib/messages';
import { formatLongDate, useLocale, useText } from '../../lib/i18n';
import { passkeysText } from '../../lib/i18n/en/passkeys';

// The dialogs (and the form primitive and Modal under them) load when the member opens one: account settings
// carries no form code with the page (its script budget).
const PasskeyNameDialog = lazy(() => import('./PasskeyNameDialog'));
const PasskeyRemoveDialog = lazy(() => import('./PasskeyRemoveDialog'));

/** The dialog open over the card: naming a new passkey, renaming one, or confirming its removal. */
type Open = { kind: 'add' } | { kind: 'rename'; passkey: PasskeyJson } | { kind: 'remove'; passkey: PasskeyJson };

/**
 * Passkeys (issue 28), loaded by PasskeysCard when the member opens it: the member's passkeys with their names and dates; Add a passkey (a name, then the device's
 * prompt), rename, and remove after a confirmation. A browser without WebAuthn is told so; its passkeys can still
 * be renamed and removed.
 */
export default function PasskeysPanel() {
  const t = useText(passkeysText.card);
  const locale = useLocale();
  const query = useQuery($passkeys);
  const list = query.data ?? null;
  const loadError = query.error === undefined ? '' : errorMessage(query.error);
  const [open, setOpen] = useState<Open | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  // Asked once hydrated: the server's render knows nothing of the browser, and the first render must match it.
  const [supported, setSupported] = useState(true);
  useEffect(() => setSupported(passkeysSupported()), []);

  const close = () => setOpen(null);

  async function add(name: string) {
    await mutation($addPasskey, { name });
    close();
    setStatus({ kind: 'success', text: t.addedStatus });
  }

  async function rename(passkey: PasskeyJson, name: string) {
    await mutation($renamePasskey, { id: passkey.id, name });
    close();
    setStatus({ kind: 'success', text: t.renamedStatus });
  }

  const date = (iso: string) => formatLongDate(locale, iso);

  return (
    <>
      {!supported && <p className="mt-3 text-slate-700">{t.unsupported}</p>}
      {loadError ? (
        <LoadError className="mt-3" message={loadError} onRetry={$passkeys.revalidate} />
      ) : list === null ? (
        <p className="mt-3 text-slate-600" role="status">
          {t.loading}
        </p>
      ) : list.length === 0 ? (
        <p className="mt-3 text-slate-700">{t.empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {list.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="passkey">
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold text-slate-900">{passkey.name}</p>
                <p className="text-xs text-slate-600">
                  {t.added({ date: date(passkey.created_at) })}
                  {' · '}
                  {passkey.last_used_at ? t.lastUsed({ date: date(passkey.last_used_at) }) : t.neverUsed}
                </p>
              </div>
              <div className="flex shrink-0 gap-2">
                <button
                  type="button"
                  className="btn-secondary"
                  aria-label={t.renameNamed({ name: passkey.name })}
                  onClick={() => setOpen({ kind: 'rename', passkey })}
                >
                  {t.rename}
                </button>
                <button
                  type="button"
                  className="btn-secondary"
                  aria-label={t.removeNamed({ name: passkey.name })}
                  onClick={() => setOpen({ kind: 'remove', passkey })}
                >
                  {t.remove}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {supported && (
        <div className="mt-4">
          <button type="button" className="btn-primary" onClick={() => setOpen({ kind: 'add' })}>
            {t.add}
          </button>
        </div>
      )}
      <StatusMessage status={status} className="mt-3" />
      <Suspense fallback={null}>
        {open?.kind === 'add' && <PasskeyNameDialog mode="add" onSave={add} onClose={close} />}
        {open?.kind === 'rename' && (
          <PasskeyNameDialog
            mode="rename"
            initialName={open.passkey.name}
            onSave={(name) => rename(open.passkey, name)}
            onClose={close}
          />
        )}
        {open?.kind === 'remove' && (
          <PasskeyRemoveDialog
            passkey={open.passkey}
            onRemoved={() => {
              close();
              setStatus({ kind: 'success', text: t.removedStatus });
            }}
            onClose={close}
          />
        )}
      </Suspense>
    </>
  );
}
