import { type Channel, type Conversation, inboxRoutes } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRealtime } from '../../test/realtime-client';
import { appUrl, conversationPath, messagesOf, redeliverMessageWebhook } from './inbox.test-helpers';
import {
  conversationsFor,
  customerSends,
  eventually,
  type InboxWorkspace,
  type Member,
  newCustomer,
  startInboxWorkspace,
} from './inbox-workspace.test-helpers';

/**
 * The automations registered with `onInboundMessage`, seen through the one that leaves the clearest
 * trace: auto-assign gives every conversation without an agent to the account's only agent.
 */
let w: InboxWorkspace;
let owner: Member;
let agent: Member;
let channel: Channel;

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
  agent = await w.addTeammate(owner, 'agent', 'Anna');
  await owner.api.ok('PUT', inboxRoutes.updateAutoAssign.path, {
    agentAssignEnabled: true,
    agentAssignNotificationEnabled: true,
  });
});
afterAll(() => w?.close());

const say = (waId: string, body: string) => customerSends(w, channel, waId, { type: 'text', text: { body } });

const conversationOf = async (waId: string) =>
  (await conversationsFor(owner, channel, { status: 'ALL' })).find((item) => item.contact.phone === waId);

/** The customer's conversation once an agent has it. */
const assignedConversationOf = (waId: string) =>
  eventually(async () => {
    const found = await conversationOf(waId);
    return found?.assignedAgentId ? found : undefined;
  });

const unassign = (conversation: Conversation) =>
  owner.api.ok('PUT', conversationPath(inboxRoutes.assignAgent.path, conversation.conversationId), {
    assignedAgentId: null,
  });

/**
 * Waits until a new customer's message has been handled, automations included: webhooks are handled
 * in the order they come, so whatever came before it has been too.
 */
async function everythingHandled() {
  const waId = newCustomer();
  await say(waId, 'Hello');
  await assignedConversationOf(waId);
}

describe('automations on inbound messages', () => {
  it('run for a new message, and may notify the agent they assign', async () => {
    const browser = await connectRealtime(appUrl(w), agent.token);
    const waId = newCustomer();

    await say(waId, 'I need help with my order');

    const assigned = await assignedConversationOf(waId);
    expect(assigned.assignedAgentId).toBe(agent.userId);
    const notice = await browser.next(
      'conversation.assigned',
      (event) => event.conversation.conversationId === assigned.conversationId,
    );
    expect(notice.conversation.assignedAgentName).toBe('Anna Lovelace');
    browser.close();
  });

  it('do not run again, nor count it unread again, for a message the provider delivers twice', async () => {
    const waId = newCustomer();
    await say(waId, 'Hello there');
    const conversation = await assignedConversationOf(waId);
    await unassign(conversation);
    const [message] = await messagesOf(owner, conversation.conversationId);

    await redeliverMessageWebhook(w, message?.providerMessageId ?? '');
    await everythingHandled();

    const after = await conversationOf(waId);
    expect(after?.assignedAgentId).toBeNull();
    expect(after?.inboundUnreadMessages).toBe(1);
    expect(await messagesOf(owner, conversation.conversationId)).toHaveLength(1);
  });

  it('do not run for a blocked contact, whose messages are still kept', async () => {
    const waId = newCustomer();
    await say(waId, 'First');
    const conversation = await assignedConversationOf(waId);
    await unassign(conversation);
    await owner.api.ok('PATCH', conversationPath(inboxRoutes.block.path, conversation.conversationId), {
      isBlocked: true,
    });

    await say(waId, 'Second, while blocked');
    await everythingHandled();

    expect((await conversationOf(waId))?.assignedAgentId).toBeNull();
    expect(await messagesOf(owner, conversation.conversationId)).toHaveLength(2);

    await owner.api.ok('PATCH', conversationPath(inboxRoutes.block.path, conversation.conversationId), {
      isBlocked: false,
    });
    await say(waId, 'Third, unblocked');
    await eventually(async () => (await conversationOf(waId))?.assignedAgentId === agent.userId);
  });
});
