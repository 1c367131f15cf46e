import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client';

/** Puts the server's per-field details next to the fields; answers whether any was placed. */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  const issues = error.fieldIssues.filter((issue) => fields.includes(issue.path));
  for (const issue of issues) setError(issue.path as Path<T>, { type: 'server', message: issue.message });
  return issues.length > 0;
}
