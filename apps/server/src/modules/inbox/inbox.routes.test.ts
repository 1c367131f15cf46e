import { createHmac } from 'node:crypto';
import {
  type Channel,
  type ConversationList,
  channelRoutes,
  inboxRoutes,
  type MessageList,
} from '@parley/contract';
import { type Simulator, sandboxSeed, startSimulator } from '@parley/wa-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations as conversationsTable, messages } from '../../db/schema/index';
import { bearer, signUp, startTestApp, type TestApp } from '../../test/harness';

const seed = sandboxSeed();
const [ada, grace] = seed.customers;
let t: TestApp;
let sim: Simulator;
let owner: string;
let channel: Channel;

beforeAll(async () => {
  sim = await startSimulator({ statusDelaysMs: { delivered: 20, read: 20 } });
  t = await startTestApp({
    GRAPH_API_URL: sim.graphUrl,
    META_APP_SECRET: seed.app.appSecret,
    META_VERIFY_TOKEN: 'verify',
  });
  const parley = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await simulator('POST', `/_sim/apps/${seed.app.appId}/webhook`, {
    url: `${parley}/webhooks/cloud`,
    verifyToken: 'verify',
  });
  owner = (await signUp(t.app)).accessToken;
  const created = await t.app.inject({
    method: 'POST',
    url: channelRoutes.createCloud.path,
    headers: bearer(owner),
    payload: { displayName: 'Shop', businessAccountId: seed.business.wabaId, apiKey: seed.accessToken },
  });
  channel = created.json<Channel>();
});
afterAll(async () => {
  await sim?.close();
  await t?.close();
});

async function simulator(method: string, path: string, body?: unknown) {
  const response = await fetch(`${sim.url}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
}

const customerWrites = (waId: string, message: object) =>
  simulator('POST', `/_sim/customers/${waId}/messages`, { phoneNumberId: channel.phoneNumberId, message });

const conversations = async (token = owner) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `${inboxRoutes.listConversations.path}?channelId=${channel.channelId}`,
      headers: bearer(token),
    })
  ).json<ConversationList>();

const messagesOf = async (conversationId: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/conversations/${conversationId}/messages`,
      headers: bearer(owner),
    })
  ).json<MessageList>();

async function eventually<T>(probe: () => Promise<T | undefined | false>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('inbound messages', () => {
  it('stores what a customer sends as a conversation with its messages, newest first', async () => {
    await customerWrites(ada?.waId ?? '', { type: 'text', text: { body: 'Is the green sofa in stock?' } });
    await customerWrites(ada?.waId ?? '', {
      type: 'location',
      location: { latitude: 52.52, longitude: 13.405, name: 'Alexanderplatz' },
    });

    const conversation = await eventually(async () => {
      const found = (await conversations()).data.find((item) => item.contact.phone === ada?.waId);
      return found?.inboundUnreadMessages === 2 && found;
    });
    expect(conversation.contact.name).toBe(ada?.name);
    expect(conversation.lastInboundAt).not.toBeNull();

    const { data, totalRecords } = await messagesOf(conversation.conversationId);
    expect(totalRecords).toBe(2);
    expect(data.map((message) => [message.direction, message.type, message.status])).toEqual([
      ['inbound', 'location', 'received'],
      ['inbound', 'text', 'received'],
    ]);
    expect(data[1]?.content).toEqual({ body: 'Is the green sofa in stock?' });
    expect(data[0]?.content).toMatchObject({ latitude: 52.52, longitude: 13.405, name: 'Alexanderplatz' });
  });

  it('stores a message once even when the provider delivers its webhook twice', async () => {
    await simulator('POST', '/_sim/config', { chaos: { duplicates: true, outOfOrder: false } });
    await customerWrites(grace?.waId ?? '', { type: 'text', text: { body: 'Hello twice?' } });
    const conversation = await eventually(async () =>
      (await conversations()).data.find((item) => item.contact.phone === grace?.waId),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await simulator('POST', '/_sim/config', { chaos: { duplicates: false, outOfOrder: false } });

    expect((await messagesOf(conversation.conversationId)).totalRecords).toBe(1);
    expect(
      (await conversations()).data.find((item) => item.contact.phone === grace?.waId)?.inboundUnreadMessages,
    ).toBe(1);
  });

  it('shows nothing of it to another account', async () => {
    const stranger = (await signUp(t.app)).accessToken;
    expect((await conversations(stranger)).data).toEqual([]);
    const [mine] = (await conversations()).data;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/conversations/${mine?.conversationId}/messages`,
      headers: bearer(stranger),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('message statuses', () => {
  it('only move forward: a late delivered never overwrites read, and failed cannot follow delivered', async () => {
    const [conversation] = (await conversations()).data;
    const sentAt = new Date();
    await t.database.db.insert(messages).values({
      accountId: (await t.database.db.select().from(conversationsTable).limit(1))[0]?.accountId ?? '',
      conversationId: conversation?.conversationId ?? '',
      direction: 'outbound',
      providerMessageId: 'wamid.OUT-FORWARD',
      type: 'text',
      content: { body: 'Your order has shipped' },
      status: 'sent',
      statusAt: sentAt,
      sentAt,
    });
    for (const status of ['read', 'delivered', 'failed']) await postStatus('wamid.OUT-FORWARD', status);

    const outbound = await eventually(async () => {
      const found = (await messagesOf(conversation?.conversationId ?? '')).data.find(
        (message) => message.providerMessageId === 'wamid.OUT-FORWARD',
      );
      return found?.status === 'read' && found;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      (await messagesOf(conversation?.conversationId ?? '')).data.find(
        (message) => message.messageId === outbound.messageId,
      )?.status,
    ).toBe('read');
  });
});

async function postStatus(id: string, status: string) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: seed.business.wabaId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550100001', phone_number_id: channel.phoneNumberId },
              statuses: [
                { id, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: ada?.waId },
              ],
            },
          },
        ],
      },
    ],
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/webhooks/cloud',
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${createHmac('sha256', seed.app.appSecret).update(body).digest('hex')}`,
    },
    payload: body,
  });
  expect(response.statusCode).toBe(200);
}
