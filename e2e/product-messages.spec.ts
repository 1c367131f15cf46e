import type { Channel, SandboxCredentials } from '@parley/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSandboxChannel, apiOf, type Stack, signUpNewBusiness, startStack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const ada = '15550101001';

/** Types into a product picker and picks the product whose option names `name`. */
async function pick(page: Page, testId: string, search: string, name: string) {
  const input = page.getByTestId(testId).last();
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.keyboard.press('Escape');
}

describe('product messages', () => {
  it('sends a product list from the composer, and the customer orders from it on WhatsApp', async () => {
    const agent = await stack.newPage();
    await signUpNewBusiness(agent);
    const channelId = await addSandboxChannel(agent);
    const api = apiOf(stack, agent);
    const channel = await api<Channel>('GET', `/api/v1/channels/${channelId}`);
    const { handsetUrl } = await api<SandboxCredentials>('GET', '/api/v1/channels/sandbox');

    // Ada writes from the simulator's handset, which opens the customer service window.
    const customer = await stack.newPage();
    await customer.goto(`${handsetUrl}?phoneNumberId=${channel.phoneNumberId}`);
    await customer.getByTestId(`chat-${ada}`).click();
    await customer.getByTestId('composer-input').fill('Do you have vases?');
    await customer.getByTestId('composer-send').click();

    // The agent answers with a product list of two sections, picked from the sandbox's catalog.
    await agent.goto(`/dashboard/chat?channelId=${channelId}`);
    await agent.getByTestId('conversation-item').filter({ hasText: 'Do you have vases?' }).click();
    await agent.getByTestId('open-products').click();
    const dialog = agent.getByTestId('product-message-dialog');
    await dialog.getByRole('tab', { name: 'Product list' }).click();
    await agent.getByTestId('product-header').fill('Spring picks');
    await agent.getByTestId('product-body').fill('Fresh from the kiln, ready to ship.');
    await agent.getByTestId('product-footer').fill('Prices include VAT');
    await agent.getByTestId('section-title').fill('Vases');
    await pick(agent, 'section-products', 'vase', 'Blue glazed vase');
    await agent.getByTestId('add-section').click();
    await agent.getByTestId('section-title').last().fill('Bowls and pots');
    await pick(agent, 'section-products', 'bowl', 'Green serving bowl');
    await pick(agent, 'section-products', 'pot', 'Small terracotta pot');
    expect(await agent.getByTestId('product-count').innerText()).toBe('3 of 30 products');
    await agent.getByTestId('product-send').click();
    await dialog.waitFor({ state: 'detached' });

    // The thread shows the list as sent, its products by name.
    const sent = agent.getByTestId('message-productList');
    await sent.waitFor();
    expect(await sent.getByTestId('product-card').allInnerTexts()).toEqual([
      expect.stringContaining('Blue glazed vase'),
      expect.stringContaining('Green serving bowl'),
      expect.stringContaining('Small terracotta pot'),
    ]);

    // Ada opens the list on her handset, puts a vase in the cart and sends the order.
    const list = customer.locator('[data-testid="bubble"][data-from="business"]', {
      hasText: 'Spring picks',
    });
    await list.getByTestId('open-shop').filter({ hasText: 'View items' }).click();
    await customer
      .locator('[data-testid="shop-product"][data-retailer-id="vase-blue"]')
      .getByRole('button', { name: 'More' })
      .click();
    await customer.getByRole('button', { name: 'Send order' }).click();

    // The order reaches Parley's thread as an order card, its product named from the catalog.
    const order = agent.getByTestId('order-card');
    await order.waitFor();
    expect(await order.innerText()).toContain('Blue glazed vase');
    expect(await order.getByTestId('order-total').innerText()).toBe('$30.00');
  });
});
