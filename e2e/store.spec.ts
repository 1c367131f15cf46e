import type { Channel, SandboxCredentials } from '@parley/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSandboxChannel,
  apiOf,
  openFromSidebar,
  type Stack,
  signUpNewBusiness,
  startStack,
} from './support/stack';
import { toastShown } from './support/toasts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

/** Adds a product in the open Store through its dialog, and waits for the toast. */
async function addProduct(page: Page, product: { retailerId: string; name: string; price: string }) {
  await page.getByTestId('add-product').click();
  await page.getByTestId('product-retailer-id-input').fill(product.retailerId);
  await page.getByTestId('product-name-input').fill(product.name);
  await page.getByTestId('product-description-input').fill('Warm light for a reading corner');
  await page
    .getByTestId('product-image-input')
    .fill(`https://shop.parley.test/images/${product.retailerId}.jpg`);
  await page.getByTestId('product-price-input').fill(product.price);
  await page.getByTestId('product-currency-input').fill('usd');
  await page.getByTestId('save-product').click();
  await toastShown(page, 'Product added successfully');
}

/**
 * Retailer ids of this try's own: every channel of the stack shares the simulator's sandbox catalog,
 * and a retried test finds the products its first try added.
 */
const retailerId = (name: string) => `${name}-${Date.now().toString(36)}`;

const productsFile = (good: string, bad: string) =>
  [
    'retailer_id,name,description,price,currency,image_url,availability',
    `${good},Black mug,Stoneware,16.00,USD,https://shop.parley.test/images/${good}.jpg,in stock`,
    `${bad},Red mug,Stoneware,twelve,USD,https://shop.parley.test/images/${bad}.jpg,in stock`,
  ].join('\n');

describe('store', () => {
  it('shows the sandbox catalog, adds a product and changes its price, imports a file with a refused row, finds a product by retailer id and deletes it', async () => {
    const lamp = retailerId('lamp-brass');
    const [goodMug, badMug] = [retailerId('mug-black'), retailerId('mug-red')];
    const page = await stack.newPage();
    await signUpNewBusiness(page);
    const channelId = await addSandboxChannel(page);

    // The sidebar's Store opens the selected channel's catalog: the sandbox shop is connected.
    await page.goto('/dashboard');
    await openFromSidebar(page, 'Store', `/dashboard/channels/${channelId}/store`);
    await page.getByTestId('catalog-name').filter({ hasText: 'Parley Sandbox Shop' }).waitFor();
    await page.getByTestId('sync-catalog').click();
    await toastShown(page, 'Catalog synced');
    const row = (text: string) => page.getByTestId('product-row').filter({ hasText: text });
    await row('vase-blue').waitFor();
    expect(await row('vase-blue').getByTestId('product-price').innerText()).toBe('$30.00');

    // A new product, listed with its price.
    await addProduct(page, { retailerId: lamp, name: 'Brass table lamp', price: '45' });
    await row(lamp).waitFor();
    expect(await row(lamp).getByTestId('product-price').innerText()).toBe('$45.00');
    expect(await row(lamp).getByTestId('product-availability').innerText()).toBe('In stock');

    // Its price changes; its retailer id cannot.
    await row(lamp).getByTestId('product-actions').click();
    await page.getByTestId('edit-product').click();
    expect(await page.getByTestId('product-retailer-id-input').getAttribute('readonly')).not.toBeNull();
    await page.getByTestId('product-price-input').fill('49.50');
    await page.getByTestId('save-product').click();
    await toastShown(page, 'Product updated successfully');
    await row(lamp).getByTestId('product-price').filter({ hasText: '$49.50' }).waitFor();

    // A file of one good row and one with a bad price: the report names the refused row and why.
    await page.getByTestId('import-products').click();
    await page.getByTestId('import-file-input').setInputFiles({
      name: 'mugs.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(productsFile(goodMug, badMug)),
    });
    await page.getByTestId('import-report').waitFor();
    expect(await page.getByTestId('import-counts').innerText()).toBe('1 added, 0 changed, 1 refused');
    const refused = page.getByTestId('refused-row');
    expect(await refused.count()).toBe(1);
    expect(await refused.getByTestId('refused-row-number').innerText()).toBe('3');
    expect(await refused.getByTestId('refused-reason').innerText()).toBe('Enter a price such as 12.50');
    expect(await refused.getByTestId('refused-values').innerText()).toContain('twelve');
    await page.getByRole('button', { name: 'Close' }).click();
    await row(goodMug).waitFor();

    // The search by retailer id lives in the address.
    await page.getByPlaceholder('Search by name or retailer id').fill(lamp);
    await page.waitForURL((url) => url.searchParams.get('search') === lamp);
    await row('vase-blue').waitFor({ state: 'detached' });
    expect(await page.getByTestId('product-row').count()).toBe(1);

    // Deleted after a confirm: the search finds nothing any more.
    await row(lamp).getByTestId('product-actions').click();
    await page.getByTestId('delete-product').click();
    await page.getByTestId('confirm').click();
    await toastShown(page, 'Product deleted successfully');
    await page.getByTestId('empty-state').filter({ hasText: "Sorry, we couldn't find any data" }).waitFor();
  });

  it('sells a product added in the Store: a handset customer orders it, the business confirms, ships and completes it, and the customer reads each step', async () => {
    const lantern = retailerId('lantern-iron');
    const page = await stack.newPage();
    await signUpNewBusiness(page);
    const channelId = await addSandboxChannel(page);
    const api = apiOf(stack, page);
    const channel = await api<Channel>('GET', `/api/v1/channels/${channelId}`);
    const { handsetUrl } = await api<SandboxCredentials>('GET', '/api/v1/channels/sandbox');
    await page.goto(`/dashboard/channels/${channelId}/store`);
    await addProduct(page, { retailerId: lantern, name: 'Iron garden lantern', price: '38.50' });

    // Grace writes, then orders two lanterns from the shop her chat opens.
    const customer = await stack.newPage();
    await customer.goto(`${handsetUrl}?phoneNumberId=${channel.phoneNumberId}`);
    await customer.getByTestId('chat-15550101002').click();
    await customer.getByTestId('composer-input').fill('Hello! Is the lantern in stock?');
    await customer.getByTestId('composer-send').click();
    await customer.getByTestId('attach').click();
    await customer.getByTestId('attach-order').click();
    const shopLantern = customer.locator(`[data-testid="shop-product"][data-retailer-id="${lantern}"]`);
    await shopLantern.getByRole('button', { name: 'More' }).click();
    await shopLantern.getByRole('button', { name: 'More' }).click();
    expect(await customer.getByTestId('cart-total').innerText()).toBe('$77.00');
    await customer.getByRole('button', { name: 'Send order' }).click();

    // The order arrives named from the Store; the business moves it along to completed.
    await page.goto(`/dashboard/channels/${channelId}/orders`);
    const row = page.getByTestId('order-row').filter({ hasText: 'Grace Hopper' });
    expect(await row.getByTestId('order-amount').innerText()).toBe('$77.00');
    await row.getByTestId('order-id').click();
    await page.getByTestId('order-item').filter({ hasText: 'Iron garden lantern' }).waitFor();
    for (const [status, shown] of [
      ['Processing', 'processing'],
      ['Shipped', 'shipped'],
      ['Completed', 'completed'],
    ] as const) {
      await page.getByRole('combobox', { name: 'New status' }).click();
      await page.getByRole('option', { name: status, exact: true }).click();
      await page.getByTestId('change-status').click();
      await page.locator(`main [data-testid="order-status"][data-status="${shown}"]`).first().waitFor();
    }

    // Grace read each step on her phone.
    const told = customer.locator('[data-testid="bubble"][data-from="business"]');
    for (const words of [
      'We have received your order',
      'is being prepared',
      'has been shipped',
      'is complete',
    ]) {
      await told.filter({ hasText: words }).waitFor();
    }
  });
});
