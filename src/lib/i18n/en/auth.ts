import { defineText } from '../text';

/** English text of the auth domain: one entry per component, the spec's strings verbatim. */
export const authText = defineText('auth', {
  forgotPassword: {
    title: 'Forgot Password',
    intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
    sent: 'Password reset link has been sent to your email address',
    email: 'Email',
    submit: 'Reset Password',
    backToLogin: 'Back to login',
  },
});
