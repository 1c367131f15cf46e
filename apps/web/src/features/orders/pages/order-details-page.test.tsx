import type { OrderDetails } from '@parley/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { serve } from '../../../test/fake-server';
import { renderSignedIn } from '../../../test/signed-in';
import OrderDetailsPage from './order-details-page';

const channelId = '00000000-0000-4000-8000-00000000c0de';
const orderId = '0a1b2c3d-0000-4000-8000-000000000001';

const pending: OrderDetails = {
  orderId,
  channelId,
  conversationId: '00000000-0000-4000-8000-000000000002',
  contactId: '00000000-0000-4000-8000-000000000003',
  customer: 'Ada Lovelace',
  phoneNumber: '15550101001',
  catalogId: '194836987003835',
  currency: 'USD',
  amount: '85.00',
  itemCount: 2,
  status: 'pending',
  remarks: null,
  text: 'Love these!',
  anomalies: [],
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  items: [
    {
      productRetailerId: 'vase-blue',
      name: null,
      imageUrl: null,
      unit: 'USD',
      price: '30.00',
      quantity: 2,
      amount: '60.00',
    },
    {
      productRetailerId: 'pot-small',
      name: null,
      imageUrl: null,
      unit: 'USD',
      price: '25.00',
      quantity: 1,
      amount: '25.00',
    },
  ],
  history: [{ status: 'pending', remarks: null, changedBy: null, at: '2026-03-01T09:00:00.000Z' }],
};

const showOrder = () =>
  renderSignedIn({
    path: `/dashboard/orders/${channelId}/${orderId}`,
    routes: { '/dashboard/orders/:channelId/:orderId': <OrderDetailsPage /> },
    roleName: 'agent',
  });

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));

describe('OrderDetailsPage', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['orders', 'components']);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("says 'Failed to fetch order details' when the order cannot be read", async () => {
    serve(() => Response.json({ message: 'Internal error', code: 'UNKNOWN' }, { status: 500 }));
    showOrder();
    expect((await screen.findByTestId('order-load-failed')).textContent).toBe(
      'Failed to fetch order details',
    );
    expect((await screen.findByTestId('toast')).textContent).toBe('Failed to fetch order details');
  });

  it('offers only the statuses the order may move to, and sends the new one without empty remarks', async () => {
    const processing: OrderDetails = {
      ...pending,
      status: 'processing',
      history: [
        ...pending.history,
        {
          status: 'processing',
          remarks: null,
          changedBy: { userId: '00000000-0000-4000-8000-000000000009', name: 'Maya Fischer' },
          at: '2026-03-01T10:00:00.000Z',
        },
      ],
    };
    const calls = serve(({ method }) => Response.json(method === 'PATCH' ? processing : pending));
    showOrder();
    expect((await screen.findByTestId('order-total')).textContent).toBe('$85.00');
    expect(screen.getByTestId('open-conversation').getAttribute('href')).toBe(
      `/dashboard/chat?channelId=${channelId}&conversationId=${pending.conversationId}`,
    );

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'New status' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Processing', 'Canceled']);
    await click(options[0] as HTMLElement);

    await click(screen.getByTestId('change-status'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Order status updated successfully');
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: `/api/v1/orders/${orderId}/status`, body: { status: 'processing' } },
    ]);
    // The answer is shown at once: the history names the user, and the next statuses are offered.
    expect((await screen.findAllByTestId('order-history-by')).map((entry) => entry.textContent)).toEqual([
      'Placed by the customer',
      'by Maya Fischer',
    ]);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'New status' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Partialy Shipped', 'Shipped', 'Canceled']);
  });

  it('names what is odd about an order, and shows no total for items in several currencies', async () => {
    const mixed: OrderDetails = {
      ...pending,
      currency: null,
      amount: null,
      anomalies: ['mixedCurrencies', 'blockedContact'],
      items: [pending.items[0], { ...pending.items[1], unit: 'EUR' }] as OrderDetails['items'],
    };
    serve(() => Response.json(mixed));
    showOrder();
    expect((await screen.findByTestId('order-total')).textContent).toBe('—');
    expect(screen.getAllByTestId('order-item-amount').map((amount) => amount.textContent)).toEqual([
      '$60.00',
      '€25.00',
    ]);
    expect(screen.getByTestId('order-anomalies').getAttribute('aria-label')).toBe(
      'Items in several currencies, so no total · Ordered by a blocked contact',
    );
  });

  it('says in the user’s words when someone else moved the order first', async () => {
    serve(({ method }) =>
      method === 'PATCH'
        ? Response.json(
            {
              message: 'This order cannot move to that status from where it is',
              code: 'ORDER_STATUS_NOT_ALLOWED',
            },
            { status: 409 },
          )
        : Response.json(pending),
    );
    await i18n.changeLanguage('de');
    try {
      showOrder();
      await screen.findByTestId('order-total');
      await click(screen.getByTestId('change-status'));
      expect((await screen.findByTestId('toast')).textContent).toBe(
        'Diese Bestellung kann von ihrem jetzigen Status nicht in diesen wechseln',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
