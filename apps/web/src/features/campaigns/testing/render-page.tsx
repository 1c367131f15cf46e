import type { Campaign, CampaignCounts, CurrentUser, RoleName } from '@parley/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { accessToken } from '../../../lib/access-token';
import { getCurrentUserQueryOptions } from '../../auth/api';
import { SessionProvider } from '../../auth/session';

export const channelId = '00000000-0000-4000-8000-00000000c0de';
let sequence = 0;
export const testId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export const counts = (change: Partial<CampaignCounts> = {}): CampaignCounts => ({
  total: 0,
  queued: 0,
  sent: 0,
  delivered: 0,
  read: 0,
  replied: 0,
  failed: 0,
  unknown: 0,
  canceled: 0,
  ...change,
});

export function campaign(change: Partial<Campaign> = {}): Campaign {
  return {
    campaignId: testId(),
    campaignName: 'Spring sale',
    type: 'standard',
    channelId,
    channelGroupId: null,
    platform: 'cloud',
    channel: { channelId, displayName: 'Flower shop', phoneNumber: '+15550100000' },
    template: { templateId: testId(), name: 'spring_offer', language: 'en_US', category: 'MARKETING' },
    status: 'running',
    statusReason: null,
    scheduleTime: '2026-03-01T09:00:00.000Z',
    dailyLimit: null,
    campaignMessageCount: 100,
    counts: counts({ total: 100, queued: 10, sent: 90, delivered: 80, read: 40, replied: 5, failed: 2 }),
    parentCampaignId: null,
    createdBy: null,
    createdAt: '2026-02-28T09:00:00.000Z',
    startedAt: '2026-03-01T09:00:00.000Z',
    finishedAt: null,
    ...change,
  };
}

/** A call the screen made, as the server saw it. */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The server: `answer` gives each call's response (undefined: 404). Every call is recorded.
 * Files come back as a blob with a name, as the report and stats routes stream them.
 */
export function serve(answer: (call: Call) => Response | undefined): Call[] {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    const call = {
      method: init?.method ?? 'GET',
      path: String(url),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return answer(call) ?? Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  return calls;
}

const user = (roleName: RoleName): CurrentUser => ({
  userId: testId(),
  firstName: 'Ada',
  lastName: 'Manager',
  userName: 'ada',
  emailAddress: 'ada@example.com',
  contactNumber: '+15550100001',
  roleName,
  account: { accountId: testId(), accountName: 'Flowers', isActive: true },
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** A signed-in user of `roleName` on `path`, with `routes` (path → page) as the app has them. */
export function renderPage(path: string, routes: Record<string, ReactNode>, roleName: RoleName = 'manager') {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }));
  accessToken.set(`header.${payload}.signature`);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(getCurrentUserQueryOptions().queryKey, user(roleName));
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
