/** The rows of a raw `db.execute` result, which both drivers (pg and PGlite) answer as `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
