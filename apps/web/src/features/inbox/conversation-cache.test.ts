import type { Conversation, Message } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import {
  conversationsOf,
  messagesOf,
  nextPage,
  placeConversation,
  withMessage,
  withMessageStatus,
} from './conversation-cache';
import { conversation, message, pages } from './testing/fixtures';

const minutes = (minute: number) => `2026-05-24T10:${String(minute).padStart(2, '0')}:00.000Z`;
const ids = (list: Conversation[]) => list.map((item) => item.conversationId);

describe('nextPage', () => {
  it('ends the list at a page shorter than the page size', () => {
    expect(nextPage({ data: [1, 2, 3] }, 3, 1)).toBe(2);
    expect(nextPage({ data: [1, 2] }, 3, 4)).toBeUndefined();
    expect(nextPage({ data: [] }, 3, 1)).toBeUndefined();
  });
});

describe('placeConversation', () => {
  const a = conversation(minutes(50));
  const b = conversation(minutes(40));
  const c = conversation(minutes(30));
  const d = conversation(minutes(20));
  const full = pages([a, b], [c, d]);

  it('moves a conversation with a new message to the top', () => {
    const moved = { ...c, lastMessageAt: minutes(55) };
    const change = placeConversation(full, moved, true, 2);
    expect(ids(conversationsOf(change.data))).toEqual(ids([moved, a, b, d]));
    expect(change.refetch).toBe(false);
  });

  it('inserts a new conversation in its place and replaces a changed one where it is', () => {
    const newcomer = conversation(minutes(35));
    expect(ids(conversationsOf(placeConversation(full, newcomer, true, 2).data))).toEqual(
      ids([a, b, newcomer, c, d]),
    );
    const read = { ...b, inboundUnreadMessages: 0 };
    expect(conversationsOf(placeConversation(full, read, true, 2).data)[1]).toBe(read);
  });

  it('leaves one older than everything loaded to the next page, but appends it to a complete list', () => {
    const old = conversation(minutes(1));
    expect(ids(conversationsOf(placeConversation(full, old, true, 2).data))).toEqual(ids([a, b, c, d]));
    expect(ids(conversationsOf(placeConversation(pages([a, b], [c]), old, true, 2).data))).toEqual(
      ids([a, b, c, old]),
    );
  });

  it('takes out a conversation that no longer matches, and fetches a list with more pages again', () => {
    const removed = placeConversation(full, b, false, 2);
    expect(ids(conversationsOf(removed.data))).toEqual(ids([a, c, d]));
    expect(removed.refetch).toBe(true);
    const fromComplete = placeConversation(pages([a, b], [c]), b, false, 2);
    expect(ids(conversationsOf(fromComplete.data))).toEqual(ids([a, c]));
    expect(fromComplete.refetch).toBe(false);
  });

  it('changes nothing for a conversation that was not there and does not match', () => {
    const change = placeConversation(full, conversation(minutes(59)), false, 2);
    expect(ids(conversationsOf(change.data))).toEqual(ids([a, b, c, d]));
    expect(change.refetch).toBe(false);
  });
});

describe('conversationsOf', () => {
  it('shows a conversation met on two pages once, in its most recent place', () => {
    const a = conversation(minutes(50));
    const b = conversation(minutes(40));
    expect(ids(conversationsOf(pages([a, b], [b])))).toEqual(ids([a, b]));
  });
});

describe('messagesOf', () => {
  it('puts the oldest message first, older pages above, each message once', () => {
    const [m1, m2, m3, m4] = [1, 2, 3, 4].map((minute) => message(minutes(minute))) as [
      Message,
      Message,
      Message,
      Message,
    ];
    const thread = messagesOf(pages([m4, m3], [m3, m2, m1]));
    expect(thread.map((item) => item.sentAt)).toEqual([1, 2, 3, 4].map(minutes));
  });
});

describe('withMessage', () => {
  it('adds a new message at the bottom of the thread', () => {
    const older = message(minutes(1));
    const newer = message(minutes(2));
    expect(messagesOf(withMessage(pages([older]), newer))).toEqual([older, newer]);
  });

  it('keeps the copy it has when the send answer and the realtime event bring the same message', () => {
    const sent = message(minutes(1), { direction: 'outbound', status: 'delivered' });
    const data = pages([sent]);
    expect(withMessage(data, { ...sent, status: 'queued' })).toBe(data);
  });
});

describe('withMessageStatus', () => {
  const sent = message(minutes(1), { direction: 'outbound', status: 'sent' });
  const change = (status: 'delivered' | 'read' | 'failed') => ({
    messageId: sent.messageId,
    status,
    statusAt: minutes(2),
    error: status === 'failed' ? { code: 131047, title: 'Re-engagement message' } : null,
  });
  const after = (...statuses: ('delivered' | 'read' | 'failed')[]) =>
    messagesOf(statuses.reduce((data, status) => withMessageStatus(data, change(status)), pages([sent])))[0];

  it('moves the ticks forward and records the reason of a failure', () => {
    expect(after('delivered', 'read')?.status).toBe('read');
    expect(after('failed')?.error?.title).toBe('Re-engagement message');
  });

  it('never moves them back', () => {
    expect(after('read', 'delivered')?.status).toBe('read');
    expect(after('delivered', 'failed')?.status).toBe('delivered');
  });
});
