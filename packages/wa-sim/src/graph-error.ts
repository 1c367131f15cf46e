import type { FastifyError, FastifyInstance } from 'fastify';
import { newFbtraceId } from './ids';

export interface GraphErrorInit {
  code: number;
  /** Graph's `message`; WhatsApp's own errors write it `(#code) title`. */
  message: string;
  /** `error_data.details`, which only WhatsApp's own errors carry. */
  details?: string;
  subcode?: number;
  httpStatus?: number;
  type?: string;
}

/** A Graph API failure; the error handler turns it into Meta's `{ error: { … } }` envelope. */
export class GraphError extends Error {
  readonly code: number;
  readonly subcode: number | undefined;
  readonly httpStatus: number;
  readonly type: string;
  private readonly errorDataDetails: string | undefined;

  constructor(init: GraphErrorInit) {
    super(init.message);
    this.code = init.code;
    this.subcode = init.subcode;
    this.errorDataDetails = init.details;
    this.httpStatus = init.httpStatus ?? 400;
    this.type = init.type ?? 'OAuthException';
  }

  /** What went wrong in words: WhatsApp's details, else Graph's message. */
  get details(): string {
    return this.errorDataDetails ?? this.message;
  }

  toEnvelope() {
    return {
      error: {
        message: this.message,
        type: this.type,
        code: this.code,
        ...(this.errorDataDetails === undefined
          ? {}
          : { error_data: { messaging_product: 'whatsapp', details: this.errorDataDetails } }),
        ...(this.subcode === undefined ? {} : { error_subcode: this.subcode }),
        fbtrace_id: newFbtraceId(),
      },
    };
  }
}

/** An error of the WhatsApp Business Platform: `(#code) title`, with `error_data.details`. */
export function whatsappError(init: {
  code: number;
  title: string;
  details: string;
  subcode?: number;
  httpStatus?: number;
}): GraphError {
  const { title, ...rest } = init;
  return new GraphError({ ...rest, message: `(#${init.code}) ${title}` });
}

export const graphErrors = {
  invalidToken: (details: string) =>
    whatsappError({ code: 190, title: 'Invalid OAuth access token', details, httpStatus: 401 }),
  invalidParameter: (details: string) => whatsappError({ code: 100, title: 'Invalid parameter', details }),
  /** Graph's answer for an object that does not exist or does not take that method. */
  unsupportedRequest: (id: string, method: string) =>
    new GraphError({
      code: 100,
      subcode: 33,
      type: 'GraphMethodException',
      message: `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
    }),
  unknownPath: (rest: string) => new GraphError({ code: 2500, message: `Unknown path components: ${rest}` }),
  nonexistingField: (field: string, nodeType: string) =>
    new GraphError({
      code: 100,
      message: `(#100) Tried accessing nonexisting field (${field}) on node type (${nodeType})`,
    }),
  invalidValue: (details: string) =>
    whatsappError({ code: 131009, title: 'Parameter value is not valid', details, subcode: 2494010 }),
  throughput: () =>
    whatsappError({
      code: 130429,
      title: 'Rate limit hit',
      details: 'Cloud API message throughput has been reached.',
      subcode: 2494055,
      httpStatus: 429,
    }),
  reEngagement: () =>
    whatsappError({
      code: 131047,
      title: 'Re-engagement message',
      details:
        'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
      subcode: 2494010,
    }),
  templateMissing: (name: string, language: string) =>
    whatsappError({
      code: 132001,
      title: 'Template name does not exist in the translation',
      details: `template name (${name}) does not exist in ${language}`,
      httpStatus: 404,
    }),
  /** Meta's code 2: downtime or overload, worth another try. */
  temporarilyUnavailable: () =>
    whatsappError({
      code: 2,
      title: 'Service temporarily unavailable',
      details: 'Temporary issue due to downtime or due to being overloaded.',
      httpStatus: 503,
    }),
  templateParamCount: (details: string) =>
    whatsappError({
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
    const unknown = new GraphError({ code: 1, message: 'An unknown error occurred', httpStatus: 500 });
    return reply.status(500).send(unknown.toEnvelope());
  });
}
