import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { type ServedCall as Call, serve } from '../../../test/fake-server';
import { renderSignedIn } from '../../../test/signed-in';
import { campaign, counts } from '../testing/campaign-fixtures';
import CampaignsPage from './campaigns-page';

const spring = campaign({ campaignName: 'Spring sale' });
const summer = campaign({
  campaignName: 'Summer sale',
  status: 'completed',
  counts: counts({ total: 50, sent: 50, delivered: 45, read: 30, failed: 1 }),
});
const list = () => Response.json({ data: [spring, summer], totalRecords: 2 });

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const listCalls = (calls: Call[]) => calls.filter((call) => call.path.startsWith('/api/v1/campaigns?'));
const showList = () =>
  renderSignedIn({
    path: '/dashboard/broadcast/list',
    routes: { '/dashboard/broadcast/list': <CampaignsPage /> },
    roleName: 'manager',
  });

describe('CampaignsPage', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['campaigns', 'contacts', 'components', 'channels']);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("shows the spec's columns and each campaign's name, id, status and counts", async () => {
    serve(({ path }) => (path.startsWith('/api/v1/campaigns?') ? list() : undefined));
    showList();
    const rows = await screen.findAllByTestId('campaign-row');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Select the campaigns of this page for stats',
      'Campaign Id',
      'Platform',
      'Channel',
      'Message Status',
      'Details',
      'Download Report',
      'Download Stats',
      'Refresh',
    ]);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByTestId('campaign-name').textContent).toBe('Spring sale');
    expect(first.getByText(spring.campaignId)).toBeTruthy();
    expect(first.getByTestId('campaign-status').textContent).toBe('Running');
    expect(first.getByTestId('campaign-counts').textContent).toContain('Delivered 80');
    expect(first.getByTestId('campaign-details').getAttribute('href')).toBe(
      `/dashboard/broadcast/${spring.channelId}/${spring.campaignId}`,
    );
  });

  it('asks the server for whole days of the schedule time and for the name searched', async () => {
    const calls = serve(({ path }) => (path.startsWith('/api/v1/campaigns?') ? list() : undefined));
    showList();
    await screen.findAllByTestId('campaign-row');
    await act(async () => {
      fireEvent.change(screen.getByTestId('filter-from'), { target: { value: '2026-03-01' } });
    });
    await act(async () => {
      fireEvent.change(screen.getByPlaceholderText('Search by campaign name'), { target: { value: 'sale' } });
      await new Promise((resolve) => setTimeout(resolve, 350));
    });
    const query = new URLSearchParams(listCalls(calls).at(-1)?.path.split('?')[1]);
    expect(query.get('campaignName')).toBe('sale');
    expect(query.get('from')).toBe(new Date(2026, 2, 1).toISOString());
    expect(query.get('page')).toBe('1');
  });

  it("adds the picked campaigns' recipients up and downloads their stats", async () => {
    const calls = serve(({ path }) => {
      if (path.startsWith('/api/v1/campaigns?')) return list();
      if (path === '/api/v1/campaigns/stats')
        return Response.json({
          data: [spring, summer].map(({ campaignId, campaignName, counts }) => ({
            campaignId,
            campaignName,
            counts,
          })),
        });
      if (path.startsWith('/api/v1/campaigns/stats/download'))
        return new Response('campaign,sent', {
          headers: { 'content-disposition': 'attachment; filename="stats.csv"' },
        });
    });
    showList();
    await screen.findAllByTestId('campaign-row');
    await click(screen.getByRole('checkbox', { name: 'Select the campaigns of this page for stats' }));
    expect((await screen.findByTestId('stats-summary')).textContent).toBe(
      '150 recipients · 140 sent · 125 delivered · 70 read · 3 failed',
    );
    await click(screen.getByRole('checkbox', { name: 'Select Summer sale for stats' }));
    expect(screen.getByTestId('selection-bar').textContent).toContain('Selected: 1');

    await click(screen.getByTestId('download-selected-stats'));
    await click(screen.getByTestId('download-selected-stats-csv'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Downloading');
    expect(calls.find((call) => call.path.startsWith('/api/v1/campaigns/stats/download'))).toEqual({
      method: 'POST',
      path: '/api/v1/campaigns/stats/download?format=csv',
      body: { campaignIds: [spring.campaignId] },
    });
  });

  it("says so in the spec's words when the report cannot be fetched", async () => {
    serve(({ path }) => {
      if (path.startsWith('/api/v1/campaigns?')) return list();
      if (path.includes('/report')) return Response.json({ message: 'boom' }, { status: 500 });
    });
    showList();
    const rows = await screen.findAllByTestId('campaign-row');
    await click(within(rows[0] as HTMLElement).getByTestId('download-report'));
    await click(screen.getByTestId('download-report-xlsx'));
    await vi.waitFor(() =>
      expect(screen.getAllByTestId('toast').map((toast) => toast.textContent)).toContain(
        'Failed to fetch campaign Report',
      ),
    );
  });

  it("says so in the spec's words when the list cannot be fetched", async () => {
    serve(() => Response.json({ message: 'boom' }, { status: 500 }));
    showList();
    expect((await screen.findByTestId('toast')).textContent).toBe('Failed to fetch campaigns');
  });
});
