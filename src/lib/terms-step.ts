import { terms } from './client/terms';

/** Whether the member has accepted the terms in force. The check fails open: a failure counts as accepted. */
export async function termsAccepted(): Promise<boolean> {
  try {
    const status = await terms.status();
    return status.has_accepted !== false;
  } catch (err) {
    console.error('Failed to check the terms status', err);
    return true;
  }
}

type Mode = 'accept' | 'view';
/** One dialog per mode and page: opened again, it keeps the terms it loaded. */
const opened = new Map<Mode, () => void>();

/**
 * Opens the Terms of Service dialog (src/islands/TermsDialog.tsx) of the sign-in and sign-up pages. It is rare
 * (the sign-up form's link, a member with new terms to accept), so it and React are loaded only now: the pages
 * themselves load no React runtime. `onAccepted`: accept mode, once the server has recorded the acceptance.
 */
export async function openTermsDialog(mode: Mode, onAccepted?: () => void): Promise<void> {
  const reopen = opened.get(mode);
  if (reopen) return reopen();
  const [{ createElement }, { createRoot }, { default: TermsDialog }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('../islands/TermsDialog'),
  ]);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const render = (open: boolean) =>
    root.render(createElement(TermsDialog, { open, mode, onClose: () => render(false), ...(onAccepted ? { onAccepted } : {}) }));
  opened.set(mode, () => render(true));
  render(true);
}
