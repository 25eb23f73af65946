/**
 * What may be printed of a database error. Drizzle wraps the driver's error as `Failed query: <sql>\nparams: <the
 * values>`: the values are members' data (a restore's batch holds whole rows, password hashes included), and the
 * reason the database gave (a duplicate key, a missing column) is only in `cause`.
 */

/** The innermost `cause` of an error: the database's own message. */
export function rootCause(err: unknown): unknown {
  let current = err;
  for (let depth = 0; depth < 10 && current instanceof Error && current.cause !== undefined; depth++) {
    current = current.cause;
  }
  return current;
}

/** An error's message without any query parameters, with the database's reason when it is only in a cause. */
export function safeErrorMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const own = message.split('\nparams:')[0]!;
  const root = rootCause(err);
  if (root === err || !(root instanceof Error)) return own;
  return `${own}: ${root.message.split('\nparams:')[0]}`;
}
