import type { ConversationNote } from '@parley/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { i18n, initI18n } from '../../../lib/i18n';
import { NotesSection } from './notes-section';

const conversationId = '00000000-0000-4000-8000-000000000001';
const note = (text: string, at: string): ConversationNote => ({
  conversationNoteId: `00000000-0000-4000-8000-0000000000${at.slice(14, 16)}`,
  conversationId,
  note: text,
  author: { userId: '00000000-0000-4000-8000-0000000000aa', name: 'Maya Fischer' },
  createdAt: at,
  updatedAt: at,
});

/** The notes endpoint over a list that a POST adds to; answers what was posted. */
function serve(notes: ConversationNote[]) {
  const posted: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posted.push(body);
      const added = note(body.note, '2026-01-01T10:59:00.000Z');
      notes.push(added);
      return Response.json(added);
    }
    expect(String(url)).toBe(`/api/v1/notes?conversationId=${conversationId}`);
    return Response.json({ data: notes });
  });
  return posted;
}

function renderNotes() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <NotesSection conversationId={conversationId} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('NotesSection', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['inbox-panel', 'components']);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the newest note first, with its author', async () => {
    serve([
      note('Called back', '2026-01-01T10:01:00.000Z'),
      note('Sent the invoice', '2026-01-01T10:02:00.000Z'),
    ]);
    renderNotes();
    const texts = await screen.findAllByTestId('note-text');
    expect(texts.map((text) => text.textContent)).toEqual(['Sent the invoice', 'Called back']);
    expect(screen.getAllByText('Maya Fischer')).toHaveLength(2);
  });

  it('asks for a text before adding a note, then adds it and empties the box', async () => {
    const posted = serve([]);
    renderNotes();
    await screen.findByText('No notes yet.');
    const input = screen.getByTestId('note-input') as HTMLTextAreaElement;

    await act(async () => fireEvent.change(input, { target: { value: '   ' } }));
    await act(async () => fireEvent.click(screen.getByTestId('save-note')));
    expect(screen.getByText('Note is required')).toBeTruthy();
    expect(posted).toEqual([]);

    await act(async () => fireEvent.change(input, { target: { value: 'Promised a refund' } }));
    await act(async () => fireEvent.click(screen.getByTestId('save-note')));
    expect(posted).toEqual([{ conversationId, note: 'Promised a refund' }]);
    expect((await screen.findByTestId('toast')).textContent).toBe('Note added successfully');
    expect((await screen.findByTestId('note-text')).textContent).toBe('Promised a refund');
    expect(input.value).toBe('');
  });
});
