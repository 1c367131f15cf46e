import type { z } from 'zod/mini';
import type { Capability } from './permissions/permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RouteShape {
  method: HttpMethod;
  path: string;
  summary: string;
  /** More than the summary says, for the OpenAPI reference (the roles that may call it are added). */
  description?: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
}

/**
 * One REST call: the server attaches these schemas, the web client builds its request from them. A
 * signed-in call names the row of the permission matrix it needs, so none can go without a rule.
 */
export type RouteDefinition = RouteShape &
  (
    | { auth: 'none' }
    | { auth: 'operator' }
    | { auth: 'bearer'; capability: Capability }
    /** The public API: an account's API key in `X-API-Key` (Settings → API Key), whoever holds it. */
    | { auth: 'apiKey' }
  );

export const defineRoutes = <const T extends Record<string, RouteDefinition>>(routes: T): T => routes;
