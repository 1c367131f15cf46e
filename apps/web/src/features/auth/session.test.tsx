import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../components/toast/toast-provider';
import { i18n, initI18n } from '../../lib/i18n';
import { SessionProvider } from './session';

const showSession = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <SessionProvider>
          <main />
        </SessionProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );

describe('SessionProvider', () => {
  beforeAll(async () => {
    await initI18n();
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    vi.useRealTimers();
  });

  it('says why the session ended on the page loaded next, when the one that ended it was left before saying so', async () => {
    sessionStorage.setItem('parley.sessionEndedBecause', 'ACCOUNT_BLOCKED');
    showSession();
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'Your account is blocked. Please contact support.',
    );
  });

  it('says it once: a later page finds nothing to say', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStorage.setItem('parley.sessionEndedBecause', 'ACCOUNT_BLOCKED');
    showSession();
    await screen.findByTestId('toast');
    await vi.advanceTimersByTimeAsync(3000);
    expect(sessionStorage.getItem('parley.sessionEndedBecause')).toBeNull();
  });
});
