import { params } from '../params';
import { defineText } from '../text';

/** English text of the auth domain: one entry per component, the spec's strings verbatim. */
export const authText = defineText('auth', {
  login: {
    title: 'Login',
    /** The heading of the notice a member sees when a suspension or ban has cut their open session. */
    signedOutBySanction: 'You have been signed out.',
    email: 'Email',
    password: 'Password',
    rememberMe: 'Remember me',
    forgotPassword: 'Forgot password?',
    submit: 'Login',
    noAccount: "Don't have an account?",
    signUp: 'Sign up',
  },
  register: {
    title: 'Register',
    fullName: 'Full Name',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    agreeTerms: 'I agree to the Terms of Service',
    /** "I agree to the [Terms of Service]": the words before the link, then the link. */
    agreeTo: 'I agree to the',
    terms: 'Terms of Service',
    submit: 'Sign Up',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    termsRequired: 'You must accept the Terms of Service to create an account.',
    /**
     * Sign-up answers a taken email like a new one and mails the owner instead, so the automatic sign-in then
     * fails for a reason the page must not spell out.
     */
    checkEmail: 'We have sent a message to this email address. Please check your inbox to continue.',
  },
  logout: {
    title: 'Logout',
    done: 'You have been logged out',
    login: 'Login',
    register: 'Register',
    loggingOut: 'Logging out...',
  },
  newPassword: {
    title: 'Create New Password',
    mismatch: 'Passwords do not match',
    incompleteBefore: 'This password reset link is incomplete. Please',
    deadBefore: 'This password reset link has been used or has expired. Please',
    requestNew: 'request a new one',
    incompleteAfter: '.',
    newPassword: 'New Password',
    confirm: 'Confirm New Password',
    submit: 'Save New Password',
  },
  completeProfile: {
    pageTitle: 'Complete Profile',
    title: 'Complete Your Profile',
    fullName: 'Full Name',
    age: 'Age',
    weight: 'Weight (lbs)',
    weightMetric: 'Weight (kg)',
    save: 'Save Profile',
  },
  terms: {
    title: 'Terms of Service',
    agreement: 'I have read and agree to the Terms of Service and Content Policy',
    acceptFailed: 'Failed to accept terms. Please try again.',
    understand: 'I Understand',
    accept: 'Accept Terms',
    version: params('Version {version} · Effective {date}'),
    contentLabel: 'Terms of Service text',
    contentPolicy: 'Content Policy',
    scrollHint: 'Scroll to the end of the terms to continue.',
  },
  forgotPassword: {
    title: 'Forgot Password',
    intro: 'Enter the email address of your account and we will send you a link to choose a new password.',
    sent: 'Password reset link has been sent to your email address',
    email: 'Email',
    submit: 'Reset Password',
    backToLogin: 'Back to login',
  },
});
