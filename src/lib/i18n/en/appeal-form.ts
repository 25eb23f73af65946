import { defineText } from '../text';

/** English text of the appeal form (standing domain), fetched with it (src/components/standing/AppealForm.tsx). */
export const standingAppealFormText = /* @__PURE__ */ defineText('standing', {
  appealForm: {
    label: 'Why should this sanction be reconsidered?',
    hint: 'Explain in your own words. Our team reads every appeal and replies to you.',
    submit: 'Send appeal',
    sending: 'Sending...',
    cancel: 'Cancel',
    sent: 'Your appeal has been sent. We will reply by email and on this page.',
  },
});
