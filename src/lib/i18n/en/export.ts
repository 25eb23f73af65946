import { defineText } from '../text';

/** English text of the export domain: one entry per component, the spec's strings verbatim. */
export const exportText = defineText('export', {});
