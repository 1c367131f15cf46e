import { fetchProvider, ProviderError } from '../messaging-provider';

/** Where the partner provider lives and Parley's partner account there. */
export interface PartnerSettings {
  /** The partner API host (apps, tokens, templates, subscriptions). */
  apiUrl: string;
  /** The messaging host for session messages sent with an app's API key. */
  messagingUrl: string;
  email: string;
  clientSecret: string;
}

type Form = Record<string, string>;
/** A body goes form-encoded, as multipart (files), or as JSON (the Cloud API-shaped v3 sends). */
interface CallInit {
  method?: string;
  form?: Form;
  multipart?: FormData;
  json?: object;
}
interface PartnerErrorBody {
  status?: string;
  message?: string;
}

// The partner token lives 24 hours; it is renewed a little earlier.
const partnerTokenLifetimeMs = 23 * 60 * 60 * 1000;

/**
 * Calls to the partner provider's API. Bodies go form-encoded (files as multipart, v3 sends as JSON), the token travels
 * raw in the `token` header; refusals (`{status: "error", message}`) become ProviderError in the
 * provider's words.
 */
export function createPartnerClient(settings: PartnerSettings) {
  let partnerToken: { value: string; expiresAt: number } | undefined;

  const call = async <T>(url: string, init: CallInit & { headers?: Form } = {}) => {
    const response = await fetchProvider('the partner provider', url, {
      method: init.method ?? (init.form || init.multipart || init.json ? 'POST' : 'GET'),
      headers: {
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(init.json ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body:
        init.multipart ??
        (init.form ? new URLSearchParams(init.form).toString() : undefined) ??
        (init.json ? JSON.stringify(init.json) : undefined),
    });
    const body = (await response.json().catch(() => ({}))) as T & PartnerErrorBody;
    if (!response.ok || body.status === 'error') {
      throw new ProviderError(
        body.message ?? `The partner provider answered ${response.status}`,
        response.status,
        undefined,
        response.status === 429 || response.status >= 500,
      );
    }
    return body;
  };

  const login = async (): Promise<string> => {
    if (partnerToken && partnerToken.expiresAt > Date.now()) return partnerToken.value;
    const { token } = await call<{ token: string }>(`${settings.apiUrl}/partner/account/login`, {
      form: { email: settings.email, password: settings.clientSecret },
    });
    partnerToken = { value: token, expiresAt: Date.now() + partnerTokenLifetimeMs };
    return token;
  };

  /** A call made as Parley's partner account. */
  const asPartner = async <T>(path: string, init: { method?: string; form?: Form } = {}) =>
    call<T>(`${settings.apiUrl}${path}`, { ...init, headers: { token: await login() } });

  return {
    asPartner,
    /** A call made with one app's token. */
    asApp: <T>(appToken: string, path: string, init: CallInit = {}) =>
      call<T>(`${settings.apiUrl}${path}`, { ...init, headers: { token: appToken } }),
    /** A session message, sent with the app's API key on the messaging host. */
    sendSessionMessage: (apiKey: string, form: Form) =>
      call<{ status: string; messageId: string }>(`${settings.messagingUrl}/wa/api/v1/msg`, {
        form,
        headers: { apikey: apiKey },
      }),
  };
}

export type PartnerClient = ReturnType<typeof createPartnerClient>;
