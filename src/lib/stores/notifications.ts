import { createFetcherStore } from './query';
import type { NotificationsPageJson } from '../contracts/notifications';

/**
 * The bell's unread count on every signed-in page (src/lib/bell.ts). Alone in its module: the bell is fetched on
 * every page, the list of /notifications (notification-list.ts) only there, and it changes this count by key.
 */

/** Where the bell reads: one notification is enough, the answer counts them all. */
export const BELL_KEY = 'notifications/?limit=1';

/**
 * Read again when the page is shown again (another tab, the phone unlocked): a coach's answer written meanwhile
 * shows without a reload. Nothing reads it on a timer.
 */
export const $bell = createFetcherStore<NotificationsPageJson>([BELL_KEY], { revalidateOnFocus: true });
