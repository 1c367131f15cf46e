import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSandboxChannel, type Stack, signUpNewBusiness, startStack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const csv = [
  'retailer_id,name,description,price,currency,image_url,availability',
  'mug-black,Black mug,Stoneware,16.00,USD,https://shop.parley.test/images/mug-black.jpg,in stock',
  'mug-red,Red mug,Stoneware,twelve,USD,https://shop.parley.test/images/mug-red.jpg,in stock',
].join('\n');

describe('store', () => {
  it('shows the sandbox catalog, adds a product and changes its price, imports a file with a refused row, finds a product by retailer id and deletes it', async () => {
    const page = await stack.newPage();
    await signUpNewBusiness(page);
    const channelId = await addSandboxChannel(page);

    // The sidebar's Store opens the selected channel's catalog: the sandbox shop is connected.
    await page.goto('/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Store' }).click();
    await page.waitForURL(`**/dashboard/channels/${channelId}/store`);
    await page.getByTestId('catalog-name').filter({ hasText: 'Parley Sandbox Shop' }).waitFor();
    await page.getByTestId('sync-catalog').click();
    await page.getByTestId('toast').filter({ hasText: 'Catalog synced' }).waitFor();
    const row = (text: string) => page.getByTestId('product-row').filter({ hasText: text });
    await row('vase-blue').waitFor();
    expect(await row('vase-blue').getByTestId('product-price').innerText()).toBe('$30.00');

    // A new product, listed with its price.
    await page.getByTestId('add-product').click();
    await page.getByTestId('product-retailer-id-input').fill('lamp-brass');
    await page.getByTestId('product-name-input').fill('Brass table lamp');
    await page.getByTestId('product-description-input').fill('Warm light for a reading corner');
    await page.getByTestId('product-image-input').fill('https://shop.parley.test/images/lamp-brass.jpg');
    await page.getByTestId('product-price-input').fill('45');
    await page.getByTestId('product-currency-input').fill('usd');
    await page.getByTestId('save-product').click();
    await page.getByTestId('toast').filter({ hasText: 'Product added successfully' }).waitFor();
    await row('lamp-brass').waitFor();
    expect(await row('lamp-brass').getByTestId('product-price').innerText()).toBe('$45.00');
    expect(await row('lamp-brass').getByTestId('product-availability').innerText()).toBe('In stock');

    // Its price changes; its retailer id cannot.
    await row('lamp-brass').getByTestId('product-actions').click();
    await page.getByTestId('edit-product').click();
    expect(await page.getByTestId('product-retailer-id-input').getAttribute('readonly')).not.toBeNull();
    await page.getByTestId('product-price-input').fill('49.50');
    await page.getByTestId('save-product').click();
    await page.getByTestId('toast').filter({ hasText: 'Product updated successfully' }).waitFor();
    await row('lamp-brass').getByTestId('product-price').filter({ hasText: '$49.50' }).waitFor();

    // A file of one good row and one with a bad price: the report names the refused row and why.
    await page.getByTestId('import-products').click();
    await page.getByTestId('import-file-input').setInputFiles({
      name: 'mugs.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByTestId('import-report').waitFor();
    expect(await page.getByTestId('import-counts').innerText()).toBe('1 added, 0 changed, 1 refused');
    const refused = page.getByTestId('refused-row');
    expect(await refused.count()).toBe(1);
    expect(await refused.getByTestId('refused-row-number').innerText()).toBe('3');
    expect(await refused.getByTestId('refused-reason').innerText()).toBe('Enter a price such as 12.50');
    expect(await refused.getByTestId('refused-values').innerText()).toContain('twelve');
    await page.getByRole('button', { name: 'Close' }).click();
    await row('mug-black').waitFor();

    // The search by retailer id lives in the address.
    await page.getByPlaceholder('Search by name or retailer id').fill('lamp-brass');
    await page.waitForURL((url) => url.searchParams.get('search') === 'lamp-brass');
    await row('vase-blue').waitFor({ state: 'detached' });
    expect(await page.getByTestId('product-row').count()).toBe(1);

    // Deleted after a confirm: the search finds nothing any more.
    await row('lamp-brass').getByTestId('product-actions').click();
    await page.getByTestId('delete-product').click();
    await page.getByTestId('confirm').click();
    await page.getByTestId('toast').filter({ hasText: 'Product deleted successfully' }).waitFor();
    await page.getByTestId('empty-state').filter({ hasText: "Sorry, we couldn't find any data" }).waitFor();
  });
});
