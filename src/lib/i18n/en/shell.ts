import { params } from '../params';
import { defineText } from '../text';

/*
 * English text of the shell domain: one entry per component, the spec's strings verbatim. Two parts, each marked
 * pure so that a bundle keeps only the part its code reads: the shell's scripts run on every page, including those
 * with a 15 KB script budget (home, sign-in, sign-up), and need the navigation's words only; the pages' own text is
 * rendered on the server and never reaches the browser's bundles.
 */

/** The navigation and the top bar: rendered on the server and read again by the shell's scripts in the browser. */
export const shellText = /* @__PURE__ */ defineText('shell', {
  /** The navigation's entries by key (src/lib/routes.ts): the sidebar, the fan menu. */
  nav: {
    home: 'Home',
    community: 'Community',
    profile: 'Profile',
    weeklyLog: 'Weekly Log',
    logs: 'Logs',
    dashboard: 'Dashboard',
    membership: 'Membership',
    messages: 'Messages',
    support: 'Support',
    accountSettings: 'Account Settings',
    admin: 'Admin',
  },
  sidebar: {
    label: 'Main',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
  },
  fanMenu: {
    open: 'Open navigation menu',
    close: 'Close navigation menu',
    label: 'Quick navigation',
  },
  account: {
    greeting: params('Hi, {name}'),
    greetingNoName: 'Hi, there',
    logout: 'Logout',
    login: 'Login',
    signUp: 'Sign up',
  },
  /** The one-line notice on /membership for an unpaid member sent from a paid page (src/lib/routes.ts). */
  membershipNotice: {
    notice: params('{page} is for paying members.'),
    weeklyLogPage: 'The Weekly Log',
    dashboardPage: 'The Dashboard',
    progressPage: 'Progress comparison',
  },
});

/** The layout, the footer and the shell's own pages: server-rendered only (textIn). */
export const shellPageText = /* @__PURE__ */ defineText('shell', {
  /** The top bar's bell (src/components/NotificationBell.astro): its name, and with the unread count (src/lib/bell.ts). */
  bell: {
    label: 'Notifications',
    unreadOne: params('Notifications, {n} unread'),
    unreadMany: params('Notifications, {n} unread'),
  },
  layout: {
    skipLink: 'Skip to content',
    description: params('{site}: training logs and community for our fitness group.'),
  },
  footer: {
    home: 'Home',
    community: 'Community',
    joinUs: 'Join us',
    support: 'Support',
    helpCenter: 'Help Center',
    contactUs: 'Contact us',
    privacy: 'Privacy & Data',
    contact: 'Contact',
    address: '100 Example Street, Springfield',
    phone: params('Phone: {phone}'),
    email: params('Email: {email}'),
    language: 'Language',
    rights: params('© {year} FitGroup. All rights reserved.'),
  },
  errorPage: {
    code: params('Error {code}'),
    backHome: 'Back to Home',
  },
  notFound: {
    title: 'Page not found',
    message: 'We could not find the page you asked for. The link may be old, or the address may have a typo.',
  },
  serverError: {
    title: 'Something went wrong',
    message: 'This page could not be shown because of a problem on our side. Please try again in a moment.',
    tryAgain: 'Try again',
  },
  home: {
    title: 'Home',
    welcome: params('Welcome to {site}'),
    intro:
      'Train together, track every week, and see how far you have come. Your measurements, meals and workouts in one place, with a community that keeps you going.',
    getStarted: 'Get Started',
    goToProfile: 'Go to Profile',
  },
  membership: {
    title: 'Membership',
    paidTitle: 'You are a paying member',
    paidReady: 'Your weekly log and your dashboard are ready.',
    weeklyLog: 'Weekly Log',
    dashboard: 'Dashboard',
    benefitsTitle: 'What paying members get',
    weeklyLogTerm: 'Weekly log:',
    weeklyLogBenefit:
      'each week your measurements (biceps, chest, waist, hips and thighs, in inches), a progress picture and a journal entry, and for every day your workout, meals, snacks and water.',
    dashboardTerm: 'Dashboard:',
    dashboardBenefit: 'your weeks at a glance, with your measurements, progress pictures and daily logs side by side.',
    progressTerm: 'Progress:',
    progressBenefit:
      'see how far you have come since week 1. Your logs and pictures are private: only you and our coaching staff see them.',
    joinTitle: 'How to become a paying member',
    joinBefore: 'Membership is arranged with the group, not paid in the app. Contact',
    /** Follows the contact (a link), with its own leading space or punctuation. */
    joinAfter:
      ' to join. Once our staff have turned your membership on, the Weekly Log and Dashboard appear in your menu, and your week 1 starts that day.',
    questionsBefore: 'Questions? Write to us from the',
    questionsLink: 'Support',
    questionsAfter: ' page.',
  },
});
