import type { Channel, Chatbot, SandboxCredentials } from '@parley/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { shopFlow } from '../apps/server/src/modules/chatbots/shop-flow.test-helpers';
import { addSandboxChannel, apiOf, type Stack, signUpNewBusiness, startStack } from './support/stack';
import { toastShown } from './support/toasts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const ada = '15550101001';
describe('a chatbot in the shared inbox', () => {
  it('answers a handset customer, shows in the thread, pauses when the agent writes and resumes on request', async () => {
    const agent = await stack.newPage();
    await signUpNewBusiness(agent);
    const channelId = await addSandboxChannel(agent);
    const api = apiOf(stack, agent);
    const channel = await api<Channel>('GET', `/api/v1/channels/${channelId}`);
    const { handsetUrl } = await api<SandboxCredentials>('GET', '/api/v1/channels/sandbox');
    const bot = await api<Chatbot>('POST', `/api/v1/channels/${channelId}/chatbots`, {
      name: 'Shop assistant',
      type: 'keyword',
      keyword: 'shop',
    });
    const botPath = `/api/v1/channels/${channelId}/chatbots/${bot.chatbotId}`;
    await api('PUT', botPath, shopFlow());
    await api('PUT', `${botPath}/status`, { status: 'active' });

    // The customer writes the keyword from the simulator's handset and goes through the flow.
    const customer = await stack.newPage();
    await customer.goto(`${handsetUrl}?phoneNumberId=${channel.phoneNumberId}`);
    await customer.getByTestId(`chat-${ada}`).click();
    await customer.getByTestId('composer-input').fill('Shop');
    await customer.getByTestId('composer-send').click();
    const fromBusiness = (text: string) =>
      customer.locator('[data-testid="bubble"][data-from="business"]', { hasText: text });
    await fromBusiness('Welcome to the shop!').waitFor();
    await customer.getByTestId('reply-button').filter({ hasText: 'Track an order' }).click();
    await fromBusiness('What is your order number?').waitFor();

    // The agent sees the bot at work in the conversation, its messages marked as the chatbot's.
    await agent.goto(`/dashboard/chat?channelId=${channelId}`);
    await agent.getByTestId('conversation-item').first().click();
    const bar = agent.getByTestId('chatbot-session');
    await bar.and(agent.locator('[data-status="running"]')).waitFor();
    await agent.getByText('Chatbot “Shop assistant” is answering this customer').waitFor();
    await agent
      .getByTestId('message')
      .filter({ hasText: 'What is your order number?' })
      .getByText('Chatbot')
      .waitFor();
    await shoot(agent, 'running');

    // The agent writes: the bot steps back, and the customer's answer is left to the agent.
    await agent.getByTestId('composer-input').fill('Hi, this is Ada from the shop.');
    await agent.getByTestId('composer-send').click();
    await bar.and(agent.locator('[data-status="paused"]')).waitFor();
    await shoot(agent, 'paused');

    await bar.getByRole('button', { name: 'Resume chatbot' }).click();
    await toastShown(agent, 'The chatbot answers again');
    await bar.and(agent.locator('[data-status="running"]')).waitFor();
    await customer.getByTestId('composer-input').fill('4711');
    await customer.getByTestId('composer-send').click();
    await fromBusiness('Order 4711 is on its way').waitFor();
    await bar.waitFor({ state: 'detached' });
  });
});

/** The inbox as the agent sees it, for a person to look at. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/e2e-chatbot-inbox-${name}.png` });
}
