import {
  type ApiMessage,
  apiKeyRoutes,
  type Channel,
  type CreatedApiKey,
  channelRoutes,
  outboundWebhookRoutes,
  publicApiRoutes,
  templateRoutes,
} from '@parley/contract';
import { sandboxSeed } from '@parley/wa-sim';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { type Cleanup, runCleanups } from '../../test/cleanups';
import { bearer, signUp, type TestApp } from '../../test/harness';
import { killedWhile, settledWithin } from '../../test/killed-server';
import { sentTo } from '../inbox/sending/sending.test-helpers';

const seed = sandboxSeed();
// None ends in 0000, which the simulator takes for a number not on WhatsApp.
const customers = Array.from({ length: 100 }, (_, index) => String(4915400000001 + index));

const cleanups: Cleanup[] = [];
// The restarted server stops after the webhooks the simulator retried meanwhile: on a busy machine, a while.
afterEach(async () => {
  await runCleanups(cleanups);
}, 180_000);

/** A business with the sandbox number connected, its templates read and an API key. */
async function developerOf(t: TestApp) {
  const { accessToken } = await signUp(t.app);
  const call = async <T>(url: string, payload?: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers: bearer(accessToken), payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<T>();
  };
  const channel = await call<Channel>(channelRoutes.createCloud.path, {
    displayName: 'Shop',
    businessAccountId: seed.business.wabaId,
    apiKey: seed.accessToken,
  });
  await call(templateRoutes.refresh.path.replace(':channelId', channel.channelId));
  const { apiKey } = await call<CreatedApiKey>(apiKeyRoutes.create.path, { name: 'Shop' });
  // Its CRM hears of every status (a public address literal, never reached offline: the deliveries wait).
  await call(outboundWebhookRoutes.create.path, {
    url: 'https://93.184.215.14/hooks/parley',
    events: ['message.status'],
  });
  return { channel, apiKey };
}

describe('a server killed while a shop sends through the public API', () => {
  it('sends, once restarted, every message it answered 202 for, and queues a webhook of each status', async () => {
    const accepted = new Map<string, string>();
    const { sim, restarted, business } = await killedWhile({
      setUp: developerOf,
      cleanups,
      load: async ({ serverUrl, business: { channel, apiKey }, kill }) => {
        const url = `${serverUrl}${publicApiRoutes.sendMessage.path.replace(':channelId', channel.channelId)}`;
        let next = 0;
        let killing: Promise<void> | undefined;
        const shop = async () => {
          for (let index = next++; index < customers.length; index = next++) {
            const to = customers[index] ?? '';
            if (index === customers.length / 2) killing ??= kill();
            // A send cut off by the kill was never answered: the shop would retry it, and so is not counted.
            const response = await fetch(url, {
              method: 'POST',
              headers: { 'x-api-key': apiKey, 'content-type': 'application/json' },
              body: JSON.stringify({
                to,
                type: 'template',
                template: { name: 'hello_world', language: 'en_US' },
              }),
            }).catch(() => undefined);
            if (response?.status === 202) accepted.set(to, ((await response.json()) as ApiMessage).messageId);
          }
        };
        await Promise.all(Array.from({ length: 8 }, shop));
        await killing;
      },
    });
    expect(accepted.size).toBeGreaterThan(0);

    const { channel, apiKey } = business;
    const undelivered = async () => {
      const missing: string[] = [];
      for (const to of accepted.keys()) {
        if (!(await sentTo(sim, channel, to)).some((message) => message.type === 'template'))
          missing.push(to);
      }
      return missing;
    };
    expect(await settledWithin(undelivered, (missing) => missing.length === 0)).toEqual([]);
    const statusOf = async (messageId: string) => {
      const response = await restarted.app.inject({
        method: 'GET',
        url: publicApiRoutes.message.path.replace(':messageId', messageId),
        headers: { 'x-api-key': apiKey },
      });
      return response.json<ApiMessage>().status;
    };
    const statuses = () => Promise.all([...accepted.values()].map(statusOf));
    const settled = await settledWithin(statuses, (all) => all.every((status) => status !== 'queued'));
    expect(settled.filter((status) => status === 'queued' || status === 'failed')).toEqual([]);

    // Each status a message reached is told to the CRM: kept with the status, never lost between the two.
    const reached = rowsOf<{ id: string; status: string }>(
      await restarted.database.db.execute(
        sql`select id, status from messages where sent_by_api_key_id is not null and status <> 'sent'`,
      ),
    );
    const told = new Set(
      rowsOf<{ event_key: string }>(
        await restarted.database.db.execute(sql`select event_key from outbound_webhook_deliveries`),
      ).map((row) => row.event_key),
    );
    expect(reached.length).toBeGreaterThan(0);
    expect(reached.filter((message) => !told.has(`status:${message.id}:${message.status}`))).toEqual([]);
  }, 240_000);
});
