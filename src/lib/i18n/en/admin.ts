import { defineText } from '../text';

/** English text of the admin domain: one entry per component, the spec's strings verbatim. */
export const adminText = defineText('admin', {});
