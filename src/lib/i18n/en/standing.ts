import { defineText } from '../text';

/** English text of the standing domain: one entry per component, the spec's strings verbatim. */
export const standingText = defineText('standing', {});
