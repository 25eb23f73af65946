import { createFetcherStore, createMutatorStore, updateCache } from './query';
import { notifications, type NotificationsShown } from '../client/notifications';
import type { NotificationsPageJson } from '../contracts/notifications';

/**
 * The list of /notifications: its newest page, then older pages after it. Marking read changes it and the bell's
 * count (notifications.ts, every key under `notifications/`) from the answer, the unread count left.
 */
export const $notifications = createFetcherStore<NotificationsShown>(['notifications/'], {
  fetcher: () => notifications.page(),
});

/** The lists with `ids` (or every one: null) read and `unread` left: the bell's count and the page's marks. */
function showRead(ids: number[] | null, unread: number): void {
  updateCache<NotificationsPageJson>(
    (key) => key.startsWith('notifications/'),
    (shown) => ({
      ...shown,
      unread,
      results: shown.results.map((n) => (ids === null || ids.includes(n.id) ? { ...n, read: true } : n)),
    }),
  );
}

/** Marks one notification read (opening it) or all of them. */
export const $markRead = createMutatorStore<number | 'all', { unread: number }>(async ({ data: which }) => {
  const answer = await notifications.markRead(which === 'all' ? { all: true } : { ids: [which] });
  showRead(which === 'all' ? null : [which], answer.unread);
  return answer;
});

/** Reads the page after the oldest notification shown and appends it. */
export const $olderNotifications = createMutatorStore<void, NotificationsShown>(async () => {
  const older = await notifications.page($notifications.value?.data?.nextBefore);
  const shown = $notifications.value?.data;
  if (shown) {
    $notifications.mutate({
      unread: older.unread,
      results: [...shown.results, ...older.results.filter((n) => !shown.results.some((s) => s.id === n.id))],
      nextBefore: older.nextBefore,
    });
  }
  return older;
});
