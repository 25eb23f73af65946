import { defineText } from '../text';

/** Account Settings' "Email notifications" card; its switches' text comes with them (notifications-page.ts). */
export const mailSettingsText = /* @__PURE__ */ defineText('mailSettings', {
  card: {
    title: 'Email notifications',
    intro: 'Choose which notifications we also send you by email. The bell in the top bar shows them all either way.',
    open: 'Choose emails',
    loading: 'Loading your email choices…',
    always: 'Warnings, suspensions, bans and appeal decisions are always emailed: they change what you can do.',
  },
});
