import { defineText } from '../text';

/** English text of the progress domain: one entry per component, the spec's strings verbatim. */
export const progressText = defineText('progress', {});
