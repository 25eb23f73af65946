import { api } from '../api';
import type { UnitsJson } from '../contracts/units';
import type { Units } from '../units';

/** The signed-in member's units (issue 26). */
export const unitsApi = {
  /** PUT user/units/: stores the member's choice. */
  save: (units: Units): Promise<UnitsJson> => api.put<UnitsJson>('user/units/', { units }),
};
