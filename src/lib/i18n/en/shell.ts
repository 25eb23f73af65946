import { defineText } from '../text';

/** English text of the shell domain: one entry per component, the spec's strings verbatim. */
export const shellText = defineText('shell', {});
