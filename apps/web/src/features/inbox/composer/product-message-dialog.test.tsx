import type { Product } from '@parley/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../components/toast/toast-provider';
import { i18n, initI18n } from '../../../lib/i18n';
import { channelId, message, testId } from '../testing/fixtures';
import { ProductMessageDialog } from './product-message-dialog';

const conversationId = '00000000-0000-4000-8000-00000000c0c0';
const product = (retailerId: string, name: string, price: string): Product => ({
  productId: testId(),
  channelId,
  catalogId: '194836987003835',
  retailerId,
  name,
  description: null,
  imageUrl: '',
  price,
  currency: 'USD',
  availability: 'inStock',
  updatedAt: '2026-05-24T10:00:00.000Z',
});
const vase = product('vase-blue', 'Blue glazed vase', '30');
const pot = product('pot-small', 'Small terracotta pot', '25');
const bowl = product('bowl-green', 'Green serving bowl', '42');

/** The catalog's products, searched by name; a POST answers `sent` (an error body with its status, or the message). */
function serve(sent: { status: number; body: unknown }) {
  const posted: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://parley.test');
    if (init?.method === 'POST') {
      expect(url.pathname).toBe(`/api/v1/conversations/${conversationId}/product-messages`);
      posted.push(JSON.parse(String(init.body)));
      return Response.json(sent.body, { status: sent.status });
    }
    expect(url.pathname).toBe(`/api/v1/channels/${channelId}/products`);
    const search = url.searchParams.get('search')?.toLowerCase() ?? '';
    const products = [vase, pot, bowl].filter((each) => each.name.toLowerCase().includes(search));
    return Response.json({ products, count: products.length });
  });
  return posted;
}

function openDialog() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <ProductMessageDialog conversationId={conversationId} channelId={channelId} open onClose={onClose} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

/** Types into a product picker and picks the product named `name` from what the search shows. */
async function pick(input: HTMLElement, search: string, name: string) {
  fireEvent.change(input, { target: { value: search } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
  // A multiple picker stays open for the next product.
  if (screen.queryByRole('listbox')) fireEvent.keyDown(input, { key: 'Escape' });
}

describe('ProductMessageDialog', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['inbox']);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('sends a product list of titled sections, counting its products against 30, and closes', async () => {
    const posted = serve({
      status: 201,
      body: message('2026-05-24T10:00:00.000Z', {
        conversationId,
        direction: 'outbound',
        type: 'interactive',
      }),
    });
    const onClose = openDialog();
    fireEvent.click(screen.getByRole('tab', { name: 'Product list' }));

    fireEvent.click(screen.getByTestId('product-send'));
    await screen.findByText('Header is required');
    expect(screen.getByText('Type a message')).toBeTruthy();
    expect(screen.getByText('Section title is required')).toBeTruthy();
    expect(screen.getByText('Pick at least one product')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(screen.getByTestId('product-header'), { target: { value: 'Spring picks' } });
    fireEvent.change(screen.getByTestId('product-body'), { target: { value: 'Fresh from the kiln' } });
    fireEvent.change(screen.getByTestId('section-title'), { target: { value: 'Vases' } });
    await pick(screen.getByTestId('section-products'), 'vase', 'Blue glazed vase');
    await pick(screen.getByTestId('section-products'), 'pot', 'Small terracotta pot');
    fireEvent.click(screen.getByTestId('add-section'));
    const [, second] = screen.getAllByTestId('product-section-fields');
    if (!second) throw new Error('no second section');
    fireEvent.change(within(second).getByTestId('section-title'), { target: { value: '  Bowls ' } });
    await pick(within(second).getByTestId('section-products'), 'bowl', 'Green serving bowl');
    expect(screen.getByTestId('product-count').textContent).toBe('3 of 30 products');

    fireEvent.click(screen.getByTestId('product-send'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted).toEqual([
      {
        type: 'productList',
        header: 'Spring picks',
        body: 'Fresh from the kiln',
        footer: '',
        sections: [
          { title: 'Vases', productIds: [vase.productId, pot.productId] },
          { title: 'Bowls', productIds: [bowl.productId] },
        ],
      },
    ]);
  });

  it('asks for a product, sends it with its words, and says why the server refused it', async () => {
    const posted = serve({
      status: 422,
      body: {
        code: 'CUSTOMER_WINDOW_CLOSED',
        message:
          'More than 24 hours have passed since the customer last wrote: send an approved template instead',
      },
    });
    const onClose = openDialog();

    fireEvent.click(screen.getByTestId('product-send'));
    await screen.findByText('Pick a product');
    await pick(screen.getByTestId('product-picker'), 'blue', 'Blue glazed vase');
    fireEvent.change(screen.getByTestId('product-body'), { target: { value: 'Our best seller' } });
    fireEvent.click(screen.getByTestId('product-send'));

    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('More than 24 hours have passed since the customer last wrote');
    expect(posted).toEqual([
      { type: 'product', productId: vase.productId, body: 'Our best seller', footer: '' },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the catalog with an optional thumbnail product, keeping the words typed on another tab', async () => {
    const posted = serve({
      status: 201,
      body: message('2026-05-24T10:00:00.000Z', {
        conversationId,
        direction: 'outbound',
        type: 'interactive',
      }),
    });
    const onClose = openDialog();
    fireEvent.change(screen.getByTestId('product-body'), { target: { value: 'Browse everything' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Catalog' }));
    expect((screen.getByTestId('product-body') as HTMLTextAreaElement).value).toBe('Browse everything');
    await pick(screen.getByTestId('thumbnail-picker'), 'bowl', 'Green serving bowl');

    fireEvent.click(screen.getByTestId('product-send'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted).toEqual([
      { type: 'catalog', body: 'Browse everything', footer: '', thumbnailProductId: bowl.productId },
    ]);
  });
});
