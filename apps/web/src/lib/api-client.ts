import { type ApiError, type FieldIssue, type RouteDefinition, replaceProviderName } from '@parley/contract';
import type { z } from 'zod/mini';
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

type Part<R, K extends string> = R extends Record<K, infer S extends z.ZodMiniType> ? z.input<S> : never;
type RequestInput<R extends RouteDefinition> = {
  [K in 'params' | 'query' | 'body' as R extends Record<K, z.ZodMiniType> ? K : never]: Part<R, K>;
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
  const response = await send(route, input);
  const payload = (await response.json().catch(() => undefined)) as unknown;
  if (!response.ok) throw failure(route, response.status, payload);
  return payload as z.output<R['response']>;
}

/**
 * Sends one file as the multipart field `file`, after the text `fields`. XMLHttpRequest rather than
 * fetch, because only it reports how much of the body has gone out.
 */
export function upload<R extends RouteDefinition>(
  route: R,
  input: RequestInput<R>,
  file: File,
  onProgress?: (fraction: number) => void,
  fields: Record<string, string> = {},
): Promise<z.output<R['response']>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, routeUrl(route, input));
    for (const [name, value] of Object.entries(requestHeaders(route))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const payload = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as z.output<R['response']>);
      else reject(failure(route, xhr.status, payload));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.send(form);
  });
}

/** A file answer fetched with the session's token, with the name the server gives it. */
export async function fetchFile<R extends RouteDefinition>(
  route: R,
  input: RequestInput<R>,
): Promise<{ blob: Blob; fileName: string | undefined }> {
  const response = await send(route, input);
  if (!response.ok) throw failure(route, response.status, await response.json().catch(() => undefined));
  return {
    blob: await response.blob(),
    fileName: attachmentFileName(response.headers.get('content-disposition')),
  };
}

/** Fetches a file answer with the session's token and hands it to the browser as a download. */
export async function download<R extends RouteDefinition>(
  route: R,
  input: RequestInput<R>,
  fallbackFileName: string,
): Promise<void> {
  const { blob, fileName } = await fetchFile(route, input);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackFileName;
  link.click();
  // The browser reads the blob after the click returns, later still on a busy machine; an address
  // revoked before then makes the download vanish without a trace. A minute is ample.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The route's call with the session's token, and its body as JSON. */
function send(route: RouteDefinition, input: unknown): Promise<Response> {
  const { body } = (input ?? {}) as { body?: unknown };
  const headers = requestHeaders(route);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(routeUrl(route, input), {
    method: route.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function routeUrl(route: RouteDefinition, input: unknown): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: object };
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
  const defined = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  return defined.length > 0 ? `${path}?${new URLSearchParams(defined as [string, string][])}` : path;
}

function requestHeaders(route: RouteDefinition): Record<string, string> {
  const token = accessToken.get();
  const headers: Record<string, string> = { 'accept-language': i18n.language };
  if (route.auth === 'bearer' && token) headers.authorization = `Bearer ${token}`;
  return headers;
}

function failure(route: RouteDefinition, status: number, payload: unknown): ApiRequestError {
  const error = payload as Partial<ApiError> | undefined;
  if (status === 401 && route.auth === 'bearer') onUnauthorized();
  if (error?.code === 'ACCOUNT_BLOCKED' && route.auth === 'bearer') onAccountBlocked();
  return new ApiRequestError(
    status,
    error?.code ?? 'UNKNOWN',
    error?.message ? replaceProviderName(error.message) : 'Something went wrong',
    error?.details,
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The `filename` of a `Content-Disposition: attachment` header, preferring RFC 5987's UTF-8 form. */
function attachmentFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1];
}
