import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../test/sandbox';
import { sandboxCatalogId } from './catalog.store';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.control('/reset', {});
});

const products = `/${sandboxCatalogId}/products`;
const fields = 'retailer_id,name,price,currency,availability,image_url';
const openWindow = () => sandbox.customerWrites(sandbox.customer, { type: 'text', text: { body: 'hi' } });
const interactive = (payload: Record<string, unknown>) =>
  sandbox.send({ recipient_type: 'individual', type: 'interactive', interactive: payload });

describe('the Commerce endpoints', () => {
  it("names the catalog connected to the sandbox business, and no other business's", async () => {
    const connected = await sandbox.graph(`/${sandbox.sim.seed.business.wabaId}/product_catalogs`);
    expect(connected.body.data).toEqual([{ id: sandboxCatalogId, name: 'Parley Sandbox Shop' }]);
    expect((await sandbox.graph('/999999999999999/product_catalogs')).status).toBe(400);
  });

  it('lists the seeded products with prices written as Commerce Manager shows them, a page at a time', async () => {
    const first = await sandbox.graph(`${products}?fields=${fields}&limit=3`);
    expect(first.body.data).toHaveLength(3);
    expect(first.body.data[0]).toEqual({
      id: expect.stringMatching(/^\d{16}$/),
      retailer_id: 'vase-blue',
      name: 'Blue glazed vase',
      price: '$30.00',
      currency: 'USD',
      availability: 'in stock',
      image_url: `${sandbox.sim.url}/_sim/catalog/images/vase-blue.svg`,
    });
    const rest = await sandbox.graph(
      `${products}?fields=retailer_id&after=${first.body.paging.cursors.after}`,
    );
    expect(rest.body.data.map((product: { retailer_id: string }) => product.retailer_id)).toEqual([
      'mug-white',
    ]);
    expect(rest.body.paging.next).toBeUndefined();
    const picture = await fetch(first.body.data[0].image_url);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('adds, changes and deletes a product; a repeated retailer id and a bad price are refused', async () => {
    const product = {
      retailer_id: 'jug-tall',
      name: 'Tall jug',
      price: 1250,
      currency: 'EUR',
      image_url: 'https://shop.example/jug.jpg',
    };
    const created = await sandbox.graph(products, { body: product });
    expect(created.body).toEqual({ id: expect.any(String) });
    const again = await sandbox.graph(products, { body: product });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe(10800);
    const badPrice = await sandbox.graph(products, { body: { ...product, retailer_id: 'x', price: 12.5 } });
    expect(badPrice.body.error.message).toMatch(/^\(#100\) Param price/);

    const id = created.body.id;
    expect(
      (await sandbox.graph(`/${id}`, { body: { price: 990, availability: 'out of stock' } })).body,
    ).toEqual({
      success: true,
    });
    expect((await sandbox.graph(`/${id}?fields=price,availability`)).body).toEqual({
      id,
      price: '€9.90',
      availability: 'out of stock',
    });
    expect((await sandbox.graph(`/${id}`, { method: 'DELETE' })).body).toEqual({ success: true });
    expect((await sandbox.graph(`/${id}`)).status).toBe(400);
  });
});

describe('product messages', () => {
  it('sends a product, a product list without the unknown products, and the catalog', async () => {
    await openWindow();
    const product = await interactive({
      type: 'product',
      body: { text: 'Our best seller' },
      action: { catalog_id: sandboxCatalogId, product_retailer_id: 'vase-blue' },
    });
    expect(product.status).toBe(200);
    const list = await interactive({
      type: 'product_list',
      header: { type: 'text', text: 'Spring pottery' },
      body: { text: 'Pick what you like' },
      action: {
        catalog_id: sandboxCatalogId,
        sections: [
          {
            title: 'Vases',
            product_items: [{ product_retailer_id: 'vase-blue' }, { product_retailer_id: 'gone' }],
          },
          { title: 'Gone', product_items: [{ product_retailer_id: 'also-gone' }] },
        ],
      },
    });
    expect(list.status).toBe(200);
    const sent = await sandbox.control(`/sent?to=${sandbox.customer}`);
    const listed = sent.body.data.find((message: { id: string }) => message.id === list.body.messages[0].id);
    expect(listed.request.interactive.action.sections).toEqual([
      { title: 'Vases', product_items: [{ product_retailer_id: 'vase-blue' }] },
    ]);
    const catalog = await interactive({
      type: 'catalog_message',
      body: { text: 'Browse our shop' },
      action: { name: 'catalog_message', parameters: { thumbnail_product_retailer_id: 'pot-small' } },
    });
    expect(catalog.status).toBe(200);
  });

  it("refuses a product the catalog does not hold, another business's catalog and a list of unknown products", async () => {
    await openWindow();
    const unknown = await interactive({
      type: 'product',
      action: { catalog_id: sandboxCatalogId, product_retailer_id: 'nope' },
    });
    expect(unknown.body.error.code).toBe(131009);
    const otherCatalog = await interactive({
      type: 'product',
      action: { catalog_id: '123456789012345', product_retailer_id: 'vase-blue' },
    });
    expect(otherCatalog.body.error.error_data.details).toMatch(/not connected/);
    const none = await interactive({
      type: 'product_list',
      header: { type: 'text', text: 'Nothing' },
      body: { text: 'Nothing here' },
      action: {
        catalog_id: sandboxCatalogId,
        sections: [{ product_items: [{ product_retailer_id: 'nope' }] }],
      },
    });
    expect(none.body.error.code).toBe(131009);
    const tooMany = await interactive({
      type: 'product_list',
      header: { type: 'text', text: 'Everything' },
      body: { text: 'All of it' },
      action: {
        catalog_id: sandboxCatalogId,
        sections: [
          { product_items: Array.from({ length: 31 }, () => ({ product_retailer_id: 'vase-blue' })) },
        ],
      },
    });
    expect(tooMany.body.error.error_data.details).toMatch(/at most 30 products/);
  });
});
