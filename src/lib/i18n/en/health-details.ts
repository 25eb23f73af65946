import { params } from '../params';
import { defineText } from '../text';

/**
 * English text of the staff's "Health & emergency details" button and dialog in the member panel of /admin (issue
 * 28). Apart from health-access.ts so that account settings, which shows the member's access log, carries none of it.
 */
export const healthDetailsText = defineText('healthDetails', {
  /** /admin, the member panel: the button and the dialog that asks for the reason, then shows the details. */
  dialog: {
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
