import { defineText } from '../text';

/** English text of the support domain: one entry per component, the spec's strings verbatim. */
export const supportText = defineText('support', {});
