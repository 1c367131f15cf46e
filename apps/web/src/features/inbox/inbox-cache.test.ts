import type { Conversation } from '@parley/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type ConversationPages, conversationsOf, type MessagePages, messagesOf } from './conversation-cache';
import { conversationsQuery, defaultConversationFilter } from './conversation-filter';
import { applyConversation, applyMessage, applyMessageStatus } from './inbox-cache';
import { inboxKeys } from './query-keys';
import { channelId, conversation, me, message, pages } from './testing/fixtures';

const openView = inboxKeys.conversationList(conversationsQuery(channelId, defaultConversationFilter, ''));
const closedView = inboxKeys.conversationList(
  conversationsQuery(channelId, { ...defaultConversationFilter, status: 'CLOSED' }, ''),
);
const searched = inboxKeys.conversationList(conversationsQuery(channelId, defaultConversationFilter, 'ana'));
const listed = (client: QueryClient, key: readonly unknown[]) =>
  conversationsOf(client.getQueryData<ConversationPages>(key)).map((item) => item.conversationId);

function clientWith(...lists: [readonly unknown[], Conversation[]][]) {
  const client = new QueryClient();
  for (const [key, items] of lists) client.setQueryData(key, pages(items));
  return client;
}

describe('applyConversation', () => {
  const older = conversation('2026-05-24T09:00:00.000Z');

  it('moves a closed conversation from the OPEN view to the CLOSED one, and updates its own entry', () => {
    const open = conversation('2026-05-24T10:00:00.000Z');
    const client = clientWith([openView, [open, older]], [closedView, []]);
    const closed = { ...open, status: 'CLOSED' as const };

    applyConversation(client, closed, me);

    expect(listed(client, openView)).toEqual([older.conversationId]);
    expect(listed(client, closedView)).toEqual([open.conversationId]);
    expect(client.getQueryData(inboxKeys.conversation(open.conversationId))).toEqual(closed);
  });

  it('puts a conversation with a new message at the top, and marks a searched list for the server', () => {
    const client = clientWith([openView, [older]], [searched, [older]]);
    const newcomer = conversation('2026-05-24T11:00:00.000Z');

    applyConversation(client, newcomer, me);

    expect(listed(client, openView)).toEqual([newcomer.conversationId, older.conversationId]);
    expect(client.getQueryState(searched)?.isInvalidated).toBe(true);
    expect(client.getQueryState(openView)?.isInvalidated).toBe(false);
  });

  it('replaces a fetch begun before the change by one that reads it, so the late answer is not kept', async () => {
    const before = conversation('2026-05-24T10:00:00.000Z');
    const key = inboxKeys.conversation(before.conversationId);
    const client = clientWith();
    client.setQueryData(key, before);
    const answers: ((answer: Conversation) => void)[] = [];
    const fetching = client.fetchQuery({
      queryKey: key,
      queryFn: () => new Promise<Conversation>((resolve) => answers.push(resolve)),
      staleTime: 0,
    });
    const tagged = {
      ...before,
      tags: [
        {
          conversationTagId: '7d4f3b2a-1c5e-4f6a-9b8c-0d1e2f3a4b5c',
          tagId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
          tagName: 'priority',
        },
      ],
    };

    applyConversation(client, tagged, me);
    expect(answers).toHaveLength(2);
    answers[0]?.(before);
    answers[1]?.(tagged);
    await fetching.catch(() => undefined);

    expect(client.getQueryData(key)).toEqual(tagged);
  });
});

describe('applyMessage and applyMessageStatus', () => {
  it('add a message to a loaded thread and move its ticks on', () => {
    const sent = message('2026-05-24T10:00:00.000Z', { direction: 'outbound', status: 'queued' });
    const key = inboxKeys.messages(sent.conversationId);
    const client = new QueryClient();
    client.setQueryData(key, pages([]));

    applyMessage(client, sent);
    applyMessageStatus(client, sent.conversationId, {
      messageId: sent.messageId,
      status: 'delivered',
      statusAt: '2026-05-24T10:00:05.000Z',
      error: null,
    });

    expect(messagesOf(client.getQueryData<MessagePages>(key)).map((item) => item.status)).toEqual([
      'delivered',
    ]);
  });

  it('leave a thread that is not loaded alone', () => {
    const client = new QueryClient();
    const received = message('2026-05-24T10:00:00.000Z');
    applyMessage(client, received);
    expect(client.getQueryData(inboxKeys.messages(received.conversationId))).toBeUndefined();
  });
});
