import { z } from 'zod/mini';
import { integer } from './common';

/** The body of every failed answer; `code` is one of `ErrorCode` (errors.ts). */
export const FieldIssue = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssue>;

export const ApiError = z.object({
  message: z.string(),
  code: z.string(),
  details: z.optional(z.unknown()),
});
export type ApiError = z.infer<typeof ApiError>;

/** Present on TOO_MANY_ATTEMPTS answers. */
export const RetryDetails = z.object({ retryAfterSeconds: integer() });
