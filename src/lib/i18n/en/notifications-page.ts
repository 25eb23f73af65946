import { defineText } from '../text';

/**
 * English text of /notifications (src/islands/Notifications.tsx, issue 29). The notifications' own text is the
 * server's (en/notifications.ts): the API writes it. Account Settings' mail card has its own (mail-settings.ts).
 */
export const notificationsPageText = /* @__PURE__ */ defineText('notificationsPage', {
  page: {
    title: 'Notifications',
    loading: 'Loading your notifications…',
    empty:
      'You have no notifications yet. Answers from your coaches, their messages and comments on your posts appear here.',
    listLabel: 'Your notifications',
    unread: 'Unread',
    markAll: 'Mark all as read',
    marking: 'Marking…',
    older: 'Show older notifications',
    loadingOlder: 'Loading older notifications…',
    settings: 'Choose which emails you get',
  },
  /** The switches of Account Settings' mail card (MailSettingsPanel.tsx), fetched with them. */
  mailSwitches: {
    coachFeedback: 'A coach answers one of my weeks',
    messages: 'A coach writes to me in Messages',
    comments: 'Someone comments on one of my posts',
    save: 'Save email choices',
    saving: 'Saving…',
    saved: 'Your email choices have been saved.',
  },
});
