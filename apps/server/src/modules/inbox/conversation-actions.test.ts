import {
  type Channel,
  type ContactList,
  type Conversation,
  contactRoutes,
  inboxRoutes,
} from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test/harness';
import { conversationPath, conversationWithMessages, storeSentMessage } from './inbox.test-helpers';
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

/** A new customer's conversation, once their texts are in Parley. */
async function conversationWith(...texts: string[]): Promise<Conversation & { waId: string }> {
  const waId = newCustomer();
  for (const body of texts) await customerSends(w, channel, waId, { type: 'text', text: { body } });
  return { ...(await conversationWithMessages(owner, channel, waId, texts.length)), waId };
}

const act = (
  member: Member,
  path: string,
  conversation: Conversation,
  method: 'POST' | 'PATCH' | 'PUT',
  body?: object,
) => member.api.call(method, conversationPath(path, conversation.conversationId), body);

describe('POST /api/v1/conversations/:conversationId/read', () => {
  it('sets the unread count to 0 and gives the customer blue ticks', async () => {
    const conversation = await conversationWith('Hello?', 'Anyone there?');
    expect(conversation.inboundUnreadMessages).toBe(2);

    const response = await act(owner, inboxRoutes.markRead.path, conversation, 'POST');

    expect(response.statusCode).toBe(200);
    expect(response.json<Conversation>().inboundUnreadMessages).toBe(0);
    const listed = (await conversationsFor(owner, channel)).find(
      (item) => item.conversationId === conversation.conversationId,
    );
    expect(listed?.inboundUnreadMessages).toBe(0);
    const { data } = (await simulator(w.sim, 'GET', `/_sim/received?from=${conversation.waId}`)) as {
      data: { read: boolean }[];
    };
    expect(data.map((message) => message.read)).toEqual([true, true]);
  });

  it('counts the messages that come after it', async () => {
    const conversation = await conversationWith('First');
    await act(owner, inboxRoutes.markRead.path, conversation, 'POST');
    await customerSends(w, channel, conversation.waId, { type: 'text', text: { body: 'Second' } });

    const unread = await eventually(async () => {
      const found = (await conversationsFor(owner, channel)).find(
        (item) => item.conversationId === conversation.conversationId,
      );
      return found?.inboundUnreadMessages === 1 && found;
    });
    expect(unread.lastMessage?.text).toBe('Second');
  });
});

describe('PATCH /api/v1/conversations/:conversationId/block', () => {
  it('blocks the contact and unblocks them again', async () => {
    const conversation = await conversationWith('Spam spam spam');
    const blockedContacts = async () =>
      (await owner.api.ok<ContactList>('GET', contactRoutes.blocked.path)).data.map(
        (contact) => contact.phone,
      );

    const blocked = await act(owner, inboxRoutes.block.path, conversation, 'PATCH', { isBlocked: true });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json<Conversation>().isBlocked).toBe(true);
    expect(await blockedContacts()).toContain(`+${conversation.waId}`);

    const unblocked = await act(owner, inboxRoutes.block.path, conversation, 'PATCH', { isBlocked: false });
    expect(unblocked.json<Conversation>().isBlocked).toBe(false);
    expect(await blockedContacts()).not.toContain(`+${conversation.waId}`);
  });
});

describe('PATCH /api/v1/conversations/:conversationId/status', () => {
  it('closes the conversation and reopens it', async () => {
    const conversation = await conversationWith('Thanks, that is all');

    const closed = await act(owner, inboxRoutes.setStatus.path, conversation, 'PATCH', { status: 'CLOSED' });
    expect(closed.json<Conversation>().status).toBe('CLOSED');
    expect((await conversationsFor(owner, channel)).map((item) => item.conversationId)).not.toContain(
      conversation.conversationId,
    );

    const reopened = await act(owner, inboxRoutes.setStatus.path, conversation, 'PATCH', { status: 'OPEN' });
    expect(reopened.json<Conversation>().status).toBe('OPEN');
  });

  it('reopens a closed conversation when the customer writes again', async () => {
    const conversation = await conversationWith('Bye');
    await act(owner, inboxRoutes.setStatus.path, conversation, 'PATCH', { status: 'CLOSED' });

    await customerSends(w, channel, conversation.waId, { type: 'text', text: { body: 'One more thing' } });

    const reopened = await eventually(async () =>
      (await conversationsFor(owner, channel)).find(
        (item) => item.conversationId === conversation.conversationId,
      ),
    );
    expect(reopened.status).toBe('OPEN');
  });

  it('refuses a status that does not exist', async () => {
    const conversation = await conversationWith('Hi');
    const response = await act(owner, inboxRoutes.setStatus.path, conversation, 'PATCH', {
      status: 'SNOOZED',
    });

    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /api/v1/conversations/:conversationId/agent', () => {
  it('assigns the conversation to a user of the account, and unassigns it', async () => {
    const conversation = await conversationWith('Can someone help?');
    const manager = await w.addTeammate(owner, 'manager', 'Maud');

    const assigned = await act(owner, inboxRoutes.assignAgent.path, conversation, 'PUT', {
      assignedAgentId: manager.userId,
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json<Conversation>()).toMatchObject({
      assignedAgentId: manager.userId,
      assignedAgentName: 'Maud Lovelace',
    });

    const unassigned = await act(owner, inboxRoutes.assignAgent.path, conversation, 'PUT', {
      assignedAgentId: null,
    });
    expect(unassigned.json<Conversation>()).toMatchObject({ assignedAgentId: null, assignedAgentName: null });
  });

  it('refuses a user who is not of the account', async () => {
    const conversation = await conversationWith('Hello');
    const stranger = await memberOf(w.t, (await signUp(w.t.app)).accessToken);

    for (const assignedAgentId of [stranger.userId, '00000000-0000-4000-8000-000000000000']) {
      const response = await act(owner, inboxRoutes.assignAgent.path, conversation, 'PUT', {
        assignedAgentId,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'AGENT_NOT_FOUND' });
    }
    expect(
      (await conversationsFor(owner, channel, { option: 'UNASSIGNED' })).map((item) => item.conversationId),
    ).toContain(conversation.conversationId);
  });
});

describe('GET /api/v1/conversations/:conversationId/download', () => {
  it('answers the whole conversation as a CSV file, oldest first, formulas defused', async () => {
    const conversation = await conversationWith('Where is my order?', '=HYPERLINK("http://evil.example")');
    await storeSentMessage(w, owner, conversation, {
      providerMessageId: `wamid.reply-${conversation.waId}`,
      body: 'On its way, arriving Tuesday',
      sentByUserId: owner.userId,
      sentAt: new Date(w.sim.now() + 1000),
    });

    const response = await owner.api.call(
      'GET',
      conversationPath(inboxRoutes.download.path, conversation.conversationId),
    );

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="conversation-${conversation.waId}.csv"`,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Time,Direction,Sender,Type,Text,Status');
    expect(lines.slice(1).map((line) => line.split(',').slice(1).join(','))).toEqual([
      `inbound,${conversation.waId},text,Where is my order?,received`,
      `inbound,${conversation.waId},text,"'=HYPERLINK(""http://evil.example"")",received`,
      'outbound,Ada Lovelace,text,"On its way, arriving Tuesday",sent',
    ]);
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,/);
  });

  it("is not found for another account's user", async () => {
    const conversation = await conversationWith('Private');
    const stranger = await memberOf(w.t, (await signUp(w.t.app)).accessToken);
    const response = await stranger.api.call(
      'GET',
      conversationPath(inboxRoutes.download.path, conversation.conversationId),
    );

    expect(response.statusCode).toBe(404);
  });
});
