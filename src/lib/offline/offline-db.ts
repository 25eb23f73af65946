import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { DeviceRead } from './device-data';
import type { OutboxEntry } from './outbox';

/**
 * The device's one IndexedDB database of the offline mode (issue 30): the outbox (saves waiting to be sent) and the
 * member's own data as last read or saved (device-data.ts). Both are the signed-in member's only. The data goes
 * when the session ends; the saves go at a logout or when another member signs in (a lapse keeps them for the same
 * member's next sign-in).
 */
export interface OfflineDb extends DBSchema {
  outbox: { key: number; value: OutboxEntry };
  reads: { key: [number, string]; value: DeviceRead };
}

// i18n-lint: not interface text (a database name)
export const OFFLINE_DB = 'fitgroup-offline';

let opening: Promise<IDBPDatabase<OfflineDb>> | undefined;

/** The database, opened once per page; closed when another page deletes or upgrades it (so that never waits). */
export const offlineDb = (): Promise<IDBPDatabase<OfflineDb>> =>
  (opening ??= openDB<OfflineDb>(OFFLINE_DB, 1, {
    upgrade(database) {
      database.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      database.createObjectStore('reads', { keyPath: ['member', 'key'] });
    },
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opening = undefined;
    },
  }));
