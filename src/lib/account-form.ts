/**
 * The pieces the sign-in and sign-up pages' scripts share (src/lib/login-form.ts, register-form.ts): the page's
 * form, its error alert and its submit button. The pages are plain Astro markup, so they load no React runtime.
 */
export interface AccountForm {
  form: HTMLFormElement;
  /** Shows a failure (one message per line), or hides the alert for ''. */
  showError(message: string): void;
  /** 'Processing' and disabled while busy; the label again when done. */
  setBusy(busy: boolean): void;
}

/**
 * The form marked `data-account-form` (and `data-busy-label`), with its error alert (`data-account-error`) and its submit button. The
 * button is disabled in the markup, since a click would submit the form natively before this script runs; it
 * answers from now on.
 */
export function accountForm(): AccountForm | null {
  const form = document.querySelector<HTMLFormElement>('form[data-account-form]');
  const alert = document.querySelector<HTMLElement>('[data-account-error]');
  const button = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !alert || !button) return null;
  const label = button.textContent ?? '';
  // Rendered by the page in its language (commonText.busy): read from the form, not the catalogue, whose domain
  // would come with it into pages with a 15 KB script budget.
  const busyLabel = form.dataset['busyLabel'] ?? '';
  button.disabled = false;
  return {
    form,
    showError(message) {
      alert.textContent = message;
      alert.hidden = message === '';
    },
    setBusy(busy) {
      button.disabled = busy;
      button.textContent = busy ? busyLabel : label;
    },
  };
}

/** A text field of the form, as typed (what was typed before this script ran counts too). */
export function fieldValue(data: FormData, name: string): string {
  return String(data.get(name) ?? '');
}
