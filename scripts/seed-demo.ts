import type { Runtime } from '../src/server/runtime';

/** Realistic demo members, logs, posts, comments and reports. */
export async function seedDemo(_rt: Runtime, _options: { members: number; weeks: number }): Promise<void> {
  throw new Error('seed-demo is not available yet.');
}
