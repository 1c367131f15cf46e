import type { QuickReply } from '@parley/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { i18n, initI18n } from '../../../lib/i18n';
import { QuickReplyForm } from './quick-reply-form';

const channelId = '00000000-0000-4000-8000-000000000001';
const listPath = `/dashboard/channels/${channelId}/quickreply`;

const saved: QuickReply = {
  quickReplyId: '00000000-0000-4000-8000-000000000002',
  channelId,
  shortName: 'closed',
  replyMessage: 'We are closed, back at 9.',
  options: ['Call me', 'Email me'],
  enabled: true,
  timeRestriction: { enabled: true, startTime: '18:00', endTime: '09:00' },
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function renderForm(quickReply?: QuickReply) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/form']}>
        <ToastProvider>
          <Routes>
            <Route path="/form" element={<QuickReplyForm channelId={channelId} quickReply={quickReply} />} />
            <Route path={listPath} element={<p>quick replies list</p>} />
          </Routes>
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function type(input: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value } });
  });
}

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('QuickReplyForm', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['quick-replies', 'templates']);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('asks for a reply message before saving, and counts its characters', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderForm();
    await click(screen.getByTestId('save-quick-reply'));
    expect(screen.getByText('Reply message is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    await type(input('reply-message'), 'Hello there');
    expect(screen.queryByText('Reply message is required')).toBeNull();
    expect(screen.getByTestId('reply-message-count').textContent).toBe('11/1024');
  });

  it('shows on the short name field that another quick reply of the channel has it', async () => {
    const message = 'Another quick reply of this channel already has this short name';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json(
        { code: 'QUICK_REPLY_SHORT_NAME_TAKEN', message, details: [{ path: 'shortName', message }] },
        { status: 409 },
      ),
    );
    renderForm();
    await click(screen.getByTestId('save-quick-reply'));
    expect(screen.getByText('Short name is required')).toBeTruthy();

    await type(input('short-name'), 'hours');
    await type(input('reply-message'), 'We open at nine');
    await click(screen.getByTestId('save-quick-reply'));
    const field = input('short-name').closest('.MuiFormControl-root') as HTMLElement;
    expect(within(field).getByText(message)).toBeTruthy();
    expect(screen.queryByText('quick replies list')).toBeNull();
  });

  it('offers at most three options, refuses empty or repeated ones, and previews them as buttons', async () => {
    renderForm();
    await type(input('reply-message'), 'How can we help?');
    const add = screen.getByTestId('add-option') as HTMLButtonElement;
    await click(add);
    await click(add);
    await click(add);
    expect(screen.getAllByTestId('option-editor')).toHaveLength(3);
    expect(add.disabled).toBe(true);
    expect(screen.getByTestId('options-count').textContent).toBe('3/3 options');

    await type(input('option-0'), 'Sales');
    await type(input('option-1'), 'Sales');
    await click(screen.getByTestId('save-quick-reply'));
    expect(screen.getByText('Option text is required')).toBeTruthy();
    expect(screen.getByText('Options must differ from each other')).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Remove option 3' }));
    await type(input('option-1'), 'Support');
    expect(screen.queryByText('Options must differ from each other')).toBeNull();
    expect(add.disabled).toBe(false);
    const preview = within(screen.getByRole('region', { name: /preview/i }));
    expect(preview.getAllByTestId('template-button').map((button) => button.textContent)).toEqual([
      'Sales',
      'Support',
    ]);
  });

  it('says when the hours span midnight, and refuses an end equal to the start', async () => {
    renderForm();
    await click(screen.getByTestId('time-restriction-switch').querySelector('input') as HTMLElement);
    expect(screen.getByTestId('time-restriction-hint').textContent).toContain(
      'An end before the start spans midnight',
    );

    await type(input('start-time'), '22:00');
    await type(input('end-time'), '06:00');
    expect(screen.getByTestId('time-restriction-hint').textContent).toContain(
      'the next day (spans midnight)',
    );

    await type(input('end-time'), '22:00');
    expect(screen.getByText('The end time must differ from the start time')).toBeTruthy();
  });

  it('saves a quick reply under its id, says so and goes back to the list', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(saved));
    renderForm(saved);
    expect(input('reply-message').value).toBe(saved.replyMessage);
    await type(input('option-1'), 'Text me');
    await click(screen.getByTestId('save-quick-reply'));

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`/api/v1/quick-replies/${saved.quickReplyId}`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({
      shortName: 'closed',
      replyMessage: saved.replyMessage,
      options: ['Call me', 'Text me'],
      enabled: true,
      timeRestriction: saved.timeRestriction,
    });
    expect((await screen.findByTestId('toast')).textContent).toBe('Quick Reply Updated');
    expect(screen.getByText('quick replies list')).toBeTruthy();
  });
});
