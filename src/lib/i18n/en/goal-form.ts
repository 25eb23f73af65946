import { params } from '@nanostores/i18n';
import { defineText } from '../text';

/** English text of the progress domain's goals form: fetched with the form, on Set a goal / Edit goals. */
export const goalFormText = defineText('progress', {
  /** The goals form (src/components/progress/GoalForm.tsx). */
  goalForm: {
    form: 'Edit goals',
    goal: params('Goal {n}'),
    measurement: 'Measurement',
    target: params('Target ({unit})'),
    targetDate: 'Target date',
    remove: params('Remove {label} goal'),
    add: 'Add a goal',
    share: 'Share my goals with staff',
    saving: 'Saving...',
    save: 'Save goals',
    cancel: 'Cancel',
  },
});
