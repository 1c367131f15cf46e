import { fetchProvider, ProviderError } from '../messaging-provider';

// Codes Meta documents as worth another try: rate limits, throughput, temporary failures.
const retryableCodes = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 131057, 133004]);

interface GraphErrorBody {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

export type GraphRequest = <T>(path: string, init?: RequestInit) => Promise<T>;

/**
 * Calls to Meta's Graph API (`graphUrl` carries the version) with a bearer token. Graph errors
 * become ProviderError with Meta's code, its details and whether trying again can help.
 */
export function createGraphClient(
  graphUrl: string,
  accessToken: string,
): { request: GraphRequest; postJson: <T>(path: string, payload: unknown) => Promise<T> } {
  const request: GraphRequest = async <T>(path: string, init: RequestInit = {}) => {
    const response = await fetchProvider('the Cloud API', `${graphUrl}/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${accessToken}`, ...init.headers },
    });
    const body = (await response.json().catch(() => ({}))) as T & GraphErrorBody;
    if (!response.ok || body.error) {
      const code = body.error?.code ?? (response.status >= 500 ? 2 : 100);
      throw new ProviderError(
        body.error?.message ?? `The Cloud API answered ${response.status}`,
        code,
        body.error?.error_data?.details,
        retryableCodes.has(code),
      );
    }
    return body;
  };
  const postJson = <T>(path: string, payload: unknown) =>
    request<T>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
  return { request, postJson };
}
