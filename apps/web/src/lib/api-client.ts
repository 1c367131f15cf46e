import { type ApiError, type FieldIssue, type RouteDefinition, replaceProviderName } from '@parley/contract';
import type { z } from 'zod';
import { accessToken } from './access-token';
import { i18n } from './i18n';

/** A failed call: the server's `{ message, code, details }` with the provider name replaced (spec §7). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  get fieldIssues(): FieldIssue[] {
    return Array.isArray(this.details) ? (this.details as FieldIssue[]).filter((issue) => issue?.path) : [];
  }
}

type Part<R, K extends string> = R extends Record<K, infer S extends z.ZodType> ? z.input<S> : never;
type RequestInput<R extends RouteDefinition> = {
  [K in 'params' | 'query' | 'body' as R extends Record<K, z.ZodType> ? K : never]: Part<R, K>;
};

let onUnauthorized: () => void = () => {};
let onAccountBlocked: () => void = () => {};

/** The auth provider decides what a 401 or a blocked account does (spec §4: sign out, go to login). */
export function setSessionHandlers(handlers: { onUnauthorized: () => void; onAccountBlocked: () => void }) {
  onUnauthorized = handlers.onUnauthorized;
  onAccountBlocked = handlers.onAccountBlocked;
}

export async function request<R extends RouteDefinition>(
  route: R,
  ...[input]: keyof RequestInput<R> extends never ? [] : [RequestInput<R>]
): Promise<z.output<R['response']>> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown>)[name])),
  );
  const search = query ? `?${new URLSearchParams(query as Record<string, string>)}` : '';
  const token = accessToken.get();
  const headers: Record<string, string> = { 'accept-language': i18n.language };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (route.auth === 'bearer' && token) headers.authorization = `Bearer ${token}`;

  const response = await fetch(`${path}${search}`, {
    method: route.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) {
    const error = payload as Partial<ApiError> | undefined;
    if (response.status === 401 && route.auth === 'bearer') onUnauthorized();
    if (error?.code === 'ACCOUNT_BLOCKED' && route.auth === 'bearer') onAccountBlocked();
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'UNKNOWN',
      error?.message ? replaceProviderName(error.message) : 'Something went wrong',
      error?.details,
    );
  }
  return payload as z.output<R['response']>;
}
