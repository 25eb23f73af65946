import type * as z from 'zod/mini';
import type { Checked } from './checked';

/**
 * A check by the contract's schema, loaded with the first submit: pages held to load no schema code with the page
 * (account settings, the staff screen) pass `() => import('…/contracts/x').then((m) => m.schema)`. The schema checks
 * come with it (schema-check.ts), so a page checked otherwise (the week's) loads none of them.
 */
export const checkedLater =
  <S extends z.ZodMiniType>(load: () => Promise<S>) =>
  async (values: Record<string, unknown>): Promise<Checked<z.output<S>>> => {
    const [schema, { checkBySchema }] = await Promise.all([load(), import('./schema-check')]);
    return checkBySchema(schema, values) as Checked<z.output<S>>;
  };
