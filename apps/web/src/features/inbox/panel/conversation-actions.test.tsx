import type { Conversation } from '@parley/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { i18n, initI18n } from '../../../lib/i18n';
import { inboxKeys } from '../query-keys';
import { conversation as conversationAt } from '../testing/fixtures';
import { ConversationActions } from './conversation-actions';

const conversation = conversationAt('2026-01-01T10:00:00.000Z');
const agent = {
  userId: '00000000-0000-4000-8000-0000000000aa',
  name: 'Bo Agent',
  roleName: 'agent',
  isAvailable: true,
};

/** The server: agents, and a conversation answered as the change makes it. */
function serve() {
  const changes: { method: string; path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const path = String(url);
    if (method === 'GET' && path === '/api/v1/agents') return Response.json({ data: [agent] });
    const body = JSON.parse(String(init?.body ?? '{}'));
    changes.push({ method, path, body });
    if (path.endsWith('/block')) return Response.json({ ...conversation, isBlocked: body.isBlocked });
    if (path.endsWith('/agent'))
      return Response.json({ ...conversation, assignedAgentId: agent.userId, assignedAgentName: agent.name });
    return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  return changes;
}

function renderActions() {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ConversationActions conversation={conversation} compact />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const cached = (queryClient: QueryClient) =>
  queryClient.getQueryData<Conversation>(inboxKeys.conversation(conversation.conversationId));

describe('ConversationActions', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['inbox-panel', 'components']);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('blocks only after the confirmation, and keeps the answered conversation', async () => {
    const changes = serve();
    const queryClient = renderActions();
    await click(screen.getByTestId('conversation-more'));
    await click(screen.getByTestId('toggle-block'));
    expect(changes).toEqual([]);
    expect(screen.getByText('Block this conversation?')).toBeTruthy();

    await click(screen.getByTestId('confirm'));
    expect(changes).toEqual([
      {
        method: 'PATCH',
        path: `/api/v1/conversations/${conversation.conversationId}/block`,
        body: { isBlocked: true },
      },
    ]);
    expect((await screen.findByTestId('toast')).textContent).toBe('Conversation blocked successfully');
    expect(cached(queryClient)?.isBlocked).toBe(true);
  });

  it('assigns the conversation to the agent picked from the menu', async () => {
    const changes = serve();
    const queryClient = renderActions();
    await click(screen.getByTestId('assign-agent'));
    await click(await screen.findByTestId('agent-option'));

    expect(changes).toEqual([
      {
        method: 'PUT',
        path: `/api/v1/conversations/${conversation.conversationId}/agent`,
        body: { assignedAgentId: agent.userId, assignedAgentName: agent.name },
      },
    ]);
    expect((await screen.findByTestId('toast')).textContent).toBe('Agent assigned successfully');
    expect(cached(queryClient)?.assignedAgentName).toBe(agent.name);
  });
});
