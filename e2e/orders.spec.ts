import type { Channel, SandboxCredentials } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addSandboxChannel,
  apiOf,
  customerOrders,
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

const ada = '15550101001';

describe('orders', () => {
  it('shows a customer’s order live, moves it to processing with remarks, cancels it from the list, and keeps both in its history', async () => {
    const page = await stack.newPage();
    await signUpNewBusiness(page);
    const channelId = await addSandboxChannel(page);
    const api = apiOf(stack, page);
    const channel = await api<Channel>('GET', `/api/v1/channels/${channelId}`);
    const { handsetUrl } = await api<SandboxCredentials>('GET', '/api/v1/channels/sandbox');
    const simulator = new URL(handsetUrl).origin;

    // The sidebar's Orders opens the selected channel's orders: none yet.
    await page.goto('/dashboard');
    await openFromSidebar(page, 'Orders', `/dashboard/channels/${channelId}/orders`);
    await page.getByTestId('empty-state').filter({ hasText: "Sorry, we couldn't find any data" }).waitFor();

    // Ada orders from the catalog on WhatsApp; the open list shows it without a reload.
    await customerOrders(simulator, channel.phoneNumberId, ada, 'Love these! Gift wrap, please.');
    const row = page.getByTestId('order-row').filter({ hasText: 'Ada Lovelace' });
    await row.waitFor();
    expect(await row.getByTestId('order-amount').innerText()).toBe('$85.00');
    await row.locator('[data-testid="order-status"][data-status="pending"]').waitFor();
    expect(await row.getByTestId('order-status').innerText()).toBe('Pending');

    // Its details: the items, the customer's words, and only the statuses it may move to.
    await row.getByTestId('order-id').click();
    await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
    await page.getByTestId('order-item').first().waitFor();
    expect(await page.getByTestId('order-item').count()).toBe(2);
    expect(await page.getByTestId('order-total').innerText()).toBe('$85.00');
    expect(await page.getByTestId('order-text').innerText()).toBe('Love these! Gift wrap, please.');
    expect(await page.getByTestId('open-conversation').getAttribute('href')).toMatch(
      new RegExp(`^/dashboard/chat\\?channelId=${channelId}&conversationId=[0-9a-f-]{36}$`),
    );
    await page.getByRole('combobox', { name: 'New status' }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Processing', 'Canceled']);
    await page.getByRole('option', { name: 'Processing' }).click();
    await page.getByTestId('status-remarks').fill('Packed by Maya, ships tomorrow');
    await page.getByTestId('change-status').click();
    await toastShown(page, 'Order status updated successfully');
    await page.locator('main [data-testid="order-status"][data-status="processing"]').first().waitFor();
    await page.getByRole('combobox', { name: 'New status' }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual([
      'Partialy Shipped',
      'Shipped',
      'Canceled',
    ]);
    await page.keyboard.press('Escape');

    // Back on the list, Ada's order is canceled after a confirm, with remarks.
    await page.locator('main').getByRole('link', { name: 'Orders' }).click();
    await row.locator('[data-testid="order-status"][data-status="processing"]').waitFor();
    await row.getByTestId('cancel-order').click();
    await page.getByTestId('cancel-remarks').fill('Out of stock');
    await page.getByTestId('confirm').click();
    await toastShown(page, 'Order status updated successfully');
    await row.locator('[data-testid="order-status"][data-status="canceled"]').waitFor();
    expect(await row.getByTestId('cancel-order').isDisabled()).toBe(true);

    // The status filter lives in the address: pending orders are none now, canceled ones hers.
    await page.goto(`/dashboard/orders/${channelId}?status=pending`);
    await page.getByTestId('empty-state').waitFor();
    await page.goto(`/dashboard/orders/${channelId}?status=pending,canceled`);
    await row.waitFor();

    // The phone search and the days narrow the list too.
    const search = page.getByPlaceholder('Search by phone');
    await search.fill('+1 555 0109');
    await page.getByTestId('empty-state').waitFor();
    await search.fill('+1 555 0101');
    await row.waitFor();
    const day = (offset: number) => {
      const date = new Date();
      date.setDate(date.getDate() + offset);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    };
    await page.getByTestId('filter-from').fill(day(1));
    await page.getByTestId('empty-state').waitFor();
    await page.getByTestId('filter-from').fill(day(0));
    await page.waitForURL((url) => url.searchParams.get('from') === day(0));
    await page.getByTestId('filter-to').fill(day(0));
    await page.waitForURL(
      (url) => url.searchParams.get('from') === day(0) && url.searchParams.get('to') === day(0),
    );
    await row.waitFor();
    expect(new URL(page.url()).searchParams.get('phone')).toBe('+1 555 0101');

    // The history, opened from the spec's second address: placed by Ada, then both of Maya's changes.
    await row.getByTestId('open-order').click();
    await page.waitForURL(new RegExp(`/dashboard/orders/${channelId}/[0-9a-f-]{36}$`));
    const history = page.getByTestId('order-history-entry');
    await history.nth(2).waitFor();
    expect(await history.allInnerTexts()).toHaveLength(3);
    const entry = async (index: number) => ({
      status: await history.nth(index).getByTestId('order-status').getAttribute('data-status'),
      by: await history.nth(index).getByTestId('order-history-by').innerText(),
      remarks: await history
        .nth(index)
        .getByTestId('order-history-remarks')
        .innerText({ timeout: 1000 })
        .catch(() => null),
    });
    expect([await entry(0), await entry(1), await entry(2)]).toEqual([
      { status: 'pending', by: 'Placed by the customer', remarks: null },
      { status: 'processing', by: 'by Maya Fischer', remarks: 'Packed by Maya, ships tomorrow' },
      { status: 'canceled', by: 'by Maya Fischer', remarks: 'Out of stock' },
    ]);
    await page.getByTestId('status-final').waitFor();

    // Ada was told each move on WhatsApp, without the team's remarks.
    let texts = '';
    for (let tries = 0; !texts.includes('has been canceled') && tries < 100; tries++) {
      if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      texts = JSON.stringify(await (await fetch(`${simulator}/_sim/sent?to=${ada}`)).json());
    }
    expect(texts).toContain('is being prepared');
    expect(texts).toContain('has been canceled');
    expect(texts).not.toContain('Out of stock');
  });
  it('chooses the template that tells customers outside the window when their order ships, with its preview', async () => {
    const page = await stack.newPage();
    await signUpNewBusiness(page);
    const channelId = await addSandboxChannel(page);
    const api = apiOf(stack, page);
    await api('POST', `/api/v1/channels/${channelId}/templates/refresh`);

    await page.goto(`/dashboard/channels/${channelId}/orders`);
    await page.getByTestId('order-settings-link').click();
    await page.waitForURL(`**/dashboard/channels/${channelId}/order-settings`);
    const shipped = page.locator('[data-testid="status-template"][data-status="shipped"]');
    await shipped.getByRole('combobox', { name: 'Template outside the window' }).click();
    await page.getByRole('option', { name: /order_update/ }).click();
    // Its two variables take the customer's name and the order's reference, as the preview shows.
    await shipped.getByText('Hi Ada Lovelace, your order 5F3A9C1E is on its way.').waitFor();
    await page.getByTestId('save-order-settings').click();
    await toastShown(page, 'Order messages saved');

    await page.reload();
    await shipped.getByText('Hi Ada Lovelace, your order 5F3A9C1E is on its way.').waitFor();
    const settings = await api<{ statusTemplates: { status: string; bodyFields: string[] }[] }>(
      'GET',
      `/api/v1/channels/${channelId}/order-settings`,
    );
    expect(settings.statusTemplates).toEqual([
      expect.objectContaining({ status: 'shipped', bodyFields: ['customerName', 'orderReference'] }),
    ]);
  });
});
