import { defineText } from '../text';

/**
 * English text of need-to-know health access (issue 28): the member's "Who has seen my data" card in account
 * settings (its rows' words: access-log-rows.ts, loaded with the rows; the staff's dialog: health-details.ts).
 */
export const healthAccessText = defineText('healthAccess', {
  /** Account settings: the member's access log. */
  accessLog: {
    title: 'Who has seen my data',
  },
});
