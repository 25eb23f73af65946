import type { Result } from '../../src/server/result';

/** The value of a result a test expects to succeed; a failure stops the test with its reason. */
export function okValue<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected success, got the failure "${result.reason}"`);
  return result.value;
}
