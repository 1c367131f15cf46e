import { type Channel, type Conversation, customerWindowMs, inboxRoutes } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/harness';
import {
  conversationPath,
  conversationWithMessages,
  messagesOf,
  phonesOf,
  storeSentMessage,
} from './inbox.test-helpers';
import {
  conversationsFor,
  customerSends,
  type InboxWorkspace,
  type Member,
  memberOf,
  newCustomer,
  simulator,
  startInboxWorkspace,
} from './inbox-workspace.test-helpers';

let w: InboxWorkspace;
let owner: Member;
let channel: Channel;

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
});
afterAll(() => w?.close());

const getConversation = (member: Member, conversationId: string) =>
  member.api.call('GET', conversationPath(inboxRoutes.getConversation.path, conversationId));

describe('GET /api/v1/conversations', () => {
  it('lists what the customer wrote: contact, unread count, last message and the open window', async () => {
    const waId = newCustomer();
    await customerSends(w, channel, waId, { type: 'text', text: { body: 'Is the green sofa in stock?' } });
    await customerSends(w, channel, waId, {
      type: 'document',
      document: {
        data: Buffer.from('%PDF-1.4').toString('base64'),
        mime_type: 'application/pdf',
        filename: 'order.pdf',
      },
    });
    const conversation = await conversationWithMessages(owner, channel, waId, 2);

    expect(conversation).toMatchObject({
      channelId: channel.channelId,
      contact: { phone: waId, name: waId },
      status: 'OPEN',
      isBlocked: false,
      assignedAgentId: null,
      assignedAgentName: null,
      tags: [],
      lastMessage: { direction: 'inbound', type: 'document', text: 'order.pdf' },
      inboundUnreadMessages: 2,
    });
    expect(conversation.windowRemainingMs).toBeGreaterThan(customerWindowMs - 60_000);
    expect(conversation.windowRemainingMs).toBeLessThanOrEqual(customerWindowMs);
  });

  it('puts the conversation with the latest message first, a page at a time', async () => {
    const customers = [newCustomer(), newCustomer(), newCustomer()];
    for (const waId of customers) {
      // WhatsApp times messages to the second.
      await simulator(w.sim, 'POST', '/_sim/clock', { advanceMs: 1000 });
      await customerSends(w, channel, waId, { type: 'text', text: { body: `Hello from ${waId}` } });
      await conversationWithMessages(owner, channel, waId, 1);
    }
    const newestFirst = [...customers].reverse();

    expect(phonesOf(await conversationsFor(owner, channel)).slice(0, 3)).toEqual(newestFirst);
    expect(phonesOf(await conversationsFor(owner, channel, { page: 1, records: 2 }))).toEqual(
      newestFirst.slice(0, 2),
    );
    expect(phonesOf(await conversationsFor(owner, channel, { page: 2, records: 2 }))[0]).toBe(newestFirst[2]);
    const all = await conversationsFor(owner, channel);
    const lastPage = await conversationsFor(owner, channel, { page: 2, records: all.length - 1 });
    expect(lastPage).toHaveLength(1);
  });

  it("is not found for another account's channel", async () => {
    const stranger = await memberOf(w.t, (await signUp(w.t.app)).accessToken);
    const query = `channelId=${channel.channelId}`;
    const response = await stranger.api.call('GET', `${inboxRoutes.listConversations.path}?${query}`);
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/v1/conversations/:conversationId', () => {
  let conversation: Conversation;
  beforeAll(async () => {
    const waId = newCustomer();
    await customerSends(w, channel, waId, {
      type: 'location',
      location: { latitude: 52.52, longitude: 13.405, name: 'Alexanderplatz' },
    });
    conversation = await conversationWithMessages(owner, channel, waId, 1);
  });

  it('answers the conversation as the list shows it', async () => {
    const response = await getConversation(owner, conversation.conversationId);

    expect(response.statusCode).toBe(200);
    expect(response.json<Conversation>()).toMatchObject({
      conversationId: conversation.conversationId,
      lastMessage: { direction: 'inbound', type: 'location', text: 'Alexanderplatz' },
    });
  });

  it('measures the customer service window by the clock: closed a day after the customer wrote', async () => {
    const before = (await getConversation(owner, conversation.conversationId)).json<Conversation>();
    await simulator(w.sim, 'POST', '/_sim/clock', { advanceMs: customerWindowMs / 2 });
    const half = (await getConversation(owner, conversation.conversationId)).json<Conversation>();
    expect(before.windowRemainingMs - half.windowRemainingMs).toBeGreaterThanOrEqual(customerWindowMs / 2);
    expect(half.windowRemainingMs).toBeGreaterThan(0);

    await simulator(w.sim, 'POST', '/_sim/clock', { advanceMs: customerWindowMs / 2 });
    expect(
      (await getConversation(owner, conversation.conversationId)).json<Conversation>().windowRemainingMs,
    ).toBe(0);
  });

  it("is not found for another account's user", async () => {
    const stranger = await memberOf(w.t, (await signUp(w.t.app)).accessToken);
    const response = await getConversation(stranger, conversation.conversationId);

    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/v1/conversations/:conversationId/messages', () => {
  it('pages through the messages newest first, naming the user who sent each of the business', async () => {
    const waId = newCustomer();
    await customerSends(w, channel, waId, { type: 'text', text: { body: 'First question' } });
    await customerSends(w, channel, waId, { type: 'text', text: { body: 'Second question' } });
    const conversation = await conversationWithMessages(owner, channel, waId, 2);
    await storeSentMessage(w, owner, conversation, {
      providerMessageId: `wamid.answer-${waId}`,
      body: 'Here is your answer',
      sentByUserId: owner.userId,
      sentAt: new Date(w.sim.now() + 1000),
    });

    const newest = await messagesOf(owner, conversation.conversationId, '?page=1&records=2');
    const older = await messagesOf(owner, conversation.conversationId, '?page=2&records=2');

    expect(newest.map((message) => [message.direction, message.content])).toEqual([
      ['outbound', { body: 'Here is your answer' }],
      ['inbound', { body: 'Second question' }],
    ]);
    expect(newest[0]?.sentBy).toEqual({ userId: owner.userId, name: 'Ada Lovelace' });
    expect(newest[1]?.sentBy).toBeNull();
    expect(older.map((message) => message.content)).toEqual([{ body: 'First question' }]);
  });

  it("is not found for another account's user", async () => {
    const [mine] = await conversationsFor(owner, channel);
    const stranger = await memberOf(w.t, (await signUp(w.t.app)).accessToken);
    const response = await stranger.api.call(
      'GET',
      conversationPath(inboxRoutes.listMessages.path, mine?.conversationId ?? ''),
    );

    expect(response.statusCode).toBe(404);
  });
});
