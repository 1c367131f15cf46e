import { describe, expect, it } from 'vitest';
import { conversationsQuery, defaultConversationFilter, listMatch } from './conversation-filter';
import { channelId, colleague, conversation, me } from './testing/fixtures';

const at = '2026-05-24T10:00:00.000Z';
const query = (change: Partial<typeof defaultConversationFilter> = {}, search = '') =>
  conversationsQuery(channelId, { ...defaultConversationFilter, ...change }, search);

describe('conversationsQuery', () => {
  it('asks for open conversations of every assignment by default', () => {
    expect(query()).toEqual({ channelId, option: 'ALL', status: 'OPEN', blockedBy: 'ALL' });
  });

  it('sends tags comma-separated, and an agent and a trimmed search only when given', () => {
    expect(query({ agent: colleague, tags: ['a', 'b'] }, '  ana ')).toEqual({
      channelId,
      option: 'ALL',
      status: 'OPEN',
      blockedBy: 'ALL',
      agent: colleague,
      tags: 'a,b',
      search: 'ana',
    });
  });
});

describe('listMatch', () => {
  const manager = { ...me, roleName: 'manager' as const };

  it('keeps a closed conversation out of the OPEN view and in the CLOSED and ALL ones', () => {
    const closed = conversation(at, { status: 'CLOSED' });
    expect(listMatch(closed, query(), me)).toBe('no');
    expect(listMatch(closed, query({ status: 'CLOSED' }), me)).toBe('yes');
    expect(listMatch(closed, query({ status: 'ALL' }), me)).toBe('yes');
  });

  it("drops a conversation from an agent's lists once a colleague has it, but not from a manager's", () => {
    const theirs = conversation(at, { assignedAgentId: colleague, assignedAgentName: 'Ben' });
    expect(listMatch(theirs, query(), me)).toBe('no');
    expect(listMatch(theirs, query(), manager)).toBe('yes');
    expect(listMatch(conversation(at, { assignedAgentId: me.userId }), query(), me)).toBe('yes');
  });

  it('reads the option as mine, unassigned or assigned', () => {
    const mine = conversation(at, { assignedAgentId: me.userId });
    const unassigned = conversation(at);
    expect(listMatch(mine, query({ option: 'MINE' }), me)).toBe('yes');
    expect(listMatch(unassigned, query({ option: 'MINE' }), me)).toBe('no');
    expect(listMatch(unassigned, query({ option: 'UNASSIGNED' }), me)).toBe('yes');
    expect(listMatch(mine, query({ option: 'UNASSIGNED' }), me)).toBe('no');
    expect(listMatch(mine, query({ option: 'ASSIGNED' }), me)).toBe('yes');
  });

  it('matches any of the chosen tags, the chosen agent and the blocked state', () => {
    const tagged = conversation(at, {
      tags: [{ conversationTagId: 'x', tagId: 'vip', tagName: 'VIP' }],
      isBlocked: true,
    });
    expect(listMatch(tagged, query({ tags: ['new', 'vip'] }), manager)).toBe('yes');
    expect(listMatch(tagged, query({ tags: ['new'] }), manager)).toBe('no');
    expect(listMatch(tagged, query({ blockedBy: 'BLOCKED' }), manager)).toBe('yes');
    expect(listMatch(tagged, query({ blockedBy: 'NOT_BLOCKED' }), manager)).toBe('no');
    expect(listMatch(tagged, query({ agent: colleague }), manager)).toBe('no');
  });

  it('leaves a searched list to the server, unless the filter already rules the conversation out', () => {
    expect(listMatch(conversation(at), query({}, 'ana'), me)).toBe('unknown');
    expect(listMatch(conversation(at, { status: 'CLOSED' }), query({}, 'ana'), me)).toBe('no');
  });

  it("never puts another channel's conversation in the list", () => {
    expect(listMatch(conversation(at, { channelId: colleague }), query(), me)).toBe('no');
  });
});
