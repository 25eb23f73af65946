import { api, requestWithHeaders } from '../api';
import type { NotificationJson, NotificationsPageJson } from '../contracts/notifications';
import { pageQuery } from './paging';

/** The member's notifications (issue 29): one function per endpoint. Pages are newest first. */

/** Notifications shown, newest first, the unread count of them all, and where the older ones start (null: none). */
export interface NotificationsShown {
  unread: number;
  results: NotificationJson[];
  nextBefore: number | null;
}

export const notifications = {
  /** A page: the newest, or the one before the notification `before`. */
  async page(before?: number | null): Promise<NotificationsShown> {
    const { data, headers } = await requestWithHeaders<NotificationsPageJson>(
      'GET',
      `notifications/${pageQuery(before)}`,
    );
    const next = headers.get('X-Has-More') === 'true' ? Number(headers.get('X-Next-Before')) : 0;
    return { ...data, nextBefore: next > 0 ? next : null };
  },
  /** Marks some (`{ids}`) or every one (`{all: true}`) read; answers the unread count left. */
  markRead: (which: { ids: number[] } | { all: true }) => api.post<{ unread: number }>('notifications/read/', which),
};
