import { defineText } from '../text';

/** English text of the common domain: one entry per component, the spec's strings verbatim. */
export const commonText = defineText('common', {});
