import type { CurrentUser, RoleName } from '@parley/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ToastProvider } from '../components/toast/toast-provider';
import { getCurrentUserQueryOptions } from '../features/auth/api';
import { SessionProvider } from '../features/auth/session';
import { accessToken } from '../lib/access-token';

/** The signed-in user of the screens under test: Maya of the Flowers account. */
export const testUser = {
  userId: '00000000-0000-4000-8000-000000000009',
  accountId: '00000000-0000-4000-8000-000000000008',
};

/**
 * Renders the app's `routes` (path pattern → page) at the address `path` for Maya, signed in with
 * `roleName`, inside the providers the app gives every screen. Answers the query client.
 */
export function renderSignedIn({
  path,
  routes,
  roleName,
}: {
  path: string;
  routes: Record<string, ReactNode>;
  roleName: RoleName;
}) {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }));
  accessToken.set(`header.${payload}.signature`);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(getCurrentUserQueryOptions().queryKey, {
    userId: testUser.userId,
    firstName: 'Maya',
    lastName: 'Fischer',
    userName: 'maya',
    emailAddress: 'maya@example.com',
    contactNumber: '+15550100001',
    roleName,
    account: { accountId: testUser.accountId, accountName: 'Flowers', isActive: true },
    createdAt: '2026-01-01T00:00:00.000Z',
  } satisfies CurrentUser);
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <SessionProvider>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              {Object.entries(routes).map(([route, element]) => (
                <Route key={route} path={route} element={element} />
              ))}
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}
