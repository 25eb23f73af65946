import '../i18n';
import { textIn, type Locale } from '../../lib/i18n';
import { notificationsText } from '../../lib/i18n/en/notifications';
import type { NotificationKind } from '../../lib/contracts/coaching-limits';
import type { NewNotification } from '../../lib/contracts/notifications';

/** A stored notification's kind and values, as read back (jsonb: whatever was written then). */
export interface StoredNotification {
  kind: NotificationKind;
  params: Record<string, string | number>;
}

/**
 * A notification's sentence in `locale`, written from its kind and values when it is read: the same row reads in
 * whatever language the member reads it in. A name that is missing reads as empty rather than failing the list.
 */
export function notificationText(stored: StoredNotification | NewNotification, locale: Locale): string {
  const t = textIn(notificationsText.texts, locale);
  const params = stored.params as Record<string, string | number | undefined>;
  const author = { author: String(params['author'] ?? '') };
  switch (stored.kind) {
    case 'coach_feedback':
      return t.coachFeedback(author);
    case 'message':
      return t.message(author);
    case 'comment_on_my_post':
      return t.commentOnMyPost(author);
    case 'appeal_decided':
      return params['verdict'] === 'accepted' ? t.appealAccepted : t.appealRejected;
    case 'sanction': {
      const sanction = params['sanction'];
      return sanction === 'suspension'
        ? t.suspension
        : sanction === 'ban'
          ? t.ban
          : sanction === 'lift'
            ? t.lift
            : t.warning;
    }
  }
}
