/** The rows of a `db.execute` answer: both drivers (PGlite, node-postgres) answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
