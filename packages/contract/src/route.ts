import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One REST call: the server attaches these schemas, the web client builds its request from them. */
export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  summary: string;
  auth: 'none' | 'bearer' | 'operator';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}

export const defineRoutes = <const T extends Record<string, RouteDefinition>>(routes: T): T => routes;
