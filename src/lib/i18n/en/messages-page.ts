import { params } from '../params';
import { defineText } from '../text';

/** English text of /messages (src/islands/Messages.tsx): the member's one conversation with the coaches (issue 29). */
export const messagesPageText = defineText('messagesPage', {
  page: {
    title: 'Messages',
    intro: 'Your conversation with our coaches. Any coach can answer, and each message shows who wrote it.',
    staffNote: 'Staff write in members’ conversations from the Messages tab of the admin page.',
    openAdmin: 'Open Admin',
    loading: 'Loading your messages…',
    empty: 'No messages yet. Ask your coaches anything below.',
    older: 'Show older messages',
    loadingOlder: 'Loading older messages…',
    listLabel: 'Conversation with the coaches',
    coach: 'Coach',
    byline: params('{name}, {date}'),
    composer: 'Your message',
    send: 'Send',
    sending: 'Sending…',
  },
});
