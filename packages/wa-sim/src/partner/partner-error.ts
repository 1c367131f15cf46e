import type { FastifyError, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { GraphError } from '../graph-error';
import { describeIssue } from '../messages/send.schemas';

/** A refused partner API call; answered as `{ status: "error", message }` with this status. */
export class PartnerError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

// The partner provider's own wording: "Unauthorized Access" for tokens, "Authentication Failed" for API keys.
export const partnerErrors = {
  unauthorized: () => new PartnerError(401, 'Unauthorized Access'),
  authenticationFailed: () => new PartnerError(401, 'Authentication Failed'),
  appNotFound: (appId: string) => new PartnerError(404, `App ${appId} not found`),
  invalid: (message: string) => new PartnerError(400, message),
};

export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw partnerErrors.invalid(describeIssue(parsed.error));
  return parsed.data;
}

/** Reused simulator services fail with GraphError; here their details become the partner's message. */
export function registerPartnerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof PartnerError) {
      return reply.status(error.statusCode).send({ status: 'error', message: error.message });
    }
    if (error instanceof GraphError) {
      return reply.status(error.httpStatus).send({ status: 'error', message: error.details });
    }
    if (error.statusCode && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ status: 'error', message: error.message });
    }
    request.log.error({ err: error }, 'simulator failure');
    return reply.status(500).send({ status: 'error', message: 'Internal Server Error' });
  });
}
