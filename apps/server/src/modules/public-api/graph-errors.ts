import { randomBytes } from 'node:crypto';
import type { ErrorCode, FieldIssue, GraphError } from '@parley/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../shared/errors';

/** A Graph error code, its title and the HTTP status Meta answers it with. */
interface GraphCode {
  code: number;
  title: string;
  status: number;
}

const invalidParameter: GraphCode = { code: 100, title: 'Invalid parameter', status: 400 };
const unknownError: GraphCode = { code: 131000, title: 'Something went wrong', status: 500 };

/** Parley's refusals as the Cloud API's codes (reference §2 and its error table), so a client's handling applies. */
const graphCodes: Partial<Record<ErrorCode, GraphCode>> = {
  API_KEY_INVALID: { code: 190, title: 'Invalid OAuth access token', status: 401 },
  UNAUTHORIZED: { code: 190, title: 'Invalid OAuth access token', status: 401 },
  ACCOUNT_BLOCKED: { code: 131031, title: 'Account has been locked', status: 403 },
  VALIDATION_FAILED: invalidParameter,
  NOT_FOUND: invalidParameter,
  MEDIA_TYPE_MISMATCH: invalidParameter,
  URL_NOT_ALLOWED: { code: 131053, title: 'Media upload error', status: 400 },
  UPLOAD_FAILED: { code: 131053, title: 'Media upload error', status: 400 },
  FILE_TOO_LARGE: { code: 131053, title: 'Media upload error', status: 400 },
  UNSUPPORTED_MEDIA_TYPE: { code: 131053, title: 'Media upload error', status: 400 },
  FILE_REQUIRED: { code: 131053, title: 'Media upload error', status: 400 },
  CUSTOMER_WINDOW_CLOSED: { code: 131047, title: 'Re-engagement message', status: 400 },
  CONTACT_BLOCKED: { code: 131026, title: 'Message undeliverable', status: 400 },
  TEMPLATE_NOT_APPROVED: {
    code: 132001,
    title: 'Template name does not exist in the translation',
    status: 404,
  },
  TEMPLATE_VARIABLES_MISSING: {
    code: 132000,
    title: 'Number of parameters does not match the expected number of params',
    status: 400,
  },
  TEMPLATE_HEADER_MEDIA_MISSING: {
    code: 132012,
    title: 'Parameter format does not match format in the created template',
    status: 400,
  },
  IDEMPOTENCY_KEY_REUSED: invalidParameter,
  IDEMPOTENCY_KEY_IN_USE: { code: 131056, title: 'Pair rate limit hit', status: 409 },
  RATE_LIMITED: { code: 130429, title: 'Rate limit hit', status: 429 },
};

export const graphError = ({ code, title }: GraphCode, details: string): GraphError => ({
  error: {
    message: `(#${code}) ${title}`,
    type: 'OAuthException',
    code,
    error_data: { messaging_product: 'whatsapp', details },
    fbtrace_id: randomBytes(12).toString('base64url'),
  },
});

/** A refusal the door says in Graph terms of its own (an unknown phone number id, a missing template). */
export class GraphRefusal extends Error {
  constructor(
    readonly graphCode: GraphCode,
    readonly details: string,
  ) {
    super(details);
  }
}

export const templateNotFound = (name: string, language: string) =>
  new GraphRefusal(
    { code: 132001, title: 'Template name does not exist in the translation', status: 404 },
    `template name (${name}) does not exist in ${language}`,
  );

export const unknownObject = (id: string) =>
  new GraphRefusal(
    invalidParameter,
    `Unsupported post request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
  );

const issuesText = (issues: unknown) =>
  Array.isArray(issues)
    ? (issues as FieldIssue[])
        .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
        .join('; ')
    : undefined;

/** Every failure of the door's routes in Meta's envelope: a client written for the Cloud API reads it as it reads Meta's. */
export function answerInGraphTerms(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = (graphCode: GraphCode, details: string) =>
      reply.status(graphCode.status).send(graphError(graphCode, details));
    if (error instanceof GraphRefusal) return answer(error.graphCode, error.details);
    if (error instanceof AppError) {
      return answer(graphCodes[error.code] ?? unknownError, issuesText(error.details) ?? error.message);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation
        .map((issue) => `${issue.instancePath.replace(/^\//, '').replaceAll('/', '.')}: ${issue.message}`)
        .join('; ');
      return answer(invalidParameter, details);
    }
    if (error.statusCode === 429) return answer(graphCodes.RATE_LIMITED ?? unknownError, error.message);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return answer({ ...invalidParameter, status: error.statusCode }, error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return answer(unknownError, 'An unknown error occurred');
  });
}
