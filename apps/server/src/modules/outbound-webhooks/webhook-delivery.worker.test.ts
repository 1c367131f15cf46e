import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type OutboundWebhookDeliveryList,
  type OutboundWebhookEndpointWithSecret,
  type OutboundWebhookEvent,
  outboundWebhookRoutes as routes,
} from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestApp, type TestApp } from '../../test/harness';
import { eventually, type Member, memberOf } from '../inbox/inbox-workspace.test-helpers';
import { insertDeliveries } from './outbound-webhooks.repo';
import { type DeliveryWorker, startDeliveryWorker } from './webhook-delivery.worker';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.test-helpers';

/**
 * The worker on its own, with small limits: the app runs without the worker role (so its own worker
 * claims nothing), on the embedded rule, and this test starts one.
 */
let t: TestApp;
let owner: Member;
let fast: WebhookReceiver;
let worker: DeliveryWorker | undefined;
const held: ServerResponse[] = [];
let openAtOnce = 0;
let mostAtOnce = 0;
const slow = createServer((request, response) => {
  openAtOnce += 1;
  mostAtOnce = Math.max(mostAtOnce, openAtOnce);
  request.resume();
  response.on('close', () => {
    openAtOnce -= 1;
  });
  held.push(response);
});

beforeAll(async () => {
  t = await startTestApp({ DATABASE_URL: undefined, PARLEY_ROLES: 'api' });
  owner = await memberOf(t, (await signUp(t.app)).accessToken);
  fast = await startWebhookReceiver();
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await worker?.stop();
  for (const response of held) response.destroy();
  await new Promise((resolve) => slow.close(resolve));
  await fast?.close();
  await t?.close();
});

const endpointAt = (url: string, events: OutboundWebhookEvent[]) =>
  owner.api.ok<OutboundWebhookEndpointWithSecret>('POST', routes.create.path, { url, events }, 201);
const deliveriesOf = async (endpointId: string) =>
  (
    await owner.api.ok<OutboundWebhookDeliveryList>(
      'GET',
      routes.deliveries.path.replace(':endpointId', endpointId),
    )
  ).data;

describe('the delivery worker', () => {
  it("gives a receiver that does not answer no more than its share, ends its tries at their deadline, and the others' deliveries go on", async () => {
    const slowPort = (slow.address() as AddressInfo).port;
    const stuck = await endpointAt(`http://127.0.0.1:${slowPort}/stuck`, ['order.received']);
    const quick = await endpointAt(fast.url('/quick'), ['campaign.finished']);
    fast.knows('/quick', quick.secret);
    const now = new Date();
    const retryUntil = new Date(now.getTime() + 24 * 60 * 60 * 1000);
    const events = (event: OutboundWebhookEvent, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        accountId: owner.accountId,
        event,
        key: `${event}:${index}`,
        data: { index },
      }));
    await insertDeliveries(t.database.db, events('order.received', 10), { now, retryUntil });
    await insertDeliveries(t.database.db, events('campaign.finished', 3), { now, retryUntil });

    worker = startDeliveryWorker({
      db: t.database.db,
      secrets: t.app.platform.secrets,
      clock: () => new Date(),
      log: t.app.log,
      rule: { embedded: true },
      options: {
        pollIntervalMs: 100,
        claimBatch: 2,
        maxInFlight: 100,
        connectionsPerOrigin: 8,
        maxPerEndpoint: 2,
        timeoutMs: 1500,
        claimTtlMs: 60_000,
        disableAfterMs: 72 * 60 * 60 * 1000,
      },
      endpointsDisabled: async () => {},
    });

    await eventually(async () => fast.at('/quick').length === 3);
    expect(fast.at('/quick').every((delivery) => delivery.signed)).toBe(true);
    // Its share, and at most one claim more: an endpoint is left out of claims once it holds its share.
    expect(openAtOnce).toBeGreaterThanOrEqual(2);
    expect(openAtOnce).toBeLessThanOrEqual(3);

    // The two it held end at their deadline, though the receiver never answers.
    const timedOut = await eventually(async () => {
      const list = await deliveriesOf(stuck.endpointId);
      const tried = list.filter((delivery) => delivery.lastError === 'timedOut');
      return tried.length >= 2 && list;
    });
    expect(mostAtOnce).toBeLessThanOrEqual(3);
    expect(timedOut).toHaveLength(10);
    // The others wait, untried, until the receiver has room again (two or three are tried next).
    expect(timedOut.filter((delivery) => delivery.attempts === 0).length).toBeGreaterThanOrEqual(5);
    for (const delivery of timedOut.filter((found) => found.lastError === 'timedOut')) {
      expect(delivery).toMatchObject({ status: 'pending', lastResponseCode: null });
    }
  });
});
