import { api } from '../api';
import type { NotificationSettingsJson } from '../contracts/notifications';
import { createFetcherStore, createMutatorStore, mutateCache, OWN_DATA } from './query';

/**
 * The mail a member chooses (GET/PUT user/notification-settings/): read when Account Settings' card opens, then kept
 * from the answer of its save. Loaded with the card's panel, not with the page.
 */
const KEY = 'user/notification-settings/';

export const $notificationSettings = createFetcherStore<NotificationSettingsJson>([KEY], OWN_DATA);

/** Saves the three choices; the answer is what the card shows from then on. */
export const $saveNotificationSettings = createMutatorStore<NotificationSettingsJson, NotificationSettingsJson>(
  async ({ data }) => {
    const saved = await api.put<NotificationSettingsJson>(KEY, data);
    mutateCache(KEY, saved);
    return saved;
  },
);
