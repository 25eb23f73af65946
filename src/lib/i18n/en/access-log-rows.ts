import { params } from '../params';
import { defineText } from '../text';

/**
 * English text of the rows of the member's access log (issue 28), apart from the card's (health-access.ts): they
 * load with the rows, after the page, so account settings keeps its script budget.
 */
export const accessLogRowsText = defineText('healthAccess', {
  accessLogRows: {
    empty: 'No staff member has looked at your data yet.',
    saw: params('{staff} saw {what}'),
    healthDetails: 'your health and emergency details',
    weeks: 'your weekly logs',
    progressPictures: 'your progress pictures',
    reason: params('Reason: {reason}'),
    more: params('The latest {shown} of {count} are shown. Download your data to get all of them.'),
  },
});
