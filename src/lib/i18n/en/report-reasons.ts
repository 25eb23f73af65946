import { defineText } from '../text';

/**
 * English names of a report's reasons, by their type (contracts/safety.ts REPORT_TYPES), in the community domain:
 * apart from en/community.ts because the staff screen shows them too (its report banner, list and member panel), and
 * that page should not load the feed's text with them.
 */
export const reportReasonsText = defineText('community', {
  reportReasons: {
    spam: 'Spam',
    harassment: 'Harassment/Bullying',
    hate_speech: 'Hate Speech',
    inappropriate: 'Inappropriate Content',
    violence: 'Violence/Threats',
    adult_content: 'Adult Content',
    misinformation: 'Misinformation',
    other: 'Other',
  },
});
