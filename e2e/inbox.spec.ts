import type { Channel, SandboxCredentials } from '@parley/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, signUpNewBusiness, startStack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const ada = '15550101001';
const day = 24 * 60 * 60 * 1000;

describe('the shared inbox', () => {
  it('shows a customer’s message live, answers it, and turns to templates once the window has closed', async () => {
    const agent = await stack.newPage();
    await signUpNewBusiness(agent);
    await agent.goto('/dashboard/channels/create');
    await agent.locator('input[name="displayName"]').fill('Sandbox support');
    await agent.getByTestId('use-sandbox').click();
    await agent.getByTestId('create-channel').click();
    await agent.waitForURL(/\/dashboard\/channels\/[0-9a-f-]{36}$/);
    const channelId = new URL(agent.url()).pathname.split('/').at(-1) ?? '';
    const api = apiOf(agent);
    const channel = await api<Channel>('GET', `/api/v1/channels/${channelId}`);
    const { handsetUrl } = await api<SandboxCredentials>('GET', '/api/v1/channels/sandbox');
    // The sandbox's approved templates, for when the window has closed.
    await api('POST', `/api/v1/channels/${channelId}/templates/refresh`);

    await agent.goto(`/dashboard/chat?channelId=${channelId}`);
    await agent.getByTestId('conversations-empty').waitFor();

    // The customer, in a browser of their own: the simulator's handset.
    const customer = await stack.newPage();
    await customer.goto(`${handsetUrl}?phoneNumberId=${channel.phoneNumberId}`);
    await customer.getByTestId(`chat-${ada}`).click();
    await customer.getByTestId('composer-input').fill('Is the blue vase still available?');
    await customer.getByTestId('composer-send').click();

    // It appears in the agent's open inbox without a reload, unread.
    const conversation = agent.getByTestId('conversation-item').filter({ hasText: 'Ada Lovelace' });
    await conversation.filter({ hasText: 'Is the blue vase still available?' }).waitFor();
    await conversation.click();
    await agent.getByTestId('message').filter({ hasText: 'Is the blue vase still available?' }).waitFor();
    await agent.getByTestId('window-countdown').waitFor();

    // Opening it reads it: the customer sees blue ticks.
    await customer.locator('[data-testid="bubble"][data-from="customer"] .ticks--read').first().waitFor();

    await agent.getByTestId('composer-input').fill('Yes, it is. Shall I keep it for you?');
    await agent.getByTestId('composer-send').click();
    await customer
      .locator('[data-testid="bubble"][data-from="business"]', {
        hasText: 'Yes, it is. Shall I keep it for you?',
      })
      .waitFor();
    // The customer has the chat open, so the reply is read: its ticks turn blue for the agent.
    const reply = agent.getByTestId('message').filter({ hasText: 'Yes, it is. Shall I keep it for you?' });
    await reply.locator('[data-testid="message-status"][data-status="read"]').waitFor();
    await agent.screenshot({ path: '/tmp/e2e-inbox-replied.png' });

    // A day later by the simulator's clock, which Parley follows: free text is locked.
    const simulator = new URL(handsetUrl).origin;
    const moved = await fetch(`${simulator}/_sim/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: day + 60_000 }),
    });
    expect(moved.ok).toBe(true);
    await agent.reload();
    await agent.getByTestId('composer-locked').waitFor();
    expect(await agent.getByTestId('composer-input').count()).toBe(0);

    await agent.getByTestId('send-template').click();
    await agent.getByTestId('template-choice').click();
    await agent.getByRole('option', { name: /order_update/ }).click();
    // The customer's name is filled in from the contact; the order number is the agent's to give.
    expect(await agent.getByTestId('body-variable-0').inputValue()).toBe('Ada Lovelace');
    await agent.getByTestId('body-variable-1').fill('#1042');
    await agent.getByTestId('template-send').click();
    await agent.getByText('Template sent successfully').waitFor();
    await customer
      .locator('[data-testid="bubble"][data-from="business"]', {
        hasText: 'Hi Ada Lovelace, your order #1042 is on its way.',
      })
      .waitFor();
    await agent.getByTestId('message').filter({ hasText: 'your order #1042 is on its way' }).waitFor();
    await agent.screenshot({ path: '/tmp/e2e-inbox-template.png' });
  });
});

/** Calls the API as the signed-in user of `page`. */
function apiOf(page: Page) {
  return async <T = unknown>(method: 'GET' | 'POST', path: string): Promise<T> => {
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const response = await fetch(`${stack.baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return (await response.json()) as T;
  };
}
