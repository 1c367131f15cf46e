import { GraphError, graphErrors } from '../graph-error';
import type { SimulatorState } from '../state';
import { verifyCallback } from './verify-callback';

/** The only object an app subscribes to for the WhatsApp Business Platform. */
const whatsappObject = 'whatsapp_business_account';

type Params = Record<string, unknown>;

/** `GET /{app-id}/subscriptions`: the app's subscription, as Graph lists it. */
export function listAppSubscriptions(state: SimulatorState, version: string) {
  const fields = state.subscribedFields;
  if (!fields || fields.size === 0) return { data: [] };
  return {
    data: [
      {
        object: whatsappObject,
        callback_url: state.callback.url ?? '',
        active: true,
        fields: [...fields].map((name) => ({ name, version })),
      },
    ],
  };
}

/**
 * `POST /{app-id}/subscriptions`: the fields given become the app's subscription. Like Meta, the
 * callback URL is verified (the handshake with `verify_token`) before anything is kept.
 */
export async function subscribeAppFields(state: SimulatorState, params: Params): Promise<{ success: true }> {
  requireWhatsappObject(params);
  const fields = fieldsOf(params.fields);
  if (fields.length === 0) throw graphErrors.invalidParameter('fields must name at least one field');
  const callbackUrl = textOf(params.callback_url);
  if (!callbackUrl) throw graphErrors.invalidParameter('callback_url is required');
  const verifyToken = textOf(params.verify_token) ?? '';
  const failure = await verifyCallback(callbackUrl, verifyToken);
  if (failure) {
    throw new GraphError({ code: 2200, message: `(#2200) Callback verification failed: ${failure}` });
  }
  state.callback.url = callbackUrl;
  state.callback.verifyToken = verifyToken;
  state.subscribedFields = new Set(fields);
  return { success: true };
}

/** `DELETE /{app-id}/subscriptions`: the fields named, or every one without `fields`. */
export function unsubscribeAppFields(state: SimulatorState, params: Params): { success: true } {
  requireWhatsappObject(params);
  const fields = fieldsOf(params.fields);
  const subscribed = state.subscribedFields ?? new Set<string>();
  if (fields.length === 0) subscribed.clear();
  for (const field of fields) subscribed.delete(field);
  state.subscribedFields = subscribed;
  return { success: true };
}

/** The app's own edges answer an unknown app as Graph does, and take only its `{app-id}|{app-secret}` token. */
export function requireAppAccessToken(
  state: SimulatorState,
  appId: string,
  method: string,
  token: string | undefined,
): void {
  const { app } = state.seed;
  if (appId !== app.appId) throw graphErrors.unsupportedRequest(appId, method);
  if (token !== `${app.appId}|${app.appSecret}`) {
    throw new GraphError({ code: 15, message: '(#15) This method must be called with an app access_token.' });
  }
}

function requireWhatsappObject(params: Params): void {
  if (params.object !== whatsappObject) {
    throw graphErrors.invalidParameter(`object must be ${whatsappObject}, not ${String(params.object)}`);
  }
}

/** Graph takes `fields` as `a,b` or as a JSON array. */
function fieldsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return list.map((field) => String(field).trim()).filter(Boolean);
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
