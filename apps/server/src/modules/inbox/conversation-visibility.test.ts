import { type Channel, type Conversation, inboxRoutes } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationPath, conversationWithMessages } from './inbox.test-helpers';
import {
  conversationsFor,
  customerSends,
  type InboxWorkspace,
  type Member,
  newCustomer,
  startInboxWorkspace,
} from './inbox-workspace.test-helpers';

let w: InboxWorkspace;
let owner: Member;
let manager: Member;
let agentA: Member;
let agentB: Member;
let channel: Channel;
let unassigned: Conversation;
let ofAgentA: Conversation;
let ofAgentB: Conversation;

const assign = (member: Member, conversation: Conversation, assignedAgentId: string | null) =>
  member.api.call('PUT', conversationPath(inboxRoutes.assignAgent.path, conversation.conversationId), {
    assignedAgentId,
  });

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
  manager = await w.addTeammate(owner, 'manager', 'Maud');
  agentA = await w.addTeammate(owner, 'agent', 'Anna');
  agentB = await w.addTeammate(owner, 'agent', 'Boris');
  const conversation = async () => {
    const waId = newCustomer();
    await customerSends(w, channel, waId, { type: 'text', text: { body: 'Hello' } });
    return conversationWithMessages(owner, channel, waId, 1);
  };
  [unassigned, ofAgentA, ofAgentB] = [await conversation(), await conversation(), await conversation()];
  await assign(owner, ofAgentA, agentA.userId);
  await assign(owner, ofAgentB, agentB.userId);
});
afterAll(() => w?.close());

const idsSeenBy = async (member: Member) =>
  (await conversationsFor(member, channel)).map((conversation) => conversation.conversationId).sort();

describe('who sees a conversation', () => {
  it('shows an agent the conversations assigned to them and the unassigned ones', async () => {
    expect(await idsSeenBy(agentA)).toEqual([unassigned.conversationId, ofAgentA.conversationId].sort());
  });

  it('shows managers and account admins every conversation', async () => {
    const all = [unassigned, ofAgentA, ofAgentB].map((conversation) => conversation.conversationId).sort();
    expect(await idsSeenBy(manager)).toEqual(all);
    expect(await idsSeenBy(owner)).toEqual(all);
  });

  it("answers 404 to an agent for every call on another agent's conversation", async () => {
    const path = (route: string) => conversationPath(route, ofAgentB.conversationId);
    const calls: [string, 'GET' | 'POST' | 'PATCH' | 'PUT', string, object?][] = [
      ['get', 'GET', path(inboxRoutes.getConversation.path)],
      ['messages', 'GET', path(inboxRoutes.listMessages.path)],
      ['read', 'POST', path(inboxRoutes.markRead.path)],
      ['block', 'PATCH', path(inboxRoutes.block.path), { isBlocked: true }],
      ['status', 'PATCH', path(inboxRoutes.setStatus.path), { status: 'CLOSED' }],
      ['assign', 'PUT', path(inboxRoutes.assignAgent.path), { assignedAgentId: agentA.userId }],
      ['download', 'GET', path(inboxRoutes.download.path)],
    ];
    for (const [name, method, url, body] of calls) {
      const response = await agentA.api.call(method, url, body);
      expect(response.statusCode, name).toBe(404);
    }
    const untouched = (await conversationsFor(manager, channel)).find(
      (conversation) => conversation.conversationId === ofAgentB.conversationId,
    );
    expect(untouched).toMatchObject({ status: 'OPEN', isBlocked: false, assignedAgentId: agentB.userId });
  });

  it('lets an agent take an unassigned conversation and hand theirs over, after which it is gone from them', async () => {
    const taken = await assign(agentA, unassigned, agentA.userId);
    expect(taken.json<Conversation>().assignedAgentId).toBe(agentA.userId);
    expect(await idsSeenBy(agentB)).not.toContain(unassigned.conversationId);

    const handedOver = await assign(agentA, ofAgentA, agentB.userId);
    expect(handedOver.statusCode).toBe(200);
    expect(await idsSeenBy(agentA)).not.toContain(ofAgentA.conversationId);
    expect(await idsSeenBy(agentB)).toContain(ofAgentA.conversationId);
    const gone = await agentA.api.call(
      'GET',
      conversationPath(inboxRoutes.getConversation.path, ofAgentA.conversationId),
    );
    expect(gone.statusCode).toBe(404);
  });
});
