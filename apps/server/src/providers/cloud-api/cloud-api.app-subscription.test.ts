import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { healthRoutes } from '@parley/contract';
import { type Simulator, sandboxSeed, startSimulator } from '@parley/wa-sim';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventually } from '../../modules/inbox/inbox-workspace.test-helpers';
import { startTestApp, type TestApp } from '../../test/harness';
import { healthWebhookFields } from './cloud-api.health-webhooks';

const seed = sandboxSeed();
const appToken = `${seed.app.appId}|${seed.app.appSecret}`;
let sim: Simulator;
let parley: TestApp | undefined;
let logLines: string[];

beforeEach(async () => {
  sim = await startSimulator();
  logLines = [];
});
afterEach(async () => {
  await parley?.close();
  await sim.close();
});

async function subscriptions(init: RequestInit = {}) {
  const response = await fetch(`${sim.graphUrl}/${seed.app.appId}/subscriptions`, {
    ...init,
    headers: { authorization: `Bearer ${appToken}`, 'content-type': 'application/json', ...init.headers },
  });
  return (await response.json()) as { data: { callback_url: string; fields: { name: string }[] }[] };
}
const subscribedFields = async () => (await subscriptions()).data[0]?.fields.map((field) => field.name) ?? [];

/** Parley listening on a port chosen beforehand, so that PUBLIC_URL can name it. */
async function startParley(env: Record<string, string> = {}): Promise<string> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  parley = await startTestApp(
    {
      GRAPH_API_URL: sim.graphUrl,
      META_APP_ID: seed.app.appId,
      META_APP_SECRET: seed.app.appSecret,
      META_VERIFY_TOKEN: 'parley-verify',
      PUBLIC_URL: publicUrl,
      LOG_LEVEL: 'info',
      ...env,
    },
    { logStream: { write: (line) => logLines.push(line) } },
  );
  await parley.app.listen({ port, host: '127.0.0.1' });
  return publicUrl;
}

describe("the Meta app's webhook subscription", () => {
  it('gains the health fields once Parley listens, and keeps a field an operator had added', async () => {
    const operatorEndpoint = await challengeEcho();
    await subscriptions({
      method: 'POST',
      body: JSON.stringify({
        object: 'whatsapp_business_account',
        callback_url: operatorEndpoint.url,
        verify_token: 'any',
        fields: 'messages,flows',
      }),
    });
    operatorEndpoint.server.close();

    const publicUrl = await startParley();

    const fields = await eventually(async () => {
      const found = await subscribedFields();
      return found.includes('account_update') && found;
    });
    expect(fields).toEqual(
      expect.arrayContaining(['messages', 'flows', 'message_template_status_update', ...healthWebhookFields]),
    );
    expect((await subscriptions()).data[0]?.callback_url).toBe(`${publicUrl}/webhooks/cloud`);
  });

  it('logs a refusal without the app secret, and Parley keeps serving', async () => {
    await startParley({ META_APP_SECRET: 'not-the-sandbox-secret' });

    const line = await eventually(async () => logLines.find((logged) => logged.includes('subscription')));
    expect(JSON.parse(line)).toMatchObject({ level: 50, appId: seed.app.appId });
    expect(logLines.join('\n')).not.toContain('not-the-sandbox-secret');
    expect(await subscribedFields()).toEqual([]);
    expect((await parley?.app.inject({ method: 'GET', url: healthRoutes.check.path }))?.statusCode).toBe(200);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** An endpoint that passes Meta's verification handshake, standing for one an operator set up. */
async function challengeEcho(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const challenge = new URL(request.url ?? '/', 'http://endpoint').searchParams.get('hub.challenge');
    response.writeHead(200).end(challenge ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, server };
}
