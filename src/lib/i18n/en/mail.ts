import { defineText } from '../text';

/** English text of the mail domain: one entry per component, the spec's strings verbatim. */
export const mailText = defineText('mail', {});
