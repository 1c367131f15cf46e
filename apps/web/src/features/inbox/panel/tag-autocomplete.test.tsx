import type { Conversation, Tag } from '@parley/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { i18n, initI18n } from '../../../lib/i18n';
import { inboxKeys } from '../query-keys';
import { TagAutocomplete } from './tag-autocomplete';

const vip: Tag = { id: '00000000-0000-4000-8000-0000000000a1', tagName: 'VIP' };
const created: Tag = { id: '00000000-0000-4000-8000-0000000000a2', tagName: 'Gold' };

const conversation: Conversation = {
  conversationId: '00000000-0000-4000-8000-000000000001',
  channelId: '00000000-0000-4000-8000-000000000002',
  contact: { contactId: '00000000-0000-4000-8000-000000000003', phone: '+14155550123', name: 'Ada' },
  status: 'OPEN',
  isBlocked: false,
  assignedAgentId: null,
  assignedAgentName: null,
  tags: [],
  lastMessage: null,
  lastMessageAt: '2026-01-01T00:00:00.000Z',
  lastInboundAt: null,
  windowRemainingMs: 0,
  inboundUnreadMessages: 0,
};

/** The server's answers, by method and path; answers the changes asked for so far. */
function serve() {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const path = String(url);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    if (method === 'GET' && path === '/api/v1/tags') return Response.json({ data: [vip] });
    if (method === 'POST' && path === '/api/v1/tags') return Response.json(created);
    if (method === 'POST' && path === '/api/v1/conversation-tags') {
      const tag = body.tagId === vip.id ? vip : created;
      return Response.json({
        conversationTagId: '00000000-0000-4000-8000-0000000000c1',
        tagId: tag.id,
        tagName: tag.tagName,
      });
    }
    return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  return () => calls.filter((call) => call.method !== 'GET');
}

async function renderAutocomplete({ canCreate = true } = {}) {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <TagAutocomplete conversation={conversation} canCreate={canCreate} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  await screen.findByTestId('tag-input');
  return queryClient;
}

async function typeAndPick(text: string, optionTestId: string) {
  await act(async () => {
    fireEvent.change(screen.getByTestId('tag-input'), { target: { value: text } });
  });
  const option = await screen.findByTestId(optionTestId);
  await act(async () => fireEvent.click(option));
}

async function typeAndPressEnter(text: string) {
  const input = screen.getByTestId('tag-input');
  await act(async () => {
    fireEvent.change(input, { target: { value: text } });
  });
  await screen.findByTestId('create-tag-option');
  await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
}

describe('TagAutocomplete', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces('inbox-panel');
  });
  let changes: () => { method: string; path: string; body: unknown }[];
  beforeEach(() => {
    changes = serve();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('creates a tag by a new name with Enter too', async () => {
    await renderAutocomplete();
    await typeAndPressEnter('Gold');

    await vi.waitFor(() => expect(changes()).toHaveLength(2));
    expect(changes()[0]).toEqual({ method: 'POST', path: '/api/v1/tags', body: { tagName: 'Gold' } });
  });

  it('creates a tag by a new name, then puts it on the conversation', async () => {
    const queryClient = await renderAutocomplete();
    await typeAndPick('Gold', 'create-tag-option');

    await vi.waitFor(() => expect(changes()).toHaveLength(2));
    expect(changes()).toEqual([
      { method: 'POST', path: '/api/v1/tags', body: { tagName: 'Gold' } },
      {
        method: 'POST',
        path: '/api/v1/conversation-tags',
        body: { conversationId: conversation.conversationId, tagId: created.id },
      },
    ]);
    await vi.waitFor(() =>
      expect(
        queryClient.getQueryData<Conversation>(inboxKeys.conversation(conversation.conversationId))?.tags,
      ).toEqual([expect.objectContaining({ tagId: created.id, tagName: 'Gold' })]),
    );
    expect((await screen.findByTestId('toast')).textContent).toBe('Tag assigned successfully');
  });

  it('puts an existing tag on without creating it again, whatever the letter case typed', async () => {
    await renderAutocomplete();
    expect(screen.queryByTestId('create-tag-option')).toBeNull();
    await typeAndPick('vip', 'tag-option');

    await vi.waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]).toEqual({
      method: 'POST',
      path: '/api/v1/conversation-tags',
      body: { conversationId: conversation.conversationId, tagId: vip.id },
    });
    expect((await screen.findByTestId('toast')).textContent).toBe('Tag assigned successfully');
  });

  it('offers no new tag to a role that may not create tags, only the existing ones', async () => {
    await renderAutocomplete({ canCreate: false });
    await act(async () => {
      fireEvent.change(screen.getByTestId('tag-input'), { target: { value: 'Gold' } });
    });
    expect(await screen.findByText('No tag by that name. A manager can create it.')).toBeTruthy();
    expect(screen.queryByTestId('create-tag-option')).toBeNull();
  });
});
