import type { UnitsJson } from '../contracts/units';
import { unitsApi } from '../client/units';
import type { Units } from '../units';
import { $units, setUnits } from '../units-store';
import { createMutatorStore } from './query';

/**
 * The member's choice of units (PUT user/units/): every number of the page follows at once, and goes back to the
 * units before when the server refused or could not be reached.
 */
export const $saveUnits = createMutatorStore<Units, UnitsJson>(async ({ data: next }) => {
  const before = $units.get();
  setUnits(next);
  try {
    return await unitsApi.save(next);
  } catch (err) {
    setUnits(before);
    throw err;
  }
});
