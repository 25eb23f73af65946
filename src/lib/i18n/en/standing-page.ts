import { params } from '@nanostores/i18n';
import { defineText } from '../text';

/** English text of the restricted standing page (standing domain, src/islands/StandingPage.tsx). */
export const standingPageText = /* @__PURE__ */ defineText('standing', {
  page: {
    title: 'Your account standing',
    suspendedUntil: params('This account is suspended until {date}.'),
    banned: 'This account has been permanently banned.',
    reason: params('Reason: {reason}'),
    intro: 'You cannot use the site while this lasts. Below are the details, and you can appeal within 20 days.',
    active: 'Your account is active again. You can sign in.',
    noToken: 'Sign in to see the standing of your account.',
    expired: 'This page has expired. Sign in again to continue.',
    signIn: 'Sign in',
  },
});
