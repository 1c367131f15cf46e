import {
  errorMessages,
  type OutboundWebhookEndpoint,
  type OutboundWebhookEndpointWithSecret,
} from '@parley/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { i18n, initI18n } from '../../../lib/i18n';
import { EndpointFormDialog } from './endpoint-form-dialog';

const endpoint: OutboundWebhookEndpoint = {
  endpointId: '00000000-0000-4000-8000-0000000000e1',
  url: 'https://crm.example.com/parley',
  events: ['order.received'],
  enabled: true,
  disabledReason: null,
  disabledAt: null,
  failingSince: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
};

function renderDialog(edited?: OutboundWebhookEndpoint) {
  const onCreated = vi.fn<(created: OutboundWebhookEndpointWithSecret) => void>();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <EndpointFormDialog open endpoint={edited} onClose={() => {}} onCreated={onCreated} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return onCreated;
}

const urlField = () => document.querySelector('input[name="url"]') as HTMLInputElement;
const typeUrl = (value: string) => act(async () => fireEvent.change(urlField(), { target: { value } }));
const tick = (event: string) =>
  act(async () =>
    fireEvent.click(screen.getByTestId(`event-${event}`).querySelector('input') as HTMLElement),
  );
const save = () => act(async () => fireEvent.click(screen.getByTestId('save-endpoint')));

describe('EndpointFormDialog', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['outbound-webhooks']);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('asks for an address and at least one event before sending anything', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderDialog();
    await typeUrl('crm.example.com');
    await save();

    expect(screen.getByText('Enter the web address to send events to, starting with https://')).toBeTruthy();
    expect(screen.getByText('Choose at least one event')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('adds an endpoint for the ticked events, in their order, and hands its secret on', async () => {
    const created: OutboundWebhookEndpointWithSecret = {
      ...endpoint,
      events: ['message.received', 'campaign.finished'],
      secret: 'whsec_0123456789abcdef0123456789abcdef',
    };
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(created, { status: 201 }));
    const onCreated = renderDialog();
    await typeUrl('https://crm.example.com/parley');
    await tick('campaign.finished');
    await tick('message.received');
    await save();

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/outbound-webhooks');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      url: 'https://crm.example.com/parley',
      events: ['message.received', 'campaign.finished'],
      enabled: true,
    });
    expect(onCreated).toHaveBeenCalledWith(created);
    expect((await screen.findByTestId('toast')).textContent).toBe('Endpoint added');
  });

  it("shows the server's refusal of a private address under the address", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json(
        {
          code: 'WEBHOOK_URL_NOT_PUBLIC',
          message: errorMessages.WEBHOOK_URL_NOT_PUBLIC,
          details: [{ path: 'url', message: errorMessages.WEBHOOK_URL_NOT_PUBLIC }],
        },
        { status: 400 },
      ),
    );
    const onCreated = renderDialog();
    await typeUrl('https://10.0.0.7/hooks');
    await tick('order.received');
    await save();

    expect(screen.getByText(errorMessages.WEBHOOK_URL_NOT_PUBLIC)).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("changes an endpoint's events with a PATCH, its address kept", async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ ...endpoint, events: ['order.received', 'message.status'] }));
    renderDialog(endpoint);
    expect(urlField().value).toBe(endpoint.url);
    await tick('message.status');
    await save();

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`/api/v1/outbound-webhooks/${endpoint.endpointId}`);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({
      url: endpoint.url,
      events: ['message.status', 'order.received'],
    });
    expect((await screen.findByTestId('toast')).textContent).toBe('Endpoint updated');
  });
});
