import { cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './toast-provider';

afterEach(cleanup);

function Says({ what }: { what: (toast: ReturnType<typeof useToast>) => void }) {
  const toast = useToast();
  useEffect(() => what(toast), [toast, what]);
  return null;
}

describe('ToastProvider', () => {
  it('shows the latest notification', async () => {
    render(
      <ToastProvider>
        <Says
          what={(toast) => {
            toast.error('Failed to fetch users');
            toast.success('Saved');
          }}
        />
      </ToastProvider>,
    );
    expect(await screen.findByText('Saved', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Failed to fetch users')).toBeNull();
  });

  it('keeps why the session ended over what the open pages say as their requests fail', async () => {
    render(
      <ToastProvider>
        <Says
          what={(toast) => {
            toast.sessionEnded('Your account is blocked. Please contact support.');
            toast.error('Failed to fetch users');
          }}
        />
      </ToastProvider>,
    );
    expect(
      await screen.findByText('Your account is blocked. Please contact support.', undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    expect(screen.queryByText('Failed to fetch users')).toBeNull();
  });
});
