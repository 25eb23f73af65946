import { defineText } from '../text';

/** English text of the support domain: one entry per component, the spec's strings verbatim. */
export const supportText = defineText('support', {
  /** Support (src/islands/SupportCenter.tsx) and its page. */
  supportCenter: {
    title: 'Support',
    helpCenter: 'Help Center',
    intro:
      'Questions about your membership, logs or the community? Check the answers below, or send us a message: we reply within 24 hours.',
    contactUs: 'Contact Us',
    sent: "Your message has been sent successfully! We'll get back to you within 24 hours.",
    failed: 'There was an error sending your message. Please try again or contact us directly.',
    fullName: 'Full Name',
    email: 'Email Address',
    subject: 'Subject',
    priority: 'Priority',
    message: 'Message',
    sending: 'Sending...',
    send: 'Send Message',
    faq: 'Frequently Asked Questions',
    quickLinks: 'Quick Links',
    dashboard: 'Dashboard',
    community: 'Community',
    myProfile: 'My Profile',
  },
  /** The priorities of a support message, by their value (contracts/support.ts SUPPORT_PRIORITIES). */
  priorities: {
    low: 'Low',
    medium: 'Medium',
    high: 'High',
    urgent: 'Urgent',
  },
  /** The FAQ accordion (src/components/SupportFaq.tsx): eight questions, each with its answer. */
  faq: {
    profileQuestion: 'How do I update my profile?',
    profileAnswer: 'Open My Profile from the sidebar and choose Edit Profile. Change what you need and press Save.',
    imagesQuestion: 'What kind of images can I upload?',
    imagesAnswer:
      'Profile and progress pictures should be JPG, PNG or WebP and under 10MB. Photos from your phone (including HEIC) are converted to JPEG automatically before upload.',
    accessQuestion: 'How do I get access to the Weekly Log and Dashboard?',
    accessAnswer:
      'The Weekly Log and Dashboard are part of the paid membership. Once your membership is active, they appear in the sidebar and menu, starting with Week 1.',
    privacyQuestion: 'Who can see my weekly logs and progress pictures?',
    privacyAnswer:
      'Only you and our staff. Your profile, posts and comments are visible to other members; your logs are not.',
    reportQuestion: 'How do I report or block another member?',
    reportAnswer:
      'Open their profile from the community feed. Use Report User to flag them to our team, or Block User so they can no longer comment on your posts.',
    passwordQuestion: 'I forgot my password. What do I do?',
    passwordAnswer:
      'On the sign-in page choose "Forgot password", enter your email, and follow the link we send you to set a new one.',
    replyQuestion: 'How quickly will support answer me?',
    replyAnswer: 'We reply to every message within 24 hours. Mark it urgent if you cannot use your account at all.',
    deleteQuestion: 'How do I delete my account?',
    deleteAnswer:
      'Go to Account Settings, open Delete Account and follow the steps. Deleting removes your profile, logs, pictures, posts and comments permanently.',
  },
});
