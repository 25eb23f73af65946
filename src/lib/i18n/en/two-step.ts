import { defineText } from '../text';

/** English text of two-step sign-in (issue 28): the Account Settings card, loaded with the page. */
export const twoStepText = defineText('twoStep', {
  /** Account Settings' "Two-step sign-in" card. */
  card: {
    title: 'Two-step sign-in',
    open: 'Two-step sign-in settings',
    loading: 'Loading…',
  },
});
