import { type Simulator, sandboxSeed, startSimulator } from '@parley/wa-sim';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../../db/schema/index';
import { createCloudApiProvider } from '../../providers/cloud-api/cloud-api.provider';
import { parseCloudWebhook } from '../../providers/cloud-api/cloud-api.webhook';
import type { ProviderEvent } from '../../providers/provider-events';
import { startTestApp, type TestApp } from '../../test/harness';

const seed = sandboxSeed();
const phoneNumberId = seed.business.phoneNumbers[0]?.phoneNumberId ?? '';
const customer = seed.customers[0]?.waId ?? '';
let t: TestApp;
let sim: Simulator;

beforeAll(async () => {
  t = await startTestApp({ META_APP_SECRET: seed.app.appSecret, META_VERIFY_TOKEN: 'sandbox-verify-token' });
  const parley = await t.app.listen({ port: 0, host: '127.0.0.1' });
  sim = await startSimulator({ statusDelaysMs: { delivered: 20, read: 20 } });
  const subscribed = await fetch(`${sim.url}/_sim/apps/${seed.app.appId}/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: `${parley}/webhooks/cloud`, verifyToken: 'sandbox-verify-token' }),
  });
  expect(subscribed.status).toBe(200);
});
afterAll(async () => {
  await sim?.close();
  await t?.close();
});

/** The provider events Parley has processed so far, read back from the stored webhooks. */
async function processedEvents(): Promise<ProviderEvent[]> {
  const rows = await t.database.db.select().from(webhookEvents).where(isNotNull(webhookEvents.processedAt));
  expect(rows.map((row) => row.error)).toEqual(rows.map(() => null));
  return rows.flatMap((row) => parseCloudWebhook(JSON.parse(row.body)));
}

async function eventually<T>(probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('the simulator’s webhook did not reach Parley in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('webhooks from the WhatsApp simulator', () => {
  it('takes a customer’s message, signed over Meta’s escaped bytes, and processes it', async () => {
    const body = 'Le canapé vert 🌿 est-il disponible / en stock ?';
    const wrote = await fetch(`${sim.url}/_sim/customers/${customer}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumberId, message: { type: 'text', text: { body } } }),
    });
    expect(wrote.status).toBeLessThan(300);

    const message = await eventually(async () =>
      (await processedEvents()).find((event) => event.kind === 'message' && event.from === customer),
    );
    expect(message).toMatchObject({
      kind: 'message',
      phoneNumberId,
      type: 'text',
      content: { body },
      profileName: 'Ada Lovelace',
    });
  });

  it('follows a message Parley sent through sent, delivered and read, with the callback data echoed', async () => {
    const provider = createCloudApiProvider({
      graphUrl: sim.graphUrl,
      accessToken: seed.accessToken,
      phoneNumberId,
    });
    const { providerMessageId } = await provider.send({
      to: customer,
      type: 'text',
      text: { body: 'Yes, we have it in stock.' },
      callbackData: 'recipient-7',
    });

    const statuses = await eventually(async () => {
      const found = (await processedEvents()).filter(
        (event) => event.kind === 'status' && event.messageId === providerMessageId,
      );
      return found.length >= 3 ? found : undefined;
    });
    expect(statuses.map((event) => event.kind === 'status' && event.status).sort()).toEqual([
      'delivered',
      'read',
      'sent',
    ]);
    expect(
      statuses.every((event) => event.kind === 'status' && event.bizOpaqueCallbackData === 'recipient-7'),
    ).toBe(true);
  });
});
