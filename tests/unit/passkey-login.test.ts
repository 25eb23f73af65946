// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../helpers/fake-api';

// "Sign in with a passkey" on the sign-in page (src/lib/passkey-login.ts): the ceremony itself is the browser's
// (stood in for here); what the page says when it is cancelled, refused, or impossible is the script's.
const ceremony = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ceremony);

const { startPasskeySignIn } = await import('../../src/lib/passkey-login');

const OPTIONS = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost', userVerification: 'required' };

function renderPage(): { button: HTMLButtonElement; alert: HTMLElement; note: HTMLElement } {
  document.body.innerHTML = `
    <p role="alert" data-account-error hidden></p>
    <form data-account-form></form>
    <button type="button" disabled data-passkey-sign-in data-waiting="Waiting for your passkey…"
      data-cancelled="Passkey sign-in was cancelled.">Sign in with a passkey</button>
    <p data-passkey-unsupported hidden>This browser cannot use passkeys.</p>`;
  return {
    button: document.querySelector('button')!,
    alert: document.querySelector('[data-account-error]')!,
    note: document.querySelector('[data-passkey-unsupported]')!,
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What a browser with WebAuthn has (jsdom has none). */
class FakePublicKeyCredential {}

beforeEach(() => {
  vi.stubGlobal('PublicKeyCredential', FakePublicKeyCredential);
});
afterEach(() => {
  vi.unstubAllGlobals();
  ceremony.startAuthentication.mockReset();
});

describe('signing in with a passkey on the sign-in page', () => {
  it('says the sign-in was cancelled when the member closes the device’s prompt, and lets them try again', async () => {
    const { button, alert } = renderPage();
    fakeApi([[200, OPTIONS]]);
    ceremony.startAuthentication.mockRejectedValue(Object.assign(new Error('cancelled'), { name: 'NotAllowedError' }));
    startPasskeySignIn(async () => ({ openTermsDialog: vi.fn() }));
    expect(button.disabled).toBe(false);
    button.click();
    await vi.waitFor(() => expect(alert.hidden).toBe(false));
    expect(alert.textContent).toBe('Passkey sign-in was cancelled.');
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Sign in with a passkey');
  });

  it('shows the server’s refusal of an unknown passkey as a failed sign-in', async () => {
    const { button, alert } = renderPage();
    const calls = fakeApi([
      [200, OPTIONS],
      [401, { detail: 'No active account found with the given credentials', code: 'bad_credentials' }],
    ]);
    ceremony.startAuthentication.mockResolvedValue({ id: 'abc', rawId: 'abc', type: 'public-key', response: {} });
    startPasskeySignIn(async () => ({ openTermsDialog: vi.fn() }));
    button.click();
    await vi.waitFor(() => expect(alert.textContent).toBe('No active account found with the given credentials'));
    expect(ceremony.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(calls.map((c) => c.url)).toEqual([
      expect.stringContaining('user/passkeys/sign-in/options/'),
      expect.stringContaining('user/passkeys/sign-in/verify/'),
    ]);
    expect(calls[1]!.body).toEqual({ response: { id: 'abc', rawId: 'abc', type: 'public-key', response: {} } });
    await settled();
    expect(button.disabled).toBe(false);
  });

  it('replaces the button with a plain note in a browser without passkeys', () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    const { button, note } = renderPage();
    startPasskeySignIn(async () => ({ openTermsDialog: vi.fn() }));
    expect(button.hidden).toBe(true);
    expect(note.hidden).toBe(false);
  });
});
