import type { Runtime } from '../runtime';

/** What a service that only reads needs of the runtime: the database, and the config and clock that sign links. */
export type Reader = Pick<Runtime, 'db' | 'config' | 'clock'>;
