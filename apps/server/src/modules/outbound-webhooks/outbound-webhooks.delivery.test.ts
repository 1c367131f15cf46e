import {
  type ApiError,
  type CampaignCreated,
  type Channel,
  type Conversation,
  type CurrentUser,
  campaignRoutes,
  inboxRoutes,
  type Message,
  type OutboundWebhookDelivery,
  type OutboundWebhookDeliveryList,
  type OutboundWebhookEndpoint,
  type OutboundWebhookEndpointWithSecret,
  type OutboundWebhookEvent,
  outboundWebhookRoutes as routes,
  type TemplateList,
  templateRoutes,
  userRoutes,
} from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../test/harness';
import {
  customerSends,
  eventually,
  type InboxWorkspace,
  type Member,
  newCustomer,
  simulator,
} from '../inbox/inbox-workspace.test-helpers';
import { claimDueDeliveries, insertDeliveries } from './outbound-webhooks.repo';
import { startReceivingWorkspace } from './outbound-webhooks.test-helpers';
import { dataOf, startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.test-helpers';

// The app's clock is the simulator's: moving it on brings retries due.
let workspace: Awaited<ReturnType<typeof startReceivingWorkspace>>;
let w: InboxWorkspace;
let owner: Member;
let channel: Channel;
let receiver: WebhookReceiver;

beforeAll(async () => {
  workspace = await startReceivingWorkspace();
  ({ w, owner, channel, receiver } = workspace);
}, 60_000);
afterAll(() => workspace?.close());

const allEvents: OutboundWebhookEvent[] = [
  'message.received',
  'message.status',
  'order.received',
  'conversation.assigned',
  'campaign.finished',
];

/** An endpoint of the owner's account at the receiver's path, whose secret the receiver knows. */
async function endpointAt(path: string, events: OutboundWebhookEvent[], to = receiver) {
  const created = await owner.api.ok<OutboundWebhookEndpointWithSecret>(
    'POST',
    routes.create.path,
    { url: to.url(path), events },
    201,
  );
  to.knows(path, created.secret);
  return created;
}

const deliveriesOf = async (endpointId: string) =>
  (
    await owner.api.ok<OutboundWebhookDeliveryList>(
      'GET',
      `${routes.deliveries.path.replace(':endpointId', endpointId)}?records=100`,
    )
  ).data;

const onlyDeliveryOf = async (endpointId: string, check: (delivery: OutboundWebhookDelivery) => boolean) =>
  eventually(async () => {
    const [delivery, ...more] = await deliveriesOf(endpointId);
    expect(more).toEqual([]);
    return delivery && check(delivery) && delivery;
  });

const received = (path: string, event: OutboundWebhookEvent, count = 1) =>
  eventually(async () => {
    const found = receiver.at(path).filter((delivery) => delivery.body.event === event);
    return found.length >= count && found;
  });

/** From the start of the last try to the next: the back-off, counted from the failure. */
const waitAfter = (delivery: OutboundWebhookDelivery) =>
  Date.parse(delivery.nextAttemptAt ?? '') - Date.parse(delivery.lastAttemptAt ?? '');

const advanceClock = (advanceMs: number) => simulator(w.sim, 'POST', '/_sim/clock', { advanceMs });

describe('delivering each event, signed', () => {
  const path = '/all';
  let endpoint: OutboundWebhookEndpointWithSecret;
  const waId = newCustomer();
  let conversation: Conversation;

  beforeAll(async () => {
    endpoint = await endpointAt(path, allEvents);
  });

  it('POSTs message.received with the id, timestamp and signature headers a receiver checks', async () => {
    await w.customerWrites(channel, waId, 'Is my parcel on its way?');
    conversation = await w.conversationOf(owner, channel, waId);
    const [delivery] = await received(path, 'message.received');
    if (!delivery) throw new Error('nothing received');

    expect(delivery.signed).toBe(true);
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(delivery.headers['parley-webhook-id']).toBe(delivery.body.id);
    expect(Number(delivery.headers['parley-webhook-timestamp'])).toBeCloseTo(Date.now() / 1000, -2);
    expect(delivery.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      event: 'message.received',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      accountId: owner.accountId,
      data: {
        messageId: expect.any(String),
        conversationId: conversation.conversationId,
        channelId: channel.channelId,
        contact: { contactId: conversation.contact.contactId, phone: waId, name: expect.anything() },
        type: 'text',
        text: 'Is my parcel on its way?',
        content: { body: 'Is my parcel on its way?' },
        sentAt: expect.any(String),
      },
    });
    expect(await onlyDeliveryOf(endpoint.endpointId, (d) => d.status === 'delivered')).toMatchObject({
      deliveryId: delivery.body.id,
      event: 'message.received',
      attempts: 1,
      lastResponseCode: 204,
      lastError: null,
      nextAttemptAt: null,
    });
  });

  it("POSTs message.status as the business's message is sent, delivered and read", async () => {
    const message = await owner.api.ok<Message>(
      'POST',
      inboxRoutes.sendMessage.path.replace(':conversationId', conversation.conversationId),
      { type: 'text', text: { body: 'It left the warehouse this morning.' } },
      201,
    );
    const statuses = await eventually(async () => {
      const found = receiver
        .at(path)
        .filter((delivery) => delivery.body.event === 'message.status')
        .map((delivery) => dataOf(delivery, 'message.status'))
        .filter((data) => data.messageId === message.messageId);
      return found.length === 3 && found;
    });
    // Sent as the provider took it, then each status it passed, even when delivered and read come together.
    expect(statuses.map((data) => data.status).sort()).toEqual(['delivered', 'read', 'sent']);
    expect(statuses[0]).toEqual({
      messageId: message.messageId,
      conversationId: conversation.conversationId,
      status: expect.stringMatching(/^(sent|delivered|read)$/),
      statusAt: expect.any(String),
      error: null,
    });
    expect(receiver.at(path).every((delivery) => delivery.signed)).toBe(true);
  });

  it('POSTs conversation.assigned, naming the agent and who assigned it', async () => {
    await owner.api.ok(
      'PUT',
      inboxRoutes.assignAgent.path.replace(':conversationId', conversation.conversationId),
      { assignedAgentId: owner.userId },
    );
    const [delivery] = await received(path, 'conversation.assigned');
    if (!delivery) throw new Error('nothing received');
    expect(delivery.signed).toBe(true);
    expect(dataOf(delivery, 'conversation.assigned')).toEqual({
      conversationId: conversation.conversationId,
      channelId: channel.channelId,
      contact: conversation.contact,
      assignedAgent: { userId: owner.userId, name: expect.any(String) },
      formerAgentId: null,
      assignedByUserId: owner.userId,
    });
  });

  it('POSTs order.received once for an order the customer sends', async () => {
    await customerSends(w, channel, waId, {
      type: 'order',
      order: {
        catalog_id: '194836987003835',
        product_items: [
          { product_retailer_id: 'tee-black-m', quantity: 2, item_price: 12.5, currency: 'EUR' },
        ],
      },
    });
    const [delivery] = await received(path, 'order.received');
    if (!delivery) throw new Error('nothing received');
    expect(delivery.signed).toBe(true);
    expect(dataOf(delivery, 'order.received').order).toMatchObject({
      orderId: expect.any(String),
      channelId: channel.channelId,
      conversationId: conversation.conversationId,
      phoneNumber: waId,
      currency: 'EUR',
      amount: '25.00',
      itemCount: 1,
      status: 'pending',
    });
  });

  it('POSTs campaign.finished with its counts once every recipient is settled', async () => {
    await owner.api.ok('POST', templateRoutes.refresh.path.replace(':channelId', channel.channelId));
    const templates = await owner.api.ok<TemplateList>(
      'GET',
      `${templateRoutes.list.path.replace(':channelId', channel.channelId)}?search=seasonal_promo`,
    );
    const campaign = await owner.api.ok<CampaignCreated>(
      'POST',
      campaignRoutes.create.path.replace(':channelId', channel.channelId),
      {
        campaignName: 'Autumn',
        type: 'standard',
        templateId: templates.data.find((found) => found.status === 'APPROVED')?.id,
        variables: { headers: ['autumn'], body: ['15%'] },
        contacts: { apiContacts: [{ contactId: conversation.contact.contactId }] },
      },
      201,
    );
    const [delivery] = await received(path, 'campaign.finished');
    if (!delivery) throw new Error('nothing received');
    expect(delivery.signed).toBe(true);
    expect(dataOf(delivery, 'campaign.finished')).toEqual({
      campaignId: campaign.campaignId,
      channelId: channel.channelId,
      campaignName: 'Autumn',
      finishedAt: expect.any(String),
      counts: expect.objectContaining({ total: 1, queued: 0 }),
    });
  });

  it('sends nothing to an endpoint for the events it does not listen to', async () => {
    const quiet = await endpointAt('/orders-only', ['order.received']);
    await w.customerWrites(channel, waId, 'Thanks!');
    await eventually(async () =>
      receiver.at(path).some((delivery) => dataOf(delivery, 'message.received').text === 'Thanks!'),
    );
    expect(receiver.at('/orders-only')).toEqual([]);
    expect(await deliveriesOf(quiet.endpointId)).toEqual([]);
  });
});

describe('conversation.assigned by auto-assign', () => {
  it('names no user as the assigner', async () => {
    const shop = await w.newBusiness();
    const agent = await w.addTeammate(shop.owner, 'agent');
    const endpoint = await shop.owner.api.ok<OutboundWebhookEndpointWithSecret>(
      'POST',
      routes.create.path,
      { url: receiver.url('/auto'), events: ['conversation.assigned'] },
      201,
    );
    receiver.knows('/auto', endpoint.secret);
    await shop.owner.api.ok('PUT', inboxRoutes.updateAutoAssign.path, {
      agentAssignEnabled: true,
      agentAssignNotificationEnabled: false,
    });
    await w.customerWrites(shop.channel, newCustomer(), 'Who can help me?');

    const [delivery] = await received('/auto', 'conversation.assigned');
    if (!delivery) throw new Error('nothing received');
    expect(delivery.signed).toBe(true);
    expect(dataOf(delivery, 'conversation.assigned')).toMatchObject({
      channelId: shop.channel.channelId,
      assignedAgent: { userId: agent.userId },
      formerAgentId: null,
      assignedByUserId: null,
    });
  });
});

describe('retrying', () => {
  it('tries again after a 500 ten seconds later, then twenty, with the same id and body', async () => {
    const path = '/flaky';
    const endpoint = await endpointAt(path, ['message.received']);
    receiver.answer(path, 500, 503);
    await w.customerWrites(channel, newCustomer(), 'Hello?');

    const first = await onlyDeliveryOf(
      endpoint.endpointId,
      (d) => d.attempts === 1 && d.lastResponseCode !== null,
    );
    expect(first).toMatchObject({ status: 'pending', lastResponseCode: 500, lastError: null });
    expect(waitAfter(first)).toBeGreaterThanOrEqual(10_000);
    expect(waitAfter(first)).toBeLessThan(12_000);

    await advanceClock(10_000);
    const second = await onlyDeliveryOf(
      endpoint.endpointId,
      (d) => d.attempts === 2 && d.lastResponseCode === 503,
    );
    expect(waitAfter(second)).toBeGreaterThanOrEqual(20_000);
    expect(waitAfter(second)).toBeLessThan(22_000);

    await advanceClock(9_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.at(path)).toHaveLength(2);

    await advanceClock(11_000);
    expect(await onlyDeliveryOf(endpoint.endpointId, (d) => d.status === 'delivered')).toMatchObject({
      attempts: 3,
      lastResponseCode: 204,
      nextAttemptAt: null,
    });
    const tries = receiver.at(path);
    expect(tries.map((delivery) => delivery.status)).toEqual([500, 503, 204]);
    expect(new Set(tries.map((delivery) => delivery.raw)).size).toBe(1);
    expect(new Set(tries.map((delivery) => delivery.headers['parley-webhook-id'])).size).toBe(1);
    expect(tries.every((delivery) => delivery.signed)).toBe(true);
  });

  it('tries again once a receiver that was down is back', async () => {
    const other = await startWebhookReceiver();
    try {
      const endpoint = await endpointAt('/down', ['message.received'], other);
      await other.down();
      await w.customerWrites(channel, newCustomer(), 'Anyone there?');
      const failed = await onlyDeliveryOf(endpoint.endpointId, (d) => d.lastError !== null);
      expect(failed).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastResponseCode: null,
        lastError: 'refused',
      });
      expect(
        (await owner.api.ok<{ data: OutboundWebhookEndpoint[] }>('GET', routes.list.path)).data,
      ).toContainEqual(
        expect.objectContaining({
          endpointId: endpoint.endpointId,
          failingSince: expect.any(String),
          enabled: true,
        }),
      );

      await other.up();
      await advanceClock(10_000);
      expect(await onlyDeliveryOf(endpoint.endpointId, (d) => d.status === 'delivered')).toMatchObject({
        attempts: 2,
        lastResponseCode: 204,
      });
      expect(other.received.map((delivery) => delivery.signed)).toEqual([true]);
      const listed = (await owner.api.ok<{ data: OutboundWebhookEndpoint[] }>('GET', routes.list.path)).data;
      expect(listed.find((found) => found.endpointId === endpoint.endpointId)?.failingSince).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('tries again a delivery whose claim ran out: a process that died mid-delivery loses nothing', async () => {
    const path = '/crash';
    const other = (await w.newBusiness()).owner;
    const endpoint = await other.api.ok<OutboundWebhookEndpointWithSecret>(
      'POST',
      routes.create.path,
      { url: receiver.url(path), events: ['order.received'] },
      201,
    );
    receiver.knows(path, endpoint.secret);
    const db = w.t.database.db;
    // Queued for a moment ahead, then claimed by "another process" that dies before it answers.
    const later = new Date(w.sim.now() + 5_000);
    const retryUntil = new Date(later.getTime() + 24 * 60 * 60 * 1000);
    await insertDeliveries(
      db,
      [{ accountId: other.accountId, event: 'order.received', key: 'crash-test', data: { order: null } }],
      { now: later, retryUntil },
    );
    const claimed = (
      await claimDueDeliveries(db, {
        now: later,
        claimedUntil: new Date(later.getTime() + 60_000),
        limit: 100,
      })
    ).find((delivery) => delivery.endpointId === endpoint.endpointId);
    expect(claimed).toMatchObject({ attempts: 1 });

    await advanceClock(30_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.at(path)).toEqual([]);

    await advanceClock(40_000);
    const [delivered] = await eventually(async () => {
      const list = await other.api.ok<OutboundWebhookDeliveryList>(
        'GET',
        routes.deliveries.path.replace(':endpointId', endpoint.endpointId),
      );
      return list.data[0]?.status === 'delivered' && list.data;
    });
    expect(delivered).toMatchObject({ deliveryId: claimed?.id, attempts: 2 });
    expect(receiver.at(path).map((delivery) => delivery.body.id)).toEqual([claimed?.id]);
  });
});

describe('POST /api/v1/outbound-webhooks/:endpointId/deliveries/:deliveryId/resend', () => {
  it('sends a delivered delivery again, with its id, from no tries', async () => {
    const path = '/resend';
    const endpoint = await endpointAt(path, ['message.received']);
    await w.customerWrites(channel, newCustomer(), 'Resend me');
    const delivered = await onlyDeliveryOf(endpoint.endpointId, (d) => d.status === 'delivered');

    const resent = await owner.api.ok<OutboundWebhookDelivery>(
      'POST',
      routes.resend.path
        .replace(':endpointId', endpoint.endpointId)
        .replace(':deliveryId', delivered.deliveryId),
    );
    expect(resent).toMatchObject({ deliveryId: delivered.deliveryId, status: 'pending', attempts: 0 });
    await eventually(async () => receiver.at(path).length === 2);
    const [first, second] = receiver.at(path);
    expect(second?.body).toEqual(first?.body);
    expect(second?.signed).toBe(true);
    expect(await onlyDeliveryOf(endpoint.endpointId, (d) => d.status === 'delivered')).toMatchObject({
      attempts: 1,
    });
  });

  it('refuses to resend to a disabled endpoint', async () => {
    const path = '/resend-disabled';
    const endpoint = await endpointAt(path, ['message.received']);
    await w.customerWrites(channel, newCustomer(), 'Once');
    const delivered = await onlyDeliveryOf(endpoint.endpointId, (d) => d.status === 'delivered');
    await owner.api.ok('PATCH', routes.update.path.replace(':endpointId', endpoint.endpointId), {
      enabled: false,
    });

    const response = await owner.api.call(
      'POST',
      routes.resend.path
        .replace(':endpointId', endpoint.endpointId)
        .replace(':deliveryId', delivered.deliveryId),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiError>().code).toBe('WEBHOOK_ENDPOINT_DISABLED');
  });
});

// Last: the clock moves three days on, past every other retry window.
describe('an endpoint that keeps failing', () => {
  it('fails a delivery after a day of retries, disables the endpoint after three and tells the admins', async () => {
    const dead = await startWebhookReceiver();
    const me = await owner.api.ok<CurrentUser>('GET', userRoutes.me.path);
    try {
      const endpoint = await endpointAt('/dead', ['message.received'], dead);
      await dead.down();
      await w.customerWrites(channel, newCustomer(), 'Hello from the void');
      await onlyDeliveryOf(endpoint.endpointId, (d) => d.attempts === 1 && d.lastError !== null);

      await advanceClock(25 * 60 * 60 * 1000);
      expect(await onlyDeliveryOf(endpoint.endpointId, (d) => d.status === 'failed')).toMatchObject({
        attempts: 2,
        lastError: 'refused',
        nextAttemptAt: null,
      });
      const stillOn = (await owner.api.ok<{ data: OutboundWebhookEndpoint[] }>('GET', routes.list.path)).data;
      expect(stillOn.find((found) => found.endpointId === endpoint.endpointId)?.enabled).toBe(true);

      await w.customerWrites(channel, newCustomer(), 'Still nobody?');
      await eventually(async () => (await deliveriesOf(endpoint.endpointId)).length === 2);
      await advanceClock(48 * 60 * 60 * 1000);
      const disabled = await eventually(async () => {
        const list = (await owner.api.ok<{ data: OutboundWebhookEndpoint[] }>('GET', routes.list.path)).data;
        const found = list.find((item) => item.endpointId === endpoint.endpointId);
        return found && !found.enabled && found;
      });
      expect(disabled).toMatchObject({ disabledReason: 'failing', disabledAt: expect.any(String) });

      const email = await eventually(async () =>
        (await readOutbox(w.t.dataDir)).find((found) => found.text.includes(dead.url('/dead'))),
      );
      expect(email.to).toBe(me.emailAddress);
      expect(email.subject).toBe('Parley stopped sending webhooks to one of your endpoints');

      await w.customerWrites(channel, newCustomer(), 'And now?');
      await received('/all', 'message.received', 4);
      expect(await deliveriesOf(endpoint.endpointId)).toHaveLength(2);
    } finally {
      await dead.close();
    }
  });
});
