import type { OutboundWebhookDelivery, OutboundWebhookEndpoint, RoleName } from '@parley/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { type ServedCall, serve } from '../../../test/fake-server';
import { renderSignedIn } from '../../../test/signed-in';
import AccountSettingsPage from '../../account/pages/account-settings-page';

const healthy: OutboundWebhookEndpoint = {
  endpointId: '00000000-0000-4000-8000-0000000000e1',
  url: 'https://crm.example.com/parley',
  events: ['message.received', 'order.received'],
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  failingSince: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};
const broken: OutboundWebhookEndpoint = {
  ...healthy,
  endpointId: '00000000-0000-4000-8000-0000000000e2',
  url: 'https://shop.example.com/hooks',
  events: ['campaign.finished'],
  enabled: false,
  disabledReason: 'failing',
  disabledAt: '2026-03-04T09:00:00.000Z',
  failingSince: '2026-03-01T09:00:00.000Z',
};
const delivery = (overrides: Partial<OutboundWebhookDelivery>): OutboundWebhookDelivery => ({
  deliveryId: '00000000-0000-4000-8000-0000000000d1',
  endpointId: healthy.endpointId,
  event: 'message.received',
  status: 'delivered',
  attempts: 1,
  lastResponseCode: 204,
  lastError: null,
  lastAttemptAt: '2026-03-02T10:00:00.000Z',
  nextAttemptAt: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  ...overrides,
});
const failed = delivery({
  deliveryId: '00000000-0000-4000-8000-0000000000d2',
  event: 'order.received',
  status: 'failed',
  attempts: 31,
  lastResponseCode: null,
  lastError: 'refused',
});

/** The server: `answer` gives a call's response before the two endpoints' own. */
const serveWebhooks = (answer: (call: ServedCall) => Response | undefined = () => undefined) =>
  serve((call) => {
    const answered = answer(call);
    if (answered) return answered;
    if (call.path === '/api/v1/outbound-webhooks') return Response.json({ data: [healthy, broken] });
    if (call.path.startsWith(`/api/v1/outbound-webhooks/${healthy.endpointId}/deliveries`))
      return Response.json({ data: [delivery({}), failed], totalRecords: 2 });
    return undefined;
  });

const showSettings = (roleName: RoleName = 'accountAdmin') =>
  renderSignedIn({
    path: '/dashboard/settings?tab=webhooks',
    routes: { '/dashboard/settings': <AccountSettingsPage /> },
    roleName,
  });

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const rowOf = async (url: string) =>
  (await screen.findAllByTestId('endpoint-row')).find((row) => row.textContent?.includes(url)) as HTMLElement;
const chooseAction = async (url: string, action: string) => {
  await click(within(await rowOf(url)).getByTestId('endpoint-menu'));
  await click(screen.getByTestId(action));
};

describe('Settings → Webhooks', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['account', 'outbound-webhooks', 'components']);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("lists an admin's endpoints with their events, and says which one is disabled for failing", async () => {
    serveWebhooks();
    showSettings();
    expect(screen.getByTestId('tab-webhooks')).toBeTruthy();
    expect((await screen.findAllByTestId('endpoint-url')).map((url) => url.textContent)).toEqual([
      healthy.url,
      broken.url,
    ]);
    const [first, second] = screen.getAllByTestId('endpoint-status');
    expect(first?.textContent).toBe('Enabled');
    expect(second?.textContent).toContain('Disabled: every delivery failed');
    expect(second?.textContent).toContain('Failing since');
    expect((await rowOf(healthy.url)).textContent).toContain('Order received');
  });

  it('is not offered to a manager, even when the address asks for it', async () => {
    serveWebhooks();
    showSettings('manager');
    expect(screen.getByTestId('tab-general')).toBeTruthy();
    expect(screen.queryByTestId('tab-webhooks')).toBeNull();
    expect(screen.queryByTestId('webhooks-tab')).toBeNull();
  });

  it("shows an endpoint's delivery log and sends a failed delivery again", async () => {
    const calls = serveWebhooks(({ method, path }) =>
      method === 'POST' && path.endsWith('/resend')
        ? Response.json({ ...failed, status: 'pending', attempts: 0, nextAttemptAt: failed.lastAttemptAt })
        : undefined,
    );
    showSettings();
    await chooseAction(healthy.url, 'endpoint-deliveries');
    const rows = await screen.findAllByTestId('delivery-row');
    expect(rows.map((row) => within(row).getByTestId('delivery-status').textContent)).toEqual([
      'Delivered',
      'Failed',
    ]);
    expect(screen.getAllByTestId('delivery-response').map((cell) => cell.textContent)).toEqual([
      '204',
      'Connection refused',
    ]);
    await click(within(rows[1] as HTMLElement).getByTestId('resend-delivery'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Delivery queued again');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/v1/outbound-webhooks/${healthy.endpointId}/deliveries/${failed.deliveryId}/resend`,
    ]);
  });

  it('rolls the secret after asking, and shows the new one', async () => {
    const calls = serveWebhooks(({ method, path }) =>
      method === 'POST' && path.endsWith('/roll-secret')
        ? Response.json({ ...healthy, secret: 'whsec_rolledrolledrolledrolledrolled00' })
        : undefined,
    );
    showSettings();
    await chooseAction(healthy.url, 'endpoint-roll-secret');
    expect(screen.getByText(/stops working at once/)).toBeTruthy();
    await click(screen.getByTestId('confirm'));
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe(
      'whsec_rolledrolledrolledrolledrolled00',
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/v1/outbound-webhooks/${healthy.endpointId}/roll-secret`,
    ]);
  });

  it('deletes an endpoint after asking', async () => {
    const calls = serveWebhooks(({ method }) =>
      method === 'DELETE' ? Response.json({ ok: true }) : undefined,
    );
    showSettings();
    await chooseAction(broken.url, 'endpoint-delete');
    expect(screen.getByText(new RegExp(`${broken.url} and its delivery log are deleted`))).toBeTruthy();
    await click(screen.getByTestId('confirm'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Endpoint deleted');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/v1/outbound-webhooks/${broken.endpointId}`,
    ]);
  });

  it('switches an endpoint back on', async () => {
    const calls = serveWebhooks(({ method }) =>
      method === 'PATCH' ? Response.json({ ...broken, enabled: true, disabledReason: null }) : undefined,
    );
    showSettings();
    const row = await rowOf(broken.url);
    await click(within(row).getByTestId('endpoint-enabled').querySelector('input') as HTMLElement);
    expect((await screen.findByTestId('toast')).textContent).toBe('Endpoint enabled');
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.path)).toEqual([
      `/api/v1/outbound-webhooks/${broken.endpointId}`,
    ]);
  });
});
