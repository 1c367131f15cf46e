import { type ApiError, errorMessages, type FieldIssue } from '@parley/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../shared/errors';

/** The one place where failures become `{ message, code, details }` answers. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = (status: number, body: ApiError) => reply.status(status).send(body);

    if (error instanceof AppError) {
      if (error.code === 'TOO_MANY_ATTEMPTS') {
        const { retryAfterSeconds } = error.details as { retryAfterSeconds: number };
        reply.header('retry-after', retryAfterSeconds);
      }
      return answer(error.statusCode, { message: error.message, code: error.code, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: FieldIssue[] = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? errorMessages.VALIDATION_FAILED,
      }));
      return answer(400, { message: errorMessages.VALIDATION_FAILED, code: 'VALIDATION_FAILED', details });
    }
    if (error.statusCode === 429) {
      return answer(429, { message: errorMessages.RATE_LIMITED, code: 'RATE_LIMITED' });
    }
    if (error.statusCode === 413) {
      return answer(413, { message: errorMessages.PAYLOAD_TOO_LARGE, code: 'PAYLOAD_TOO_LARGE' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, a wrong content type and the like: the caller's mistake, said plainly.
      return answer(error.statusCode, { message: error.message, code: 'VALIDATION_FAILED' });
    }
    request.log.error({ err: error }, 'request failed');
    return answer(500, { message: errorMessages.INTERNAL, code: 'INTERNAL' });
  });
}
