import { type Channel, type Conversation, inboxRoutes } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRealtime, type RealtimeTestClient } from '../../test/realtime-client';
import {
  appUrl,
  conversationPath,
  conversationWithMessages,
  providerReports,
  storeSentMessage,
} from './inbox.test-helpers';
import {
  customerSends,
  type InboxWorkspace,
  type Member,
  newCustomer,
  startInboxWorkspace,
} from './inbox-workspace.test-helpers';

let w: InboxWorkspace;
let owner: Member;
let agentA: Member;
let agentB: Member;
let channel: Channel;
const browsers: RealtimeTestClient[] = [];

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
  agentA = await w.addTeammate(owner, 'agent', 'Anna');
  agentB = await w.addTeammate(owner, 'agent', 'Boris');
});
afterAll(async () => {
  for (const browser of browsers) browser.close();
  await w?.close();
});

async function browserOf(member: Member) {
  const browser = await connectRealtime(appUrl(w), member.token);
  browsers.push(browser);
  return browser;
}

const ofConversation =
  (conversationId: string) => (event: { conversationId?: string; conversation?: Conversation }) =>
    (event.conversationId ?? event.conversation?.conversationId) === conversationId;

/** Every event of the conversation a browser received, by name. */
const eventsOf = (browser: RealtimeTestClient, conversationId: string) =>
  (['message.created', 'message.status', 'conversation.updated'] as const).flatMap((name) =>
    browser
      .received(name)
      .filter(ofConversation(conversationId))
      .map(() => name),
  );

async function conversationOfNewCustomer(text = 'Hello') {
  const waId = newCustomer();
  await customerSends(w, channel, waId, { type: 'text', text: { body: text } });
  return { waId, conversation: await conversationWithMessages(owner, channel, waId, 1) };
}

const assign = (conversation: Conversation, assignedAgentId: string | null, by: Member = owner) =>
  by.api.ok('PUT', conversationPath(inboxRoutes.assignAgent.path, conversation.conversationId), {
    assignedAgentId,
  });

describe('the realtime socket', () => {
  it('pushes a customer message, with its new conversation, to the open browsers of the account', async () => {
    const ownerBrowser = await browserOf(owner);
    const agentBrowser = await browserOf(agentA);
    const waId = newCustomer();

    await customerSends(w, channel, waId, { type: 'text', text: { body: 'Do you ship to Lisbon?' } });

    for (const browser of [ownerBrowser, agentBrowser]) {
      const event = await browser.next(
        'message.created',
        (created) => created.conversation.contact.phone === waId,
      );
      expect(event.conversation).toMatchObject({ channelId: channel.channelId, inboundUnreadMessages: 1 });
      expect(event.message).toMatchObject({
        direction: 'inbound',
        content: { body: 'Do you ship to Lisbon?' },
      });
    }
  });

  it("keeps an agent's browser free of the events of a conversation assigned to another agent", async () => {
    const { waId, conversation } = await conversationOfNewCustomer();
    await assign(conversation, agentB.userId);
    const browserA = await browserOf(agentA);
    const browserB = await browserOf(agentB);
    const sent = await storeSentMessage(w, owner, conversation, {
      providerMessageId: `wamid.out-${waId}`,
      body: 'We do',
    });

    await customerSends(w, channel, waId, { type: 'text', text: { body: 'Great, thanks' } });
    await providerReports(w, [{ id: `wamid.out-${waId}`, status: 'delivered' }]);
    const control = await conversationOfNewCustomer('Anyone?');

    await browserB.next(
      'message.created',
      (event) =>
        ofConversation(conversation.conversationId)(event) &&
        (event.message.content as { body?: string }).body === 'Great, thanks',
    );
    const status = await browserB.next('message.status', ofConversation(conversation.conversationId));
    expect(status).toMatchObject({ messageId: sent.id, status: 'delivered', error: null });
    await browserA.next('message.created', ofConversation(control.conversation.conversationId));
    expect(eventsOf(browserA, conversation.conversationId)).toEqual([]);
  });

  it('tells an agent who loses a conversation, and the one who gets it', async () => {
    const { conversation } = await conversationOfNewCustomer();
    await assign(conversation, agentA.userId);
    const browserA = await browserOf(agentA);
    const browserB = await browserOf(agentB);

    await assign(conversation, agentB.userId);

    // The first assignment's event may reach a browser opened just after it.
    for (const browser of [browserA, browserB]) {
      await browser.next(
        'conversation.updated',
        (event) =>
          ofConversation(conversation.conversationId)(event) &&
          event.conversation.assignedAgentId === agentB.userId,
      );
    }
  });

  it('notifies an agent a teammate gives a conversation to, but not one who takes it themselves', async () => {
    const given = await conversationOfNewCustomer();
    const taken = await conversationOfNewCustomer();
    const browserA = await browserOf(agentA);

    await assign(taken.conversation, agentA.userId, agentA);
    await assign(given.conversation, agentA.userId);

    const notice = await browserA.next('conversation.assigned');
    expect(notice.conversation).toMatchObject({
      conversationId: given.conversation.conversationId,
      assignedAgentId: agentA.userId,
    });
    expect(browserA.received('conversation.assigned')).toHaveLength(1);
  });

  it('pushes a conversation read, closed or blocked as it is then', async () => {
    const { conversation } = await conversationOfNewCustomer();
    const browser = await browserOf(owner);
    const path = (route: string) => conversationPath(route, conversation.conversationId);

    await owner.api.ok('POST', path(inboxRoutes.markRead.path));
    await owner.api.ok('PATCH', path(inboxRoutes.setStatus.path), { status: 'CLOSED' });
    await owner.api.ok('PATCH', path(inboxRoutes.block.path), { isBlocked: true });

    await browser.next(
      'conversation.updated',
      (event) => ofConversation(conversation.conversationId)(event) && event.conversation.isBlocked,
    );
    const updates = browser
      .received('conversation.updated')
      .filter(ofConversation(conversation.conversationId))
      .map(({ conversation: updated }) => [updated.inboundUnreadMessages, updated.status, updated.isBlocked]);
    expect(updates).toEqual([
      [0, 'OPEN', false],
      [0, 'CLOSED', false],
      [0, 'CLOSED', true],
    ]);
  });
});
