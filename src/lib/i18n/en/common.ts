import { params } from '../params';
import { defineText } from '../text';

/**
 * English text of the common domain: one entry per component, the spec's strings verbatim. The discard dialog's is in
 * discard-changes.ts (it comes with the forms that open it).
 */
export const commonText = defineText('common', {
  /** What a button or a box says while it works (account forms, dialogs, saves). */
  busy: {
    processing: 'Processing',
    loading: 'Loading...',
    saving: 'Saving...',
  },
  toast: {
    hide: 'Hide notification',
  },
  loadError: {
    tryAgain: 'Try again',
  },
  avatar: {
    alt: params("{name}'s picture"),
  },
  imageOverlay: {
    enlarge: params('Enlarge {alt}'),
    close: 'Close',
  },
  /** The form primitive's own words (src/components/form). */
  form: {
    counter: params('{n} / {max} characters'),
  },
  /** A moderation warning shown on every page until dismissed (src/islands/WarningNotice.tsx). */
  warningNotice: {
    title: '⚠️ You have received a warning from our moderation team',
    reason: params('Reason: {reason}'),
    further: params('{date}. Further violations may lead to a suspension.'),
    dismiss: 'Dismiss',
    dismissing: 'Dismissing...',
  },
});
