import { AsyncLocalStorage } from 'node:async_hooks';
import { registerServerUnits } from '../lib/units-store';
import type { Units } from '../lib/units';

/** The units of the member whose page is being rendered (the middleware runs each page inside withUnits). */
const requestUnits = new AsyncLocalStorage<Units>();
registerServerUnits(() => requestUnits.getStore() ?? 'imperial');

export const withUnits = <T>(units: Units, run: () => T): T => requestUnits.run(units, run);
