import { defineText } from '../text';

/** English text of the api domain: one entry per component, the spec's strings verbatim. */
export const apiText = defineText('api', {});
