import * as z from 'zod/mini';
import { choiceOf, schema, type FailureTable } from './common';
import { UNITS, type Units } from '../units';

/**
 * The member's units (issue 26): metric (cm, kg) or imperial (in, lbs). PUT user/units/ stores the choice; GET user/
 * answers the units in use (the choice, else the request language's: lib/units.ts defaultUnits). The API's numbers
 * stay inches and pounds whatever the choice.
 */

export const unitsUpdate = schema(() => z.object({ units: z.enum(UNITS, choiceOf(UNITS)) }));
export type UnitsUpdate = z.output<typeof unitsUpdate>;

/** The answer: the units now stored. */
export interface UnitsJson {
  units: Units;
}

/** Why a units request can fail, beyond the common failures (none: a signed-in member may always choose). */
export const unitsFailures = {} as const satisfies FailureTable;
