import type { PasskeyJson } from '../contracts/passkeys';
import { passkeys } from '../client/passkeys';
import { cached, createFetcherStore, createMutatorStore, mutateCache } from './query';

/** GET user/passkeys/: the signed-in member's passkeys, newest first. */
export const PASSKEYS = 'user/passkeys/';
export const $passkeys = createFetcherStore<PasskeyJson[]>(PASSKEYS, {
  onError: (err) => console.error('Could not load the passkeys', err),
});

const listed = () => cached<PasskeyJson[]>(PASSKEYS) ?? [];

/**
 * Whether this browser can make and use passkeys at all (WebAuthn), asked without loading the WebAuthn library.
 */
export const passkeysSupported = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * A new passkey: the server's options, the browser's ceremony (the member confirms on their device; the WebAuthn
 * library loads only now, so account settings does not carry it), then the server checks and stores it under
 * `name`. It goes to the top of the list. The ceremony's own errors (cancelled, already registered) are thrown as
 * the library's WebAuthnError.
 */
export const $addPasskey = createMutatorStore<{ name: string }, PasskeyJson>(async ({ data: { name } }) => {
  const [{ startRegistration }, optionsJSON] = await Promise.all([
    import('@simplewebauthn/browser'),
    passkeys.registrationOptions(),
  ]);
  const response = await startRegistration({ optionsJSON });
  const added = await passkeys.register(response, name);
  mutateCache(PASSKEYS, [added, ...listed().filter((p) => p.id !== added.id)]);
  return added;
});

/** PATCH user/passkeys/{id}/: the answer replaces the passkey in the list. */
export const $renamePasskey = createMutatorStore<{ id: string; name: string }, PasskeyJson>(
  async ({ data: { id, name } }) => {
    const renamed = await passkeys.rename(id, name);
    mutateCache(
      PASSKEYS,
      listed().map((p) => (p.id === id ? renamed : p)),
    );
    return renamed;
  },
);

/** DELETE user/passkeys/{id}/: the passkey leaves the list once the server removed it. */
export const $removePasskey = createMutatorStore<PasskeyJson, null>(async ({ data: passkey }) => {
  await passkeys.remove(passkey.id);
  mutateCache(
    PASSKEYS,
    listed().filter((p) => p.id !== passkey.id),
  );
  return null;
});
