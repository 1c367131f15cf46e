import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SimulatorOptions } from '../config';
import { startSimulator } from '../simulator';

// biome-ignore lint/suspicious/noExplicitAny: tests read and assert on arbitrary Graph JSON
type Json = any;

export interface ReceivedWebhook {
  raw: string;
  json: Json;
  signatureValid: boolean;
}

/** A tiny app endpoint: answers Meta's verification GET and records signed POSTs. */
export async function startWebhookReceiver(appSecret: string, verifyToken: string) {
  const received: ReceivedWebhook[] = [];
  const failures = { remaining: 0 };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://receiver');
    if (request.method === 'GET') {
      const ok = url.searchParams.get('hub.verify_token') === verifyToken;
      response
        .writeHead(ok ? 200 : 403)
        .end(ok ? (url.searchParams.get('hub.challenge') ?? '') : 'forbidden');
      return;
    }
    const raw = await readBody(request);
    if (failures.remaining > 0) {
      failures.remaining--;
      response.writeHead(500).end();
      return;
    }
    const signature = String(request.headers['x-hub-signature-256'] ?? '');
    received.push({ raw, json: JSON.parse(raw), signatureValid: verifySignature(raw, signature, appSecret) });
    response.writeHead(200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    received,
    failNext(count: number) {
      failures.remaining = count;
    },
    /** Every `statuses[]` / `messages[]` item received so far, flattened. */
    values(key: 'statuses' | 'messages'): Json[] {
      return received.flatMap((hook) =>
        hook.json.entry.flatMap((entry: Json) =>
          entry.changes.flatMap((change: Json) => change.value[key] ?? []),
        ),
      );
    },
    async waitFor<T>(probe: () => T | undefined | false, timeoutMs = 3000): Promise<T> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const result = probe();
        if (result) return result;
        if (Date.now() > deadline) throw new Error('timed out waiting for webhooks');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

/** A simulator with fast timings and a verified webhook receiver, plus HTTP helpers. */
export async function startSandbox(options: SimulatorOptions = {}) {
  const sim = await startSimulator({
    statusDelaysMs: { delivered: 30, read: 30 },
    webhookRetry: { attempts: 4, baseDelayMs: 20 },
    templateReviewDelayMs: 50,
    ...options,
  });
  const receiver = await startWebhookReceiver(sim.seed.app.appSecret, 'verify-me');
  const phoneNumberId = sim.seed.business.phoneNumbers[0]?.phoneNumberId ?? '';
  const graph = (path: string, init: { method?: string; body?: unknown; token?: string | null } = {}) => {
    const token = init.token === undefined ? sim.seed.accessToken : init.token;
    return call(`${sim.graphUrl}${path}`, init.method ?? (init.body ? 'POST' : 'GET'), init.body, token);
  };
  const control = (path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') =>
    call(`${sim.url}/_sim${path}`, method, body, null);
  const customer = sim.seed.customers[0]?.waId ?? '';
  const sandbox = {
    sim,
    receiver,
    phoneNumberId,
    customer,
    graph,
    control,
    send: (message: Record<string, unknown>, from = phoneNumberId) =>
      graph(`/${from}/messages`, { body: { messaging_product: 'whatsapp', to: customer, ...message } }),
    customerWrites: (waId: string, message: Record<string, unknown>, to = phoneNumberId) =>
      control(`/customers/${waId}/messages`, { phoneNumberId: to, message }),
    async close() {
      await sim.close();
      await receiver.close();
    },
  };
  const registered = await sandbox.control(`/apps/${sim.seed.app.appId}/webhook`, {
    url: receiver.url,
    verifyToken: 'verify-me',
  });
  if (registered.status !== 200)
    throw new Error(`webhook registration failed: ${JSON.stringify(registered.body)}`);
  return sandbox;
}

export type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

async function call(
  url: string,
  method: string,
  body: unknown,
  token: string | null,
): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function verifySignature(raw: string, header: string, appSecret: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', appSecret).update(raw).digest('hex')}`);
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
