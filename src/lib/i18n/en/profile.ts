import { defineText } from '../text';

/** English text of the profile domain: one entry per component, the spec's strings verbatim. */
export const profileText = defineText('profile', {});
