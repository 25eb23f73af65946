import { count, params } from '@nanostores/i18n';
import { defineText } from '../text';

/**
 * English text of the staff screen's coaching landing (issue 29): the tabs and the needs-attention queue, loaded with
 * the page. What opens later (a week's answers, the Messages tab) is in admin-coaching-panels.ts, fetched with it.
 */
export const adminCoachingText = defineText('adminCoaching', {
  tabs: {
    label: 'Staff screen',
    members: 'Members',
    messages: 'Messages',
  },
  attention: {
    title: 'Needs attention',
    none: 'Nobody needs you right now.',
    loadFailed: 'The attention queue could not be loaded.',
    open: params('Open {name}'),
    unreadMessage: count({ one: '{count} unread message', many: '{count} unread messages' }),
    unansweredCheckIn: params('Week {week} waits for an answer'),
    missedCheckIn: params('No check-in for {days} days'),
    offTrack: 'Losing faster than is safe',
    lastCheckIn: params('Last check-in: {date}'),
    neverCheckedIn: 'Never checked in',
    readMessages: 'Read messages',
  },
});
