import { type Channel, inboxRoutes } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/harness';
import {
  conversationPath,
  conversationWithMessages,
  messagesOf,
  providerReports,
  storeSentMessage,
} from './inbox.test-helpers';
import {
  conversationsFor,
  customerSends,
  eventually,
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

describe('inbound messages', () => {
  it('stores what a customer sends as a conversation with its messages, newest first', async () => {
    const waId = newCustomer();
    await customerSends(
      w,
      channel,
      waId,
      { type: 'text', text: { body: 'Is the green sofa in stock?' } },
      'Ada',
    );
    await customerSends(w, channel, waId, {
      type: 'location',
      location: { latitude: 52.52, longitude: 13.405, name: 'Alexanderplatz' },
    });

    const conversation = await conversationWithMessages(owner, channel, waId, 2);
    expect(conversation.contact.name).toBe('Ada');
    expect(conversation.lastInboundAt).not.toBeNull();

    const data = await messagesOf(owner, conversation.conversationId);
    expect(data.map((message) => [message.direction, message.type, message.status])).toEqual([
      ['inbound', 'location', 'received'],
      ['inbound', 'text', 'received'],
    ]);
    expect(data[1]?.content).toEqual({ body: 'Is the green sofa in stock?' });
    expect(data[0]?.content).toMatchObject({ latitude: 52.52, longitude: 13.405, name: 'Alexanderplatz' });
  });

  it('stores a message once even when the provider delivers its webhook twice', async () => {
    const waId = newCustomer();
    await simulator(w.sim, 'POST', '/_sim/config', { chaos: { duplicates: true, outOfOrder: false } });
    await customerSends(w, channel, waId, { type: 'text', text: { body: 'Hello twice?' } });
    const conversation = await conversationWithMessages(owner, channel, waId, 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await simulator(w.sim, 'POST', '/_sim/config', { chaos: { duplicates: false, outOfOrder: false } });

    expect(await messagesOf(owner, conversation.conversationId)).toHaveLength(1);
    const [listed] = await conversationsFor(owner, channel, { search: waId });
    expect(listed?.inboundUnreadMessages).toBe(1);
  });

  it('shows nothing of it to another account', async () => {
    const stranger = await memberOf(w.t, (await signUp(w.t.app)).accessToken);
    const list = await stranger.api.call(
      'GET',
      `${inboxRoutes.listConversations.path}?channelId=${channel.channelId}`,
    );
    expect(list.statusCode).toBe(404);
    const [mine] = await conversationsFor(owner, channel);
    const response = await stranger.api.call(
      'GET',
      conversationPath(inboxRoutes.listMessages.path, mine?.conversationId ?? ''),
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('message statuses', () => {
  it('only move forward: a late delivered never overwrites read, and failed cannot follow delivered', async () => {
    const [conversation] = await conversationsFor(owner, channel);
    if (!conversation) throw new Error('no conversation');
    const sent = await storeSentMessage(w, owner, conversation, {
      providerMessageId: 'wamid.OUT-FORWARD',
      body: 'Your order has shipped',
    });
    for (const status of ['read', 'delivered', 'failed']) {
      await providerReports(w, [{ id: 'wamid.OUT-FORWARD', status }]);
    }

    const statusOf = async () =>
      (await messagesOf(owner, conversation.conversationId)).find((message) => message.messageId === sent.id)
        ?.status;
    await eventually(async () => (await statusOf()) === 'read');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOf()).toBe('read');
  });

  it('matches a status that overtakes the provider’s answer to the send, by the message id it carries', async () => {
    const [conversation] = await conversationsFor(owner, channel);
    if (!conversation) throw new Error('no conversation');
    const sending = await storeSentMessage(w, owner, conversation, {
      providerMessageId: null,
      body: 'On its way',
    });
    await providerReports(w, [
      { id: 'wamid.OVERTAKEN', status: 'delivered', callbackData: `message:${sending.id}` },
    ]);

    const delivered = await eventually(async () =>
      (await messagesOf(owner, conversation.conversationId)).find(
        (message) => message.messageId === sending.id && message.status === 'delivered',
      ),
    );
    expect(delivered.providerMessageId).toBe('wamid.OVERTAKEN');
  });
});
