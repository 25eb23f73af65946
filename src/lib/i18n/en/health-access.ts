import { params } from '../params';
import { defineText } from '../text';

/**
 * English text of need-to-know health access (issue 28): the member's "Who has seen my data" card in account
 * settings, and the staff's "Health & emergency details" dialog in the member panel of /admin.
 */
export const healthAccessText = defineText('healthAccess', {
  /** Account settings: the member's access log. */
  accessLog: {
    title: 'Who has seen my data',
    intro:
      'Staff see your weekly logs and progress pictures to coach you, and your health and emergency details only when they need them, with a reason. Every time is listed here.',
    loading: 'Loading...',
    empty: 'No staff member has looked at your data yet.',
    saw: params('{staff} saw {what}'),
    healthDetails: 'your health and emergency details',
    weeks: 'your weekly logs',
    progressPictures: 'your progress pictures',
    reason: params('Reason: {reason}'),
    more: params('The latest {shown} of {count} are shown. Download your data to get all of them.'),
  },
  /** /admin, the member panel: the button and the dialog that asks for the reason, then shows the details. */
  healthDetails: {
    button: 'Health & emergency details',
    title: 'Health & emergency details',
    titleOf: params('Health & emergency details: {name}'),
    intro: params(
      'These details are private. Say why you need them: {name} will see your name, the time and your reason, and gets an email.',
    ),
    reason: 'Reason',
    open: 'Show details',
    opening: 'Opening...',
    cancel: 'Cancel',
    close: 'Close',
    medicalHistory: 'Medical history',
    emergencyContactName: 'Emergency contact',
    emergencyContactPhone: 'Emergency contact phone',
    address: 'Address',
    phone: 'Phone',
    notGiven: 'Not given',
  },
});
