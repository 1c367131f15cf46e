import type { FastifyError, FastifyInstance } from 'fastify';
import { newFbtraceId } from './ids';

export interface GraphErrorInit {
  code: number;
  title: string;
  details: string;
  httpStatus?: number;
  type?: string;
}

/** A Graph API failure; the error handler turns it into Meta's `{ error: { … } }` envelope. */
export class GraphError extends Error {
  readonly code: number;
  readonly title: string;
  readonly details: string;
  readonly httpStatus: number;
  readonly type: string;

  constructor(init: GraphErrorInit) {
    super(`(#${init.code}) ${init.title}`);
    this.code = init.code;
    this.title = init.title;
    this.details = init.details;
    this.httpStatus = init.httpStatus ?? 400;
    this.type = init.type ?? 'OAuthException';
  }

  toEnvelope() {
    return {
      error: {
        message: this.message,
        type: this.type,
        code: this.code,
        error_data: { messaging_product: 'whatsapp', details: this.details },
        fbtrace_id: newFbtraceId(),
      },
    };
  }
}

export const graphErrors = {
  invalidToken: (details: string) =>
    new GraphError({ code: 190, title: 'Invalid OAuth access token', details, httpStatus: 401 }),
  invalidParameter: (details: string) => new GraphError({ code: 100, title: 'Invalid parameter', details }),
  unknownObject: (id: string, method: string) =>
    new GraphError({
      code: 100,
      title: `Unsupported ${method} request`,
      details: `Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation`,
      type: 'GraphMethodException',
    }),
  invalidValue: (details: string) =>
    new GraphError({ code: 131009, title: 'Parameter value is not valid', details }),
  throughput: () =>
    new GraphError({
      code: 130429,
      title: 'Rate limit hit',
      details: 'Cloud API message throughput has been reached.',
      httpStatus: 429,
    }),
  reEngagement: () =>
    new GraphError({
      code: 131047,
      title: 'Re-engagement message',
      details:
        'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
    }),
  templateMissing: (name: string, language: string) =>
    new GraphError({
      code: 132001,
      title: 'Template name does not exist in the translation',
      details: `template name (${name}) does not exist in ${language}`,
      httpStatus: 404,
    }),
  /** Meta's code 2: downtime or overload, worth another try. */
  temporarilyUnavailable: () =>
    new GraphError({
      code: 2,
      title: 'Service temporarily unavailable',
      details: 'Temporary issue due to downtime or due to being overloaded.',
      httpStatus: 503,
    }),
  templateParamCount: (details: string) =>
    new GraphError({
      code: 132000,
      title: 'Number of parameters does not match the expected number of params',
      details,
    }),
};

/** Graph routes answer every failure, including Fastify's own (bad JSON, 404), in Meta's envelope. */
export function registerGraphErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof GraphError) return reply.status(error.httpStatus).send(error.toEnvelope());
    if (error.statusCode && error.statusCode < 500) {
      const graphError = graphErrors.invalidParameter(error.message);
      return reply.status(error.statusCode === 413 ? 413 : 400).send(graphError.toEnvelope());
    }
    request.log.error({ err: error }, 'simulator failure');
    const unknown = new GraphError({
      code: 1,
      title: 'An unknown error occurred',
      details: 'An unknown error occurred',
      httpStatus: 500,
    });
    return reply.status(500).send(unknown.toEnvelope());
  });
  app.setNotFoundHandler((request, reply) => {
    const error = new GraphError({
      code: 100,
      title: 'Unknown path components',
      details: `Unknown path components: ${request.url.split('?')[0]}`,
      type: 'OAuthException',
    });
    return reply.status(400).send(error.toEnvelope());
  });
}
