import { defineText } from '../text';

/** The kinds of sanction, as every part of the standing domain names them (the member's card, staff's Appeals, mails). */
export const sanctionsText = defineText('sanctions', {
  kinds: {
    warning: 'Warning',
    suspension: 'Suspension',
    ban: 'Permanent ban',
  },
});
