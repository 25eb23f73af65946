import { params } from '@nanostores/i18n';
import { defineText } from '../text';

/**
 * English text of the weeklyLog domain that only the Edit Daily Log dialog shows: it comes with the dialog's code on
 * its first opening, not with /weekly-log.
 */
export const dayDialogText = defineText('weeklyLog', {
  /** The Edit Daily Log dialog (src/components/DailyLogDialog.tsx). */
  dailyLogDialog: {
    title: 'Edit Daily Log',
    close: 'Close',
    saving: 'Saving...',
    save: 'Save Changes',
    dayOfWeek: params('{day}, Week {n}'),
  },
});
