import { type Channel, type Conversation, inboxRoutes, type Tag } from '@parley/contract';
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

/** Five customers whose conversations differ in one way each. */
const customer = {
  vip: newCustomer(),
  ofAgentA: newCustomer(),
  ofAgentB: newCustomer(),
  closed: newCustomer(),
  blocked: newCustomer(),
};
type CustomerKey = keyof typeof customer;
const conversationOf: Partial<Record<CustomerKey, Conversation>> = {};
const tagIds = { vip: '', late: '' };

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
  manager = await w.addTeammate(owner, 'manager', 'Maud');
  agentA = await w.addTeammate(owner, 'agent', 'Anna');
  agentB = await w.addTeammate(owner, 'agent', 'Boris');
  const names: Record<CustomerKey, string> = {
    vip: 'Vera Important',
    ofAgentA: 'Arthur Dent',
    ofAgentB: 'Zelda Fitzgerald',
    closed: 'Carl Closed',
    blocked: 'Bob Blocked',
  };
  for (const key of Object.keys(customer) as CustomerKey[]) {
    await customerSends(w, channel, customer[key], { type: 'text', text: { body: 'Hello' } }, names[key]);
    conversationOf[key] = await conversationWithMessages(owner, channel, customer[key], 1);
  }
  const id = (key: CustomerKey) => conversationOf[key]?.conversationId ?? '';
  const act = (path: string, key: CustomerKey, body: object, method: 'PUT' | 'PATCH' = 'PATCH') =>
    owner.api.ok(method, conversationPath(path, id(key)), body);
  await act(inboxRoutes.assignAgent.path, 'ofAgentA', { assignedAgentId: agentA.userId }, 'PUT');
  await act(inboxRoutes.assignAgent.path, 'ofAgentB', { assignedAgentId: agentB.userId }, 'PUT');
  await act(inboxRoutes.setStatus.path, 'closed', { status: 'CLOSED' });
  await act(inboxRoutes.block.path, 'blocked', { isBlocked: true });
  const tag = async (tagName: string, key: CustomerKey) => {
    const created = await owner.api.ok<Tag>('POST', inboxRoutes.createTag.path, { tagName }, 201);
    await owner.api.ok(
      'POST',
      inboxRoutes.assignTag.path,
      { conversationId: id(key), tagId: created.id },
      201,
    );
    return created.id;
  };
  tagIds.vip = await tag('VIP', 'vip');
  tagIds.late = await tag('Late delivery', 'ofAgentA');
});
afterAll(() => w?.close());

/** Which of the five customers' conversations the member's list shows with this filter. */
async function listed(member: Member, filter: Record<string, string> = {}): Promise<CustomerKey[]> {
  const phones = new Set((await conversationsFor(member, channel, filter)).map((item) => item.contact.phone));
  return (Object.keys(customer) as CustomerKey[]).filter((key) => phones.has(customer[key])).sort();
}

describe('GET /api/v1/conversations filters', () => {
  it('shows the open conversations of every agent by default', async () => {
    expect(await listed(manager)).toEqual(['blocked', 'ofAgentA', 'ofAgentB', 'vip']);
  });

  it('filters by status: closed ones, or all', async () => {
    expect(await listed(manager, { status: 'CLOSED' })).toEqual(['closed']);
    expect(await listed(manager, { status: 'ALL' })).toEqual([
      'blocked',
      'closed',
      'ofAgentA',
      'ofAgentB',
      'vip',
    ]);
  });

  it('filters by assignment: mine, unassigned, assigned', async () => {
    expect(await listed(agentA, { option: 'MINE' })).toEqual(['ofAgentA']);
    expect(await listed(manager, { option: 'MINE' })).toEqual([]);
    expect(await listed(manager, { option: 'UNASSIGNED' })).toEqual(['blocked', 'vip']);
    expect(await listed(manager, { option: 'ASSIGNED' })).toEqual(['ofAgentA', 'ofAgentB']);
    expect(await listed(manager, { option: 'UNASSIGNED', status: 'ALL' })).toEqual([
      'blocked',
      'closed',
      'vip',
    ]);
  });

  it("filters by one agent's conversations", async () => {
    expect(await listed(manager, { agent: agentB.userId })).toEqual(['ofAgentB']);
  });

  it('filters by tags, keeping conversations that carry any of them', async () => {
    expect(await listed(manager, { tags: tagIds.vip })).toEqual(['vip']);
    expect(await listed(manager, { tags: `${tagIds.vip},${tagIds.late}` })).toEqual(['ofAgentA', 'vip']);
  });

  it('filters by whether the contact is blocked', async () => {
    expect(await listed(manager, { blockedBy: 'BLOCKED' })).toEqual(['blocked']);
    expect(await listed(manager, { blockedBy: 'NOT_BLOCKED' })).toEqual(['ofAgentA', 'ofAgentB', 'vip']);
  });

  it("searches the contact's name and number", async () => {
    expect(await listed(manager, { search: 'zelda' })).toEqual(['ofAgentB']);
    expect(await listed(manager, { search: 'Fitz' })).toEqual(['ofAgentB']);
    expect(await listed(manager, { search: customer.ofAgentA.slice(-6) })).toEqual(['ofAgentA']);
    expect(await listed(manager, { search: `+${customer.vip}` })).toEqual(['vip']);
    expect(await listed(manager, { search: 'nobody like this' })).toEqual([]);
  });

  it('combines the filters', async () => {
    expect(await listed(manager, { option: 'UNASSIGNED', tags: tagIds.vip, search: 'vera' })).toEqual([
      'vip',
    ]);
    expect(await listed(manager, { option: 'UNASSIGNED', tags: tagIds.late })).toEqual([]);
  });

  it("keeps an agent's lists to theirs and the unassigned ones, whatever the filter", async () => {
    expect(await listed(agentA)).toEqual(['blocked', 'ofAgentA', 'vip']);
    expect(await listed(agentA, { status: 'ALL' })).toEqual(['blocked', 'closed', 'ofAgentA', 'vip']);
    expect(await listed(agentA, { option: 'ASSIGNED' })).toEqual(['ofAgentA']);
    expect(await listed(agentA, { agent: agentB.userId })).toEqual([]);
    expect(await listed(agentA, { search: 'zelda' })).toEqual([]);
    // Every customer's number starts so: a search over their own and the unassigned ranges at once.
    expect(await listed(agentA, { search: '1555' })).toEqual(['blocked', 'ofAgentA', 'vip']);
    expect(await listed(agentA, { search: '1555', status: 'ALL' })).toEqual([
      'blocked',
      'closed',
      'ofAgentA',
      'vip',
    ]);
  });
});
