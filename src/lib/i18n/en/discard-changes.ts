import { defineText } from '../text';

/**
 * English text of the common domain that only the "Discard your changes?" dialog shows: it comes with the forms that
 * open it (the day dialog, fetched on its first opening), not with every island's shared code.
 */
export const discardChangesText = defineText('common', {
  /** Closing a form with changes in it asks first (src/components/DiscardChangesDialog.tsx). */
  discardChanges: {
    title: 'Discard your changes?',
    message: 'What you changed here has not been saved.',
    keep: 'Keep editing',
    discard: 'Discard',
  },
});
