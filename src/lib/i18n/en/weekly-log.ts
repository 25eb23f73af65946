import { defineText } from '../text';

/** English text of the weeklyLog domain: one entry per component, the spec's strings verbatim. */
export const weeklyLogText = defineText('weeklyLog', {});
