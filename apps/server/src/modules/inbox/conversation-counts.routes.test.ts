import { type Channel, type Conversation, type ConversationCounts, inboxRoutes } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/harness';
import { conversationPath, conversationWithMessages } from './inbox.test-helpers';
import {
  apiAs,
  customerSends,
  type InboxWorkspace,
  type Member,
  newCustomer,
  startInboxWorkspace,
} from './inbox-workspace.test-helpers';

let w: InboxWorkspace;
let owner: Member;
let agent: Member;
let channel: Channel;
let unassigned: Conversation;
let ofOwner: Conversation;
let ofAgent: Conversation;
let closed: Conversation;

const countsFor = (member: Member, filter: Record<string, string> = {}) =>
  member.api.ok<ConversationCounts>(
    'GET',
    `${inboxRoutes.conversationCounts.path}?${new URLSearchParams({ channelId: channel.channelId, ...filter })}`,
  );

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
  agent = await w.addTeammate(owner, 'agent', 'Anna');
  const conversation = async () => {
    const waId = newCustomer();
    await customerSends(w, channel, waId, { type: 'text', text: { body: 'Hello' } });
    return conversationWithMessages(owner, channel, waId, 1);
  };
  [unassigned, ofOwner, ofAgent, closed] = [
    await conversation(),
    await conversation(),
    await conversation(),
    await conversation(),
  ];
  const put = (route: string, conversation: Conversation, body: object) =>
    owner.api.ok(
      route === inboxRoutes.setStatus.path ? 'PATCH' : 'PUT',
      conversationPath(route, conversation.conversationId),
      body,
    );
  await put(inboxRoutes.assignAgent.path, ofOwner, { assignedAgentId: owner.userId });
  await put(inboxRoutes.assignAgent.path, ofAgent, { assignedAgentId: agent.userId });
  await put(inboxRoutes.setStatus.path, closed, { status: 'CLOSED' });
  await owner.api.ok('POST', conversationPath(inboxRoutes.markRead.path, ofOwner.conversationId));
});
afterAll(() => w?.close());

describe('GET /api/v1/conversations/counts', () => {
  it("counts the open conversations of each tab and the channel's unread ones", async () => {
    expect(await countsFor(owner)).toEqual({ all: 3, mine: 1, unassigned: 1, unread: 3 });
  });

  it('counts under the filter, the tab aside, and the unread whatever the filter', async () => {
    expect(await countsFor(owner, { status: 'CLOSED' })).toEqual({
      all: 1,
      mine: 0,
      unassigned: 1,
      unread: 3,
    });
    expect(await countsFor(owner, { status: 'ALL', agent: agent.userId })).toEqual({
      all: 1,
      mine: 0,
      unassigned: 0,
      unread: 3,
    });
  });

  it('counts for an agent only the conversations they see', async () => {
    expect(await countsFor(agent)).toEqual({ all: 2, mine: 1, unassigned: 1, unread: 3 });
  });

  it('counts what a new message and a read change', async () => {
    await owner.api.ok('POST', conversationPath(inboxRoutes.markRead.path, unassigned.conversationId));
    expect((await countsFor(owner)).unread).toBe(2);
    const waId = newCustomer();
    await customerSends(w, channel, waId, { type: 'text', text: { body: 'New here' } });
    await conversationWithMessages(owner, channel, waId, 1);
    expect(await countsFor(owner)).toEqual({ all: 4, mine: 1, unassigned: 2, unread: 3 });
  });

  it("is not found for another account's channel", async () => {
    const stranger = apiAs(w.t, (await signUp(w.t.app)).accessToken);
    const query = `channelId=${channel.channelId}`;
    const response = await stranger.call('GET', `${inboxRoutes.conversationCounts.path}?${query}`);
    expect(response.statusCode).toBe(404);
  });
});
