import { defineText } from '../text';

/** English text of the community domain: one entry per component, the spec's strings verbatim. */
export const communityText = defineText('community', {});
