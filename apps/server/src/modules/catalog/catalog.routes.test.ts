import { randomUUID } from 'node:crypto';
import {
  type Channel,
  type ChannelCatalog,
  catalogRoutes,
  customerWindowMs,
  type OrderDetails,
  type OrderList,
  orderRoutes,
  type Product,
  type ProductImportReport,
  type ProductList,
} from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf } from '../contacts/contact-imports.test-files';
import {
  customerSends,
  eventually,
  type InboxWorkspace,
  type Member,
  newCustomer,
  simulator,
  startInboxWorkspace,
} from '../inbox/inbox-workspace.test-helpers';
import { postForm } from '../media/media.test-files';

let w: InboxWorkspace;
let owner: Member;
let channel: Channel;

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
});
afterAll(() => w.close());

const sandboxCatalog = '194836987003835';
const at = (path: string) => path.replace(':channelId', channel.channelId);
const productPath = (productId: string) => catalogRoutes.updateProduct.path.replace(':productId', productId);
const listed = (query = '') =>
  owner.api.ok<ProductList>('GET', `${at(catalogRoutes.listProducts.path)}${query}`);
const sku = () => `sku-${randomUUID().slice(0, 8)}`;

/** What the provider holds for a retailer id: read through Meta's Commerce endpoint, as a check. */
async function atProvider(retailerId: string) {
  const { graphUrl, seed } = w.sim;
  const response = await fetch(
    `${graphUrl}/${sandboxCatalog}/products?fields=retailer_id,name,price,availability&limit=100`,
    { headers: { authorization: `Bearer ${seed.accessToken}` } },
  );
  const { data } = (await response.json()) as {
    data: { retailer_id: string; name: string; price: string }[];
  };
  return data.find((product) => product.retailer_id === retailerId);
}

const product = (retailerId: string, more: object = {}) => ({
  retailerId,
  name: 'Linen apron',
  description: 'Washed linen, one size',
  imageUrl: 'https://shop.example.com/apron.jpg',
  price: '24.90',
  currency: 'eur',
  ...more,
});

const importFile = (text: string, name = 'products.csv') =>
  postForm(w.t.app, at(catalogRoutes.importProducts.path), owner.token, {
    file: { bytes: csvOf(text), type: 'text/csv', name },
  });

describe('the Store', () => {
  it("reads the catalog connected to the channel's business account, with its products by name", async () => {
    const catalog = await owner.api.ok<ChannelCatalog>('GET', at(catalogRoutes.get.path));
    expect(catalog).toMatchObject({
      catalogId: sandboxCatalog,
      catalogName: 'Parley Sandbox Shop',
      managed: true,
      productCount: 4,
    });
    const { products, count } = await listed();
    expect(count).toBe(4);
    expect(products.map((found) => found.name)).toEqual([
      'Blue glazed vase',
      'Green serving bowl',
      'Small terracotta pot',
      'White mug',
    ]);
    expect(products[0]).toMatchObject({
      retailerId: 'vase-blue',
      price: '30.00',
      currency: 'USD',
      availability: 'inStock',
      imageUrl: `${w.sim.url}/_sim/catalog/images/vase-blue.svg`,
    });
    expect((await listed('?search=TERRA')).products.map((found) => found.retailerId)).toEqual(['pot-small']);
    expect((await listed('?search=mug-w')).count).toBe(1);
  });

  it('adds a product at the provider, changes its price and availability there, and deletes it', async () => {
    const retailerId = sku();
    const created = await owner.api.ok<Product>(
      'POST',
      at(catalogRoutes.createProduct.path),
      product(retailerId),
      201,
    );
    expect(created).toMatchObject({ retailerId, price: '24.90', currency: 'EUR', availability: 'inStock' });
    expect(await atProvider(retailerId)).toMatchObject({ name: 'Linen apron', price: '€24.90' });

    const taken = await owner.api.call('POST', at(catalogRoutes.createProduct.path), product(retailerId));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('PRODUCT_RETAILER_ID_TAKEN');

    const changed = await owner.api.ok<Product>('PATCH', productPath(created.productId), {
      price: '19.5',
      availability: 'outOfStock',
    });
    expect(changed).toMatchObject({ price: '19.50', availability: 'outOfStock', name: 'Linen apron' });
    expect(await atProvider(retailerId)).toMatchObject({ price: '€19.50', availability: 'out of stock' });

    await owner.api.ok('DELETE', productPath(created.productId));
    expect(await atProvider(retailerId)).toBeUndefined();
    expect((await listed(`?search=${retailerId}`)).count).toBe(0);
  });

  it('refuses a price its currency cannot hold, an image that is no address, and an agent', async () => {
    const yen = await owner.api.call(
      'POST',
      at(catalogRoutes.createProduct.path),
      product(sku(), { price: '1500.5', currency: 'JPY' }),
    );
    expect(yen.statusCode).toBe(400);
    expect(yen.json().details).toEqual([{ path: 'price', message: 'Enter a price such as 12.50' }]);
    const image = await owner.api.call(
      'POST',
      at(catalogRoutes.createProduct.path),
      product(sku(), { imageUrl: 'apron.jpg' }),
    );
    expect(image.statusCode).toBe(400);

    const agent = await w.addTeammate(owner, 'agent');
    expect(
      (await agent.api.call('POST', at(catalogRoutes.createProduct.path), product(sku()))).statusCode,
    ).toBe(403);
    expect(
      (await agent.api.ok<ProductList>('GET', at(catalogRoutes.listProducts.path))).count,
    ).toBeGreaterThan(0);
  });

  it('reads again what was added and deleted at the provider when synced', async () => {
    const { graphUrl, seed } = w.sim;
    const retailerId = sku();
    await fetch(`${graphUrl}/${sandboxCatalog}/products`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seed.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        retailer_id: retailerId,
        name: 'Added in Commerce Manager',
        price: 700,
        currency: 'USD',
        image_url: 'https://shop.example.com/x.jpg',
      }),
    });
    expect((await listed(`?search=${retailerId}`)).count).toBe(0);
    const synced = await owner.api.ok<ChannelCatalog>('POST', at(catalogRoutes.sync.path));
    expect(synced.syncedAt).not.toBeNull();
    const [found] = (await listed(`?search=${retailerId}`)).products;
    expect(found).toMatchObject({ name: 'Added in Commerce Manager', price: '7.00' });

    await fetch(`${graphUrl}/${(await providerIdOf(retailerId)) ?? ''}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${seed.accessToken}` },
    });
    await owner.api.ok('POST', at(catalogRoutes.sync.path));
    expect((await listed(`?search=${retailerId}`)).count).toBe(0);
  });

  it('imports a file: adds and changes products, and reports each refused row with its reason', async () => {
    const [fresh, known] = [sku(), sku()];
    await owner.api.ok('POST', at(catalogRoutes.createProduct.path), product(known), 201);
    const report = await importFile(
      [
        'Retailer ID,Name,Description,Price,Currency,Image URL,Availability',
        `${fresh},Oak board,Oiled oak,32.00,USD,https://shop.example.com/board.jpg,in stock`,
        `${known},Linen apron (sand),,26,EUR,https://shop.example.com/apron.jpg,Out of stock`,
        `${sku()},Cheap thing,,12.345,USD,https://shop.example.com/x.jpg,in stock`,
        `${fresh},Oak board again,,30,USD,https://shop.example.com/board.jpg,`,
        `${sku()},Mystery,,5,USD,https://shop.example.com/x.jpg,sometimes`,
        `,No id,,5,USD,https://shop.example.com/x.jpg,`,
      ].join('\n'),
    );
    expect(report.statusCode, report.body).toBe(200);
    const { created, updated, refused } = report.json<ProductImportReport>();
    expect({ created, updated }).toEqual({ created: 1, updated: 1 });
    expect(refused.map((row) => [row.rowNumber, row.reason])).toEqual([
      [4, 'priceInvalid'],
      [5, 'repeated'],
      [6, 'availabilityInvalid'],
      [7, 'retailerIdInvalid'],
    ]);
    expect(refused[0]?.values[1]).toBe('Cheap thing');
    expect(await atProvider(fresh)).toMatchObject({ name: 'Oak board', price: '$32.00' });
    expect(await atProvider(known)).toMatchObject({ name: 'Linen apron (sand)', price: '€26.00' });
  });

  it('imports its own sample files as they are, and refuses a file without the columns', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const sample = await w.t.app.inject({
        method: 'GET',
        url: `${catalogRoutes.sampleFile.path}?format=${format}`,
        headers: { authorization: `Bearer ${owner.token}` },
      });
      expect(sample.headers['content-disposition']).toBe(`attachment; filename="products-sample.${format}"`);
      const report = await postForm(w.t.app, at(catalogRoutes.importProducts.path), owner.token, {
        file: { bytes: sample.rawPayload, type: '', name: `products-sample.${format}` },
      });
      expect(report.statusCode, report.body).toBe(200);
      expect(report.json<ProductImportReport>().refused).toEqual([]);
    }
    const noColumns = await importFile('sku,title\nmug,Mug');
    expect(noColumns.statusCode).toBe(422);
    expect(noColumns.json().code).toBe('PRODUCT_IMPORT_COLUMNS_MISSING');
    const tooMany = await importFile(
      [
        'retailer_id,name,price,currency,image_url',
        ...Array.from({ length: 1001 }, (_, row) => `r${row},N,1,USD,https://x.example/a.jpg`),
      ].join('\n'),
    );
    expect(tooMany.json().code).toBe('PRODUCT_IMPORT_TOO_LARGE');
  });
});

describe('orders against the catalog', () => {
  const orderFrom = async (order: object) => {
    const waId = newCustomer();
    await customerSends(w, channel, waId, { type: 'order', order }, 'Sheena Nelson');
    const list = orderRoutes.list.path.replace(':channelId', channel.channelId);
    const placed = await eventually(async () => {
      const found = await owner.api.ok<OrderList>('GET', `${list}?phoneNumber=${waId}`);
      return found.orders[0];
    });
    return owner.api.ok<OrderDetails>('GET', orderRoutes.get.path.replace(':orderId', placed.orderId));
  };
  const item = (retailerId: string, currency = 'USD') => ({
    product_retailer_id: retailerId,
    quantity: 1,
    item_price: 30,
    currency,
  });

  it("names and pictures an order's items from the catalog", async () => {
    const order = await orderFrom({ catalog_id: sandboxCatalog, product_items: [item('vase-blue')] });
    expect(order.anomalies).toEqual([]);
    expect(order.items[0]).toMatchObject({
      productRetailerId: 'vase-blue',
      name: 'Blue glazed vase',
      imageUrl: `${w.sim.url}/_sim/catalog/images/vase-blue.svg`,
    });
  });

  it('keeps an order naming what the catalog does not hold, and says what is odd about it', async () => {
    const unknown = await orderFrom({
      catalog_id: sandboxCatalog,
      product_items: [item('vase-blue', 'EUR'), item('no-such-thing', 'EUR')],
    });
    expect(unknown.anomalies).toEqual(['unknownProduct', 'currencyMismatch']);
    expect(unknown.items.map((found) => found.name)).toEqual(['Blue glazed vase', null]);
    const elsewhere = await orderFrom({ catalog_id: '111111111111111', product_items: [item('vase-blue')] });
    expect(elsewhere.anomalies).toEqual(['otherCatalog']);
    expect(elsewhere.items[0]?.name).toBeNull();
  });
});

describe('product messages from the inbox', () => {
  it('sends a product, a product list and the catalog, which the customer receives as Meta carries them', async () => {
    const waId = newCustomer();
    await w.customerWrites(channel, waId, 'What do you have?');
    const conversation = await w.conversationOf(owner, channel, waId);
    const path = catalogRoutes.sendProductMessage.path.replace(
      ':conversationId',
      conversation.conversationId,
    );
    const { products } = await listed();
    const [vase, bowl, pot] = ['vase-blue', 'bowl-green', 'pot-small'].map(
      (retailerId) => products.find((found) => found.retailerId === retailerId)?.productId ?? '',
    );
    await owner.api.ok('POST', path, { type: 'product', productId: vase, body: 'Our best seller' }, 201);
    await owner.api.ok(
      'POST',
      path,
      {
        type: 'productList',
        header: 'Spring pottery',
        body: 'Pick what you like',
        sections: [
          { title: 'Bowls', productIds: [bowl] },
          { title: 'Pots', productIds: [pot, vase] },
        ],
      },
      201,
    );
    await owner.api.ok(
      'POST',
      path,
      { type: 'catalog', body: 'Browse our shop', thumbnailProductId: pot },
      201,
    );

    const sent = await eventually(async () => {
      const response = await fetch(`${w.sim.url}/_sim/sent?to=${waId}`);
      const { data } = (await response.json()) as {
        data: { request: { interactive?: Record<string, unknown> } }[];
      };
      const interactive = data.flatMap((message) => message.request.interactive ?? []);
      return interactive.length === 3 && interactive;
    });
    expect(sent).toEqual([
      {
        type: 'product',
        body: { text: 'Our best seller' },
        action: { catalog_id: sandboxCatalog, product_retailer_id: 'vase-blue' },
      },
      {
        type: 'product_list',
        header: { type: 'text', text: 'Spring pottery' },
        body: { text: 'Pick what you like' },
        action: {
          catalog_id: sandboxCatalog,
          sections: [
            { title: 'Bowls', product_items: [{ product_retailer_id: 'bowl-green' }] },
            {
              title: 'Pots',
              product_items: [{ product_retailer_id: 'pot-small' }, { product_retailer_id: 'vase-blue' }],
            },
          ],
        },
      },
      {
        type: 'catalog_message',
        body: { text: 'Browse our shop' },
        action: { name: 'catalog_message', parameters: { thumbnail_product_retailer_id: 'pot-small' } },
      },
    ]);

    const unknown = await owner.api.call('POST', path, { type: 'product', productId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    const tooMany = await owner.api.call('POST', path, {
      type: 'productList',
      header: 'All',
      body: 'Everything',
      sections: [{ title: 'All', productIds: Array.from({ length: 31 }, () => vase) }],
    });
    expect(tooMany.json().details).toEqual([
      { path: 'sections', message: 'A product list offers at most 30 products' },
    ]);
  });

  it('refuses once the customer service window has closed', async () => {
    const waId = newCustomer();
    await w.customerWrites(channel, waId);
    const conversation = await w.conversationOf(owner, channel, waId);
    await simulator(w.sim, 'POST', '/_sim/clock', { advanceMs: customerWindowMs + 60_000 });
    const [anyProduct] = (await listed()).products;
    const closed = await owner.api.call(
      'POST',
      catalogRoutes.sendProductMessage.path.replace(':conversationId', conversation.conversationId),
      { type: 'product', productId: anyProduct?.productId },
    );
    expect(closed.json().code).toBe('CUSTOMER_WINDOW_CLOSED');
  });
});

async function providerIdOf(retailerId: string): Promise<string | undefined> {
  const { graphUrl, seed } = w.sim;
  const response = await fetch(`${graphUrl}/${sandboxCatalog}/products?fields=retailer_id&limit=100`, {
    headers: { authorization: `Bearer ${seed.accessToken}` },
  });
  const { data } = (await response.json()) as { data: { id: string; retailer_id: string }[] };
  return data.find((found) => found.retailer_id === retailerId)?.id;
}
