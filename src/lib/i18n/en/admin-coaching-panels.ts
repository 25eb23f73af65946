import { count, params } from '@nanostores/i18n';
import { defineText } from '../text';

/**
 * English text of the staff screen's coaching panels (issue 29), fetched when they open: a week's answers and the
 * answer box in the member panel, and the Messages tab (threads and one member's conversation).
 */
export const adminCoachingPanelsText = defineText('adminCoachingPanels', {
  answers: {
    title: 'Answers',
    none: 'No answer yet.',
    byOn: params('{name}, {date}'),
    edited: 'edited',
    label: 'Your answer',
    send: 'Send answer',
    sending: 'Sending...',
    sent: '✅ Answer sent.',
    edit: 'Edit',
    save: 'Save answer',
    saving: 'Saving...',
    cancel: 'Cancel',
    delete: 'Delete',
    confirmDelete: 'Delete this answer?',
    deleting: 'Deleting...',
    editHint: params('You can change or delete your answer for {hours} hours.'),
    messages: 'Messages',
  },
  threads: {
    title: 'Conversations',
    none: 'No conversations yet.',
    loading: 'Loading...',
    loadFailed: 'The conversations could not be loaded.',
    unread: count({ one: '{count} unread', many: '{count} unread' }),
    pick: 'Choose a conversation to read it.',
  },
  thread: {
    title: params('Conversation with {name}'),
    loading: 'Loading...',
    loadFailed: 'The conversation could not be loaded.',
    empty: 'No messages yet. Write the first one.',
    older: 'Show older messages',
    loadingOlder: 'Loading...',
    staff: 'Staff',
    label: 'Message',
    send: 'Send',
    sending: 'Sending...',
    back: 'All conversations',
  },
});
