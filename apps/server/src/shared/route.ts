import { type Capability, permissionMatrix, type RouteDefinition } from '@parley/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';

type Part<R, K extends string> = R extends Record<K, infer S extends z.ZodMiniType> ? z.output<S> : undefined;

export interface RouteInput<R extends RouteDefinition> {
  params: Part<R, 'params'>;
  query: Part<R, 'query'>;
  body: Part<R, 'body'>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** Status of a successful answer; 200 unless the call creates something, 202 when it queues it. */
  status?: 200 | 201 | 202;
  /**
   * Per-route limit, per client address unless `keyGenerator` says whose calls count together (the
   * limiter is not global: app.ts registers it with `global: false`).
   */
  rateLimit?: { max: number; timeWindow: string; keyGenerator?: (request: FastifyRequest) => string };
  /** A JSON body larger than the app's 1 MiB, in bytes (a campaign naming 200,000 contacts). */
  bodyLimit?: number;
}

/**
 * Serves one contract route: attaches its schemas (validation, serialisation, OpenAPI) and the
 * authentication its definition asks for, so no route declares either by hand.
 */
export function serve<R extends RouteDefinition>(
  app: FastifyInstance,
  definition: R,
  handler: (input: RouteInput<R>) => Promise<z.input<R['response']>>,
  options: RouteOptions = {},
): void {
  const status = options.status ?? 200;
  app.route({
    method: definition.method,
    url: definition.path,
    schema: {
      summary: definition.summary,
      tags: [tagOf(definition.path)],
      ...(definition.auth === 'none' ? {} : { security: [{ [definition.auth]: [] }] }),
      ...descriptionOf(definition),
      ...(definition.params ? { params: definition.params } : {}),
      ...(definition.query ? { querystring: definition.query } : {}),
      ...(definition.body ? { body: definition.body } : {}),
      response: { [status]: definition.response },
    },
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    // Before validation, so a caller who may not use the route learns nothing of its schema.
    preValidation: definition.auth === 'none' ? undefined : app.authenticate(definition),
    handler: async (request, reply) => {
      reply.status(status);
      const result = await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
      } as RouteInput<R>);
      return reply.send(result);
    },
  });
}

/** The OpenAPI group of a route: the public API and the Cloud API door apart, the rest by their resource. */
const tagOf = (path: string) =>
  path.startsWith('/api/public/')
    ? 'public API'
    : path.startsWith('/graph/')
      ? 'Cloud API door'
      : (path.split('/')[3] ?? 'health');

const apiKeyNote =
  'Public API: send an API key of the account (Settings → API Key) in `X-API-Key`. Each key may make a limited number of calls a minute; every answer carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`, and a 429 carries `Retry-After`.';

const rolesNote = (capability: Capability) =>
  `Needs \`${capability}\`: ${permissionMatrix[capability].join(', ')}.`;

function descriptionOf(definition: RouteDefinition): { description?: string } {
  const parts = [
    definition.description,
    definition.auth === 'bearer' ? rolesNote(definition.capability) : undefined,
    definition.auth === 'apiKey' ? apiKeyNote : undefined,
  ].filter((part) => part !== undefined);
  return parts.length > 0 ? { description: parts.join('\n\n') } : {};
}
