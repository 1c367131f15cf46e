import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * How an error is logged (the `err` of every log line). A failed query is logged as its statement and
 * the database's error, never with its values: drizzle's own message ends in `params: …`, and the
 * database's `detail` repeats the offending row, so message texts, names and notes would reach the
 * log (architecture §7).
 */
export function errorForLog(error: Error): LoggedError {
  if (error instanceof DrizzleQueryError) {
    return {
      type: 'DrizzleQueryError',
      message: 'a database query failed',
      statement: error.query,
      stack: callSites(error),
      cause: causeForLog(error.cause),
    };
  }
  if (isDatabaseError(error)) {
    const { code, severity, routine, table, column, constraint } = error;
    return {
      type: error.constructor.name,
      // "invalid input syntax for type uuid: "…"" and the like quote the value they refused.
      message: error.message.replace(/: ".*"$/s, ': "…"'),
      stack: callSites(error),
      code,
      severity,
      routine,
      table,
      column,
      constraint,
    };
  }
  return {
    type: error.constructor.name,
    message: error.message,
    stack: error.stack ?? '',
    ...('code' in error ? { code: error.code } : {}),
    ...(error.cause === undefined ? {} : { cause: causeForLog(error.cause) }),
  };
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

const causeForLog = (cause: unknown) => (cause instanceof Error ? errorForLog(cause) : cause);

interface DatabaseErrorFields {
  code?: string;
  severity?: string;
  routine?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

/** pg's DatabaseError and PGlite's, told apart from other errors by the fields PostgreSQL sends. */
function isDatabaseError(error: Error): error is Error & DatabaseErrorFields {
  return 'severity' in error && 'code' in error && 'routine' in error;
}

/** The stack without its first line, which repeats the message. */
function callSites(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');
}
