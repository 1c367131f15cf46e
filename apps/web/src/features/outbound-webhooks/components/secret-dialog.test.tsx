import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { i18n, initI18n } from '../../../lib/i18n';
import { SecretDialog } from './secret-dialog';

const shown = { url: 'https://crm.example.com/parley', secret: 'whsec_0123456789abcdef0123456789abcdef' };

describe('SecretDialog', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['outbound-webhooks']);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the secret once, with a warning, and copies it to the clipboard', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    const onClose = vi.fn();
    render(
      <ToastProvider>
        <SecretDialog shown={shown} onClose={onClose} />
      </ToastProvider>,
    );

    expect(screen.getByTestId('webhook-secret').textContent).toBe(shown.secret);
    expect(screen.getByText(/shows it only this once/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('copy-secret')));
    expect(writeText).toHaveBeenCalledWith(shown.secret);
    expect((await screen.findByTestId('toast')).textContent).toBe('Secret copied');
    await act(async () => fireEvent.click(screen.getByTestId('secret-done')));
    expect(onClose).toHaveBeenCalled();
  });

  it('says how to copy it by hand when the clipboard refuses', async () => {
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({
      writeText: vi.fn().mockRejectedValue(new Error('denied')),
    } as unknown as Clipboard);
    render(
      <ToastProvider>
        <SecretDialog shown={shown} onClose={() => {}} />
      </ToastProvider>,
    );
    await act(async () => fireEvent.click(screen.getByTestId('copy-secret')));
    expect((await screen.findByTestId('toast')).textContent).toContain('copy it by hand');
  });
});
