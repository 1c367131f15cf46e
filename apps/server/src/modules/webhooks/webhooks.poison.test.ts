import {
  type Channel,
  type ConversationList,
  channelRoutes,
  inboxRoutes,
  type MessageList,
} from '@parley/contract';
import { type Simulator, sandboxSeed, startSimulator } from '@parley/wa-sim';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEvents } from '../../db/schema/index';
import { cloudMessageBody, postCloudWebhook } from '../../test/cloud-webhook';
import { bearer, signUp, startTestApp, type TestApp } from '../../test/harness';

const seed = sandboxSeed();
let t: TestApp;
let sim: Simulator;
let accessToken: string;
let channel: Channel;

beforeAll(async () => {
  sim = await startSimulator();
  t = await startTestApp({ GRAPH_API_URL: sim.graphUrl, META_APP_SECRET: seed.app.appSecret });
  ({ accessToken } = await signUp(t.app));
  const created = await t.app.inject({
    method: 'POST',
    url: channelRoutes.createCloud.path,
    headers: bearer(accessToken),
    payload: { displayName: 'Shop', businessAccountId: seed.business.wabaId, apiKey: seed.accessToken },
  });
  channel = created.json<Channel>();
});
afterAll(async () => {
  await sim?.close();
  await t?.close();
});

let lastMessage = 0;
/** A customer's text as Meta's webhook carries it; `timestamp` is Meta's seconds, as a string. */
function customerText(from: string, text: string, options: { name?: string; timestamp?: string } = {}) {
  const id = `wamid.POISON${++lastMessage}`;
  const body = cloudMessageBody({
    phoneNumberId: channel.phoneNumberId,
    from,
    name: options.name ?? 'Grace Hopper',
    id,
    timestamp: options.timestamp,
    content: { type: 'text', text: { body: text } },
  });
  return { id, body };
}

async function get<T>(url: string, query: Record<string, string> = {}): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, query, headers: bearer(accessToken) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/** Every message of the channel's conversations, as the inbox shows them. */
async function inboxMessages(): Promise<MessageList['data']> {
  const conversations = await get<ConversationList>(inboxRoutes.listConversations.path, {
    channelId: channel.channelId,
  });
  const pages = await Promise.all(
    conversations.data.map((conversation) =>
      get<MessageList>(`/api/v1/conversations/${conversation.conversationId}/messages`),
    ),
  );
  return pages.flatMap((page) => page.data);
}

async function eventually<T>(probe: () => Promise<T | undefined>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a batch of webhooks holding a poisoned event', () => {
  it('stores every other event, keeps the NUL-bearing text without its NUL, and parks the poisoned one with its error', async () => {
    const customers = seed.customers.map((customer) => customer.waId);
    const normal = customers.slice(0, 6).map((waId, index) => customerText(waId, `Order ${index} please`));
    const withNul = customerText(customers[6] ?? '', 'Is it\u0000 in stock?', { name: 'Ali\u0000ce' });
    // A time no clock can hold: nothing can store this message, however often it is tried.
    const poisoned = customerText(customers[7] ?? '', 'Hello', { timestamp: 'soon' });

    // Acknowledged together, so that they are processed in one batch.
    await Promise.all([...normal, withNul, poisoned].map((event) => postCloudWebhook(t.app, event.body)));

    const expected = [...normal, withNul].map((event) => event.id);
    const stored = await eventually(async () => {
      const messages = await inboxMessages();
      return expected.every((id) => messages.some((message) => message.providerMessageId === id))
        ? messages
        : undefined;
    }, 15_000);
    const nulMessage = stored.find((message) => message.providerMessageId === withNul.id);
    expect(nulMessage?.content).toEqual({ body: 'Is it in stock?' });
    const conversations = await get<ConversationList>(inboxRoutes.listConversations.path, {
      channelId: channel.channelId,
      search: 'Alice',
    });
    expect(conversations.data.map((conversation) => conversation.contact.name)).toEqual(['Alice']);

    // Tried again after 1, 2, 4 and 8 s, then parked: processed, with why it failed.
    const parked = await eventually(async () => {
      const [row] = await t.database.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.body, poisoned.body));
      return row?.processedAt ? row : undefined;
    }, 30_000);
    expect(parked).toMatchObject({
      attempts: 5,
      claimedBy: null,
      error: expect.stringMatching(/invalid time/i),
    });
    expect(stored.some((message) => message.providerMessageId === poisoned.id)).toBe(false);
  }, 60_000);
});
