/** PostgreSQL's code for the error, however drizzle or the driver wrapped it (in `cause`). */
function postgresCode(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  return (error as { code?: unknown }).code ?? postgresCode((error as { cause?: unknown }).cause);
}

/** A unique index refused the row (23505). */
export const isUniqueViolation = (error: unknown) => postgresCode(error) === '23505';

/** The row refers to one that is gone (23503): deleted by another request meanwhile, say. */
export const isForeignKeyViolation = (error: unknown) => postgresCode(error) === '23503';
