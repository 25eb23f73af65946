import { defineText } from '../text';

/** Account Settings' "Email notifications" card: the three mails a member may turn off. */
export const mailSettingsText = /* @__PURE__ */ defineText('mailSettings', {
  mailSettings: {
    title: 'Email notifications',
    intro: 'Choose which notifications we also send you by email. The bell in the top bar shows them all either way.',
    open: 'Choose emails',
    loading: 'Loading your email choices…',
    coachFeedback: 'A coach answers one of my weeks',
    messages: 'A coach writes to me in Messages',
    comments: 'Someone comments on one of my posts',
    always: 'Warnings, suspensions, bans and appeal decisions are always emailed: they change what you can do.',
    save: 'Save email choices',
    saving: 'Saving…',
    saved: 'Your email choices have been saved.',
  },
});
