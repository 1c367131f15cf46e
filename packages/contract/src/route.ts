import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One REST call: the server attaches these schemas, the web client builds its request from them. */
export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  summary: string;
  auth: 'none' | 'bearer' | 'operator';
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
}

export const defineRoutes = <const T extends Record<string, RouteDefinition>>(routes: T): T => routes;
