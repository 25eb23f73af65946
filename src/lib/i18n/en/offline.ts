import { params } from '@nanostores/i18n';
import { defineText } from '../text';

/**
 * English text of the offline domain (issue 30): saves kept on the device while there is no network, the top bar's
 * count of them, and the dialog where the member settles a save the server refused. It comes with the outbox's code
 * (the first save kept), never with a page's first paint; the badge's words are
 * rendered by the server (OutboxBadge.astro).
 */
export const offlineText = defineText('offline', {
  /** Beside Save Week, or in the toast after a day's dialog closes. */
  save: {
    kept: 'Saved on this device. It will be sent when you are back online.',
  },
  /** The top bar's count of saves waiting (src/components/OutboxBadge.astro). */
  /**
   * The usual success of a save, read when the outbox sends it: the week editor's words (week-editor.ts `saved` and
   * `daySaved`, a test keeps them equal), repeated here so that the outbox's code does not take the week editor's
   * text out of /weekly-log's script into a chunk of its own (260 bytes more on the page).
   */
  sent: {
    week: params('✅ Week {n} saved successfully!'),
    day: 'Daily log saved successfully!',
    /** The goals card's words (progress-views.ts `goals.saved`, a test keeps them equal). */
    goals: '✅ Goals saved.',
    /** A post or comment has no success message online (it shows in the feed); sent later, the member is told. */
    post: 'Your post was sent.',
    comment: 'Your comment was sent.',
  },
  badge: {
    one: '1 save waiting to be sent',
    many: params('{n} saves waiting to be sent'),
  },
  /** The dialog of the saves the server refused on sending (src/components/offline/OutboxUi.tsx). */
  review: {
    title: 'Saves waiting',
    refused: 'This save was not accepted:',
    conflict: 'This was changed elsewhere since you edited it. Which version do you keep?',
    mine: 'Yours (on this device)',
    theirs: 'Saved elsewhere',
    keepMine: 'Keep mine',
    keepTheirs: 'Keep the saved one',
    sendAgain: 'Send again',
    discard: 'Discard',
    close: 'Close',
    week: params('Week {n}'),
    day: params('{day}, Week {n}'),
    /** The week's journal field (the week editor's label, repeated for the reason `sent` is). */
    journal: 'Journal Entry',
    /** A measurement's and the weight's labels with their units, as the week editor writes them (copies, as `journal`). */
    measureLabel: params('{name} (in)'),
    weightLabel: 'Weight (lbs)',
    measureLabelMetric: params('{name} (cm)'),
    weightLabelMetric: 'Weight (kg)',
    goals: 'Goals',
    post: 'Post',
    comment: 'Comment',
    /** The text of a post or comment, as a field of the refused save. */
    content: 'Text',
    empty: 'Nothing is waiting.',
    pending: 'Waiting for the network.',
    /** A save kept longer than the server remembers its first try (lib/offline/replay.ts): sent only if the member says so. */
    held: params(
      'This save waited on this device for more than {days} days and was not sent: it may have reached the server already. Send it again only if it is missing.',
    ),
  },
  /**
   * A week's picture among the saves waiting (src/components/offline/OutboxPicture.tsx): shown with a refused save
   * and in both columns of the chooser, so the member sees what is kept, sent, or let go.
   */
  picture: {
    label: 'Picture',
    mine: 'Your picture, kept on this device',
    saved: 'The picture saved elsewhere',
    none: 'No picture',
    /** Beside "Keep the saved one" when the member's save carries a picture. */
    notSent: 'Your picture on this device will not be sent.',
    /** A refusal caused by the picture (too large, not a picture): the rest of the save goes. */
    sendWithout: 'Send without the picture',
  },
  /** The logout page, when saves are still on the device (src/islands/LogoutView.tsx): asked before they go. */
  logout: {
    unsent: params('{n} saves on this device are not sent yet and will be deleted if you log out.'),
    unsentOne: '1 save on this device is not sent yet and will be deleted if you log out.',
    stay: 'Stay signed in',
    logOutAnyway: 'Log out anyway',
  },
});
