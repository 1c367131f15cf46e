import type { ChannelCatalog, Product, RoleName } from '@parley/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { type ServedCall, serve } from '../../../test/fake-server';
import { renderSignedIn } from '../../../test/signed-in';
import StorePage from './store-page';

const channelId = '00000000-0000-4000-8000-00000000c0de';

const catalog: ChannelCatalog = {
  catalogId: '194836987003835',
  catalogName: 'Flowers by Maya',
  managed: true,
  productCount: 2,
  syncedAt: '2026-03-01T09:00:00.000Z',
};

const product = (retailerId: string, name: string, price: string, currency = 'USD'): Product => ({
  productId: `0a1b2c3d-0000-4000-8000-0000000000${retailerId.length.toString().padStart(2, '0')}`,
  channelId,
  catalogId: catalog.catalogId as string,
  retailerId,
  name,
  description: `${name}, hand made`,
  imageUrl: `https://images.example.com/${retailerId}.jpg`,
  price,
  currency,
  availability: 'inStock',
  updatedAt: '2026-03-01T09:00:00.000Z',
});

const vase = product('vase-blue', 'Blue vase', '30.00');
const pot = { ...product('pot', 'Small pot', '12.5', 'EUR'), availability: 'outOfStock' as const };

/** The server: `answer` gives a call's response before the store's own. */
const serveStore = (answer: (call: ServedCall) => Response | undefined) =>
  serve((call) => {
    const answered = answer(call);
    if (answered) return answered;
    if (call.path === `/api/v1/channels/${channelId}`)
      return Response.json({ channelId, displayName: 'Flower shop' });
    if (call.path === `/api/v1/channels/${channelId}/catalog`) return Response.json(catalog);
    if (call.path.startsWith(`/api/v1/channels/${channelId}/products`))
      return Response.json({ products: [vase, pot], count: 2 });
    return undefined;
  });

const showStore = (roleName: RoleName = 'manager') =>
  renderSignedIn({
    path: `/dashboard/channels/${channelId}/store`,
    routes: { '/dashboard/channels/:channelId/store': <StorePage /> },
    roleName,
  });

const click = (element: HTMLElement) => act(async () => fireEvent.click(element));
const type = (testId: string, value: string) =>
  act(async () => fireEvent.change(screen.getByTestId(testId), { target: { value } }));

describe('StorePage', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['store', 'components', 'channels', 'contact-imports']);
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the catalog and its products, each price in its own currency', async () => {
    serveStore(() => undefined);
    showStore();
    expect((await screen.findAllByTestId('product-name')).map((name) => name.textContent)).toEqual([
      'Blue vase',
      'Small pot',
    ]);
    expect(screen.getByTestId('catalog-name').textContent).toBe('Flowers by Maya');
    expect(screen.getByTestId('catalog-product-count').textContent).toBe('2');
    expect(screen.getAllByTestId('product-price').map((price) => price.textContent)).toEqual([
      '$30.00',
      '€12.50',
    ]);
    expect(screen.getAllByTestId('product-availability').map((chip) => chip.textContent)).toEqual([
      'In stock',
      'Out of stock',
    ]);
    expect(screen.getByRole('img', { name: 'Blue vase' })).toBeTruthy();
  });

  it('lets an agent read the products but not change them', async () => {
    serveStore(() => undefined);
    showStore('agent');
    await screen.findAllByTestId('product-row');
    expect(screen.queryByTestId('sync-catalog')).toBeNull();
    expect(screen.queryByTestId('add-product')).toBeNull();
    expect(screen.queryByTestId('import-products')).toBeNull();
    expect(screen.queryByTestId('product-actions')).toBeNull();
  });

  it('explains, instead of a table, that the business account has no catalog', async () => {
    const calls = serveStore(({ path }) =>
      path.endsWith('/catalog')
        ? Response.json(
            {
              message:
                "This channel's WhatsApp Business Account has no catalog: connect one in Meta's Commerce Manager",
              code: 'CATALOG_NOT_CONNECTED',
            },
            { status: 409 },
          )
        : undefined,
    );
    showStore();
    expect((await screen.findByTestId('catalog-notConnected')).textContent).toContain('No catalog connected');
    expect(screen.queryByTestId('add-product')).toBeNull();
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(calls.some((call) => call.path.includes('/products'))).toBe(false);
  });

  it("explains that a partner provider's catalog is managed in its own console", async () => {
    serveStore(({ path }) =>
      path.endsWith('/catalog')
        ? Response.json({
            catalogId: null,
            catalogName: null,
            managed: false,
            productCount: 0,
            syncedAt: null,
          })
        : undefined,
    );
    showStore();
    expect((await screen.findByTestId('catalog-notManaged')).textContent).toContain(
      'The catalog is managed elsewhere',
    );
    expect(screen.queryByTestId('sync-catalog')).toBeNull();
  });

  it('syncs the catalog and says so', async () => {
    const calls = serveStore(({ method, path }) =>
      method === 'POST' && path.endsWith('/catalog/sync')
        ? Response.json({ ...catalog, productCount: 3 })
        : undefined,
    );
    showStore();
    await screen.findAllByTestId('product-row');
    await click(screen.getByTestId('sync-catalog'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Catalog synced');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `/api/v1/channels/${channelId}/catalog/sync`,
    ]);
    expect(screen.getByTestId('catalog-product-count').textContent).toBe('3');
  });

  it('adds a product, and puts a taken retailer id next to its field', async () => {
    let taken = true;
    const calls = serveStore(({ method }) => {
      if (method !== 'POST') return undefined;
      if (taken) {
        taken = false;
        return Response.json(
          {
            message: 'A product with this retailer id is already in the catalog',
            code: 'PRODUCT_RETAILER_ID_TAKEN',
          },
          { status: 409 },
        );
      }
      return Response.json(product('vase-red', 'Red vase', '32.00'));
    });
    showStore();
    await screen.findAllByTestId('product-row');
    await click(screen.getByTestId('add-product'));
    await click(screen.getByTestId('save-product'));
    expect(await screen.findByText('Product name is required')).toBeTruthy();
    expect(screen.getByText('Enter a price such as 12.50')).toBeTruthy();

    await type('product-retailer-id-input', 'vase-blue');
    await type('product-name-input', 'Red vase');
    await type('product-image-input', 'https://images.example.com/vase-red.jpg');
    await type('product-price-input', '32.00');
    await type('product-currency-input', 'usd');
    await click(screen.getByTestId('save-product'));
    expect(await screen.findByText('A product with this retailer id is already in the catalog')).toBeTruthy();

    await type('product-retailer-id-input', 'vase-red');
    await click(screen.getByTestId('save-product'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Product added successfully');
    expect(calls.filter((call) => call.method === 'POST').at(-1)).toEqual({
      method: 'POST',
      path: `/api/v1/channels/${channelId}/products`,
      body: {
        retailerId: 'vase-red',
        name: 'Red vase',
        imageUrl: 'https://images.example.com/vase-red.jpg',
        price: '32.00',
        currency: 'USD',
        availability: 'inStock',
      },
    });
  });

  it("changes a product's price, its retailer id shown but not sent", async () => {
    const calls = serveStore(({ method }) =>
      method === 'PATCH' ? Response.json({ ...vase, price: '35.00' }) : undefined,
    );
    showStore();
    const [row] = await screen.findAllByTestId('product-row');
    await click(within(row as HTMLElement).getByTestId('product-actions'));
    await click(await screen.findByTestId('edit-product'));
    const retailerId = screen.getByTestId('product-retailer-id-input') as HTMLInputElement;
    expect(retailerId.value).toBe('vase-blue');
    expect(retailerId.readOnly).toBe(true);
    await type('product-price-input', '35.00');
    await click(screen.getByTestId('save-product'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Product updated successfully');
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe(`/api/v1/products/${vase.productId}`);
    expect(patch?.body).toEqual({
      name: 'Blue vase',
      description: 'Blue vase, hand made',
      imageUrl: 'https://images.example.com/vase-blue.jpg',
      price: '35.00',
      currency: 'USD',
      availability: 'inStock',
    });
  });

  it('deletes a product after asking', async () => {
    const calls = serveStore(({ method }) => (method === 'DELETE' ? Response.json({ ok: true }) : undefined));
    showStore();
    const [, row] = await screen.findAllByTestId('product-row');
    await click(within(row as HTMLElement).getByTestId('product-actions'));
    await click(await screen.findByTestId('delete-product'));
    expect(screen.getByRole('dialog').textContent).toContain('Small pot is removed from the catalog');
    await click(screen.getByTestId('confirm'));
    expect((await screen.findByTestId('toast')).textContent).toBe('Product deleted successfully');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/v1/products/${pot.productId}`,
    ]);
  });

  it('takes only CSV or XLSX files to import', async () => {
    serveStore(() => undefined);
    showStore();
    await screen.findAllByTestId('product-row');
    await click(screen.getByTestId('import-products'));
    const file = new File(['retailer_id'], 'products.txt', { type: 'text/plain' });
    await act(async () =>
      fireEvent.change(screen.getByTestId('import-file-input'), { target: { files: [file] } }),
    );
    expect(screen.getByTestId('import-error').textContent).toBe('products.txt is not a CSV or XLSX file');
  });
});
