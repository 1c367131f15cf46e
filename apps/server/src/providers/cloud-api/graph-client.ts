import { Agent, request as undiciRequest } from 'undici';
import { fetchProvider, ProviderError, unreachedProvider } from '../messaging-provider';

// Codes Meta documents as worth another try: rate limits, throughput, temporary failures.
const retryableCodes = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 131057, 133004]);

interface GraphErrorBody {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

export type GraphRequest = <T>(path: string, init?: RequestInit) => Promise<T>;

/**
 * JSON posts (every message send among them) go through undici's own request API on kept-alive
 * connections: `fetch` builds web streams and Request/Response objects for each call, which at a
 * campaign's thousand sends a second cost more CPU than the rest of the send. The connections are
 * not capped: the senders cap what they have in flight, and a campaign's send waiting here for a
 * free connection has been marked started already, so a crash would leave it `unknown` though it
 * never left (with 128 connections, a third of the sends cut off by each crash of a campaign bench).
 */
const jsonPosts = new Agent();

/**
 * Calls to Meta's Graph API (`graphUrl` carries the version) with a bearer token. Graph errors
 * become ProviderError with Meta's code, its details and whether trying again can help.
 */
export function createGraphClient(
  graphUrl: string,
  accessToken: string,
): { request: GraphRequest; postJson: <T>(path: string, payload: unknown) => Promise<T> } {
  const answerOf = <T>(status: number, body: T & GraphErrorBody): T => {
    if (status >= 300 || body.error) {
      const code = body.error?.code ?? (status >= 500 ? 2 : 100);
      throw new ProviderError(
        body.error?.message ?? `The Cloud API answered ${status}`,
        code,
        body.error?.error_data?.details,
        retryableCodes.has(code),
      );
    }
    return body;
  };
  const request: GraphRequest = async <T>(path: string, init: RequestInit = {}) => {
    const response = await fetchProvider('the Cloud API', `${graphUrl}/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${accessToken}`, ...init.headers },
    });
    return answerOf(response.status, (await response.json().catch(() => ({}))) as T & GraphErrorBody);
  };
  const postJson = async <T>(path: string, payload: unknown): Promise<T> => {
    let response: Awaited<ReturnType<typeof undiciRequest>>;
    try {
      response = await undiciRequest(`${graphUrl}/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(payload),
        dispatcher: jsonPosts,
      });
    } catch (error) {
      throw unreachedProvider('the Cloud API', error);
    }
    const body = (await response.body.json().catch(() => ({}))) as T & GraphErrorBody;
    return answerOf(response.statusCode, body);
  };
  return { request, postJson };
}
