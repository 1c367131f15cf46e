import { templateConfig } from '@parley/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { i18n, initI18n } from '../../../lib/i18n';
import { TemplateBuilder } from './template-builder';

function renderBuilder() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ToastProvider>
          <TemplateBuilder channelId="00000000-0000-4000-8000-000000000001" />
        </ToastProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Types into a field and lets the form's checks settle. */
async function type(input: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value } });
  });
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe('TemplateBuilder', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['template-builder', 'templates']);
  });
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ ...templateConfig, lastUsedLanguage: null }),
    );
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('checks the name against the provider’s rule as it is typed', async () => {
    renderBuilder();
    await type(input('template-name-field'), 'Spring Sale!');
    expect(screen.getByText('Use lowercase letters, digits and underscores only')).toBeTruthy();
    await type(input('template-name-field'), 'spring_sale');
    expect(screen.queryByText('Use lowercase letters, digits and underscores only')).toBeNull();
  });

  it('inserts the next variable at the caret, asks for its example and previews it', async () => {
    renderBuilder();
    const body = input('body-text');
    await type(body, 'Hi , your order is ready');
    body.setSelectionRange(3, 3);
    await act(async () => fireEvent.click(screen.getByTestId('body-add-variable')));

    expect(body.value).toBe('Hi {{1}}, your order is ready');
    expect(screen.getByText('Enter an example value for each variable')).toBeTruthy();
    await type(screen.getByLabelText(/Example for \{\{1\}\}/), 'Ada');
    expect(screen.queryByText('Enter an example value for each variable')).toBeNull();
    expect(screen.getByTestId('message-body').textContent).toBe('Hi Ada, your order is ready');

    await act(async () => fireEvent.click(screen.getByTestId('body-add-variable')));
    expect(body.value).toBe('Hi {{1}}{{2}}, your order is ready');
    expect(screen.getAllByLabelText(/Example for/)).toHaveLength(2);
  });

  it('stops offering a kind of button at the provider’s count, and says why', async () => {
    renderBuilder();
    const addWebsite = screen.getByTestId('buttons-add-URL') as HTMLButtonElement;
    await act(async () => fireEvent.click(addWebsite));
    expect(addWebsite.disabled).toBe(false);
    await type(screen.getByLabelText(/Button text/), 'Shop');
    await act(async () => fireEvent.click(addWebsite));

    expect(screen.getAllByTestId('button-editor')).toHaveLength(2);
    expect(screen.getAllByLabelText(/Button text/).map((field) => (field as HTMLInputElement).value)).toEqual(
      ['Shop', ''],
    );
    expect(addWebsite.disabled).toBe(true);
    expect((screen.getByTestId('buttons-add-QUICK_REPLY') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText(/At most 10 buttons: 2 websites/)).toBeTruthy();
  });

  it('turns into a carousel of two cards, in the editor and in the preview', async () => {
    renderBuilder();
    await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Template type' })));
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Carousel' })));

    expect(screen.getAllByTestId('card-editor')).toHaveLength(2);
    expect(screen.queryByTestId('buttons-add-URL')).toBeNull();
    const preview = within(screen.getByRole('list', { name: 'Carousel cards' }));
    expect(preview.getAllByRole('listitem')).toHaveLength(2);

    await act(async () => fireEvent.click(screen.getByTestId('add-card')));
    expect(screen.getAllByTestId('card-editor')).toHaveLength(3);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove card 1' })));
    expect(screen.getAllByTestId('card-editor')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Remove card 1' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
