import { Agent, type Dispatcher } from 'undici';
import { fetchProvider, ProviderError, unreachedProvider } from '../messaging-provider';

// Codes Meta documents as worth another try: rate limits, throughput, temporary failures.
const retryableCodes = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 131057, 133004]);

interface GraphErrorBody {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

export type GraphRequest = <T>(path: string, init?: RequestInit) => Promise<T>;

/**
 * JSON posts (every message send among them) go through undici's dispatcher on kept-alive
 * connections, their answer gathered by a handler of our own: `fetch` builds web streams and
 * Request/Response objects for each call, and undici's `request` a readable stream and promises,
 * which at a campaign's thousands of sends a second cost more CPU than the rest of the send (`request`
 * took 155-199 us a post where this takes 126-153). The connections are not capped: the senders cap
 * what they have in flight, and a campaign's send waiting here for a free connection has been marked
 * started already, so a crash would leave it `unknown` though it never left (with 128 connections, a
 * third of the sends cut off by each crash of a campaign bench).
 */
const jsonPosts = new Agent();

interface Answer {
  statusCode: number;
  /** The parsed body; `{}` when it was not JSON or was cut off. */
  body: unknown;
}

/** Posts `body`; rejects only when no answer came (the error undici gave), whatever its status. */
function post(url: URL, headers: Record<string, string>, body: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let statusCode = 0;
    const answer = () => {
      try {
        resolve({ statusCode, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      } catch {
        resolve({ statusCode, body: {} });
      }
    };
    const handler: Dispatcher.DispatchHandler = {
      // undici takes a handler for its current interface by this method, even one doing nothing.
      onRequestStart() {},
      onResponseStart(_controller, status) {
        statusCode = status;
      },
      onResponseData(_controller, chunk) {
        chunks.push(chunk);
      },
      onResponseEnd: answer,
      onResponseError(_controller, error) {
        if (statusCode === 0) reject(error);
        else answer();
      },
    };
    jsonPosts.dispatch(
      { origin: url.origin, path: `${url.pathname}${url.search}`, method: 'POST', headers, body },
      handler,
    );
  });
}

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
  const postHeaders = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const request: GraphRequest = async <T>(path: string, init: RequestInit = {}) => {
    const response = await fetchProvider('the Cloud API', `${graphUrl}/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${accessToken}`, ...init.headers },
    });
    return answerOf(response.status, (await response.json().catch(() => ({}))) as T & GraphErrorBody);
  };
  const postJson = async <T>(path: string, payload: unknown): Promise<T> => {
    let answer: Answer;
    try {
      answer = await post(new URL(`${graphUrl}/${path}`), postHeaders, JSON.stringify(payload));
    } catch (error) {
      throw unreachedProvider('the Cloud API', error);
    }
    return answerOf(answer.statusCode, answer.body as T & GraphErrorBody);
  };
  return { request, postJson };
}
