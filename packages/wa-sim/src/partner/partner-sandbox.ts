import type { SimulatorOptions } from '../config';
import { type Sandbox, startSandbox, startWebhookReceiver } from '../test/sandbox';

// biome-ignore lint/suspicious/noExplicitAny: tests read and assert on arbitrary partner JSON
type Json = any;

interface PartnerCall {
  method?: string;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

/**
 * The Cloud sandbox plus a receiver for partner (v2) webhooks and helpers that speak the partner API
 * the way its clients do: form-encoded bodies, raw tokens in a `token` header.
 */
export async function startPartnerSandbox(options: SimulatorOptions = {}) {
  const sandbox: Sandbox = await startSandbox(options);
  const partnerHooks = await startWebhookReceiver('unsigned', 'unused');
  const { url, seed } = sandbox.sim;

  const call = async (path: string, init: PartnerCall = {}): Promise<{ status: number; body: Json }> => {
    const response = await fetch(`${url}${path}`, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers: {
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...init.headers,
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };
  const login = async (): Promise<string> => {
    const { body } = await call('/partner/account/login', { form: seed.partner });
    return body.token;
  };
  const asToken = (token: string, path: string, init: PartnerCall = {}) =>
    call(path, { ...init, headers: { token, ...init.headers } });

  /** Creates an app, connects a number through the control API and subscribes the receiver to everything. */
  const onboardApp = async (name: string) => {
    const partnerToken = await login();
    const created = await asToken(partnerToken, '/partner/app', {
      form: { name, templateMessaging: 'true', disableOptinPrefUrl: 'true' },
    });
    const appId: string = created.body.app.id;
    await sandbox.control(`/partner/apps/${appId}/complete-signup`, {});
    const { body } = await asToken(partnerToken, `/partner/app/${appId}/details`);
    const token = await asToken(partnerToken, `/partner/app/${appId}/token`);
    const appToken: string = token.body.token.token;
    await asToken(appToken, `/partner/app/${appId}/subscription`, {
      form: {
        url: partnerHooks.url,
        modes: 'MESSAGE,ENQUEUED,SENT,DELIVERED,READ,FAILED,TEMPLATE',
        tag: 'test',
        version: '2',
      },
    });
    const { phone, phoneNumberId, apiKey } = body.appDetails;
    return {
      appId,
      name,
      appToken,
      apiKey: apiKey as string,
      phoneNumberId: phoneNumberId as string,
      source: (phone as string).replace(/\D/g, ''),
    };
  };

  return {
    ...sandbox,
    partnerHooks,
    call,
    login,
    asToken,
    onboardApp,
    /** Forgets all simulator traffic and partner apps, and what both receivers got. */
    async reset() {
      await sandbox.control('/reset', {});
      partnerHooks.received.length = 0;
      sandbox.receiver.received.length = 0;
    },
    /** Every partner event of one type received so far, as parsed JSON. */
    events: (type: string): Json[] =>
      partnerHooks.received.map((hook) => hook.json).filter((event) => event.type === type),
    async close() {
      await sandbox.close();
      await partnerHooks.close();
    },
  };
}

export type PartnerSandbox = Awaited<ReturnType<typeof startPartnerSandbox>>;
export type OnboardedApp = Awaited<ReturnType<PartnerSandbox['onboardApp']>>;
