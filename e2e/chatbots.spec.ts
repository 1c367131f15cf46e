import type { Channel, SandboxCredentials } from '@parley/contract';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBusiness, node, testRunSaying } from './support/chatbots';
import { addSandboxChannel, apiOf, type Stack, signUpNewBusiness, startStack } from './support/stack';
import { toastShown } from './support/toasts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

/** Drags from one connector to another as a user connects two nodes. */
async function connect(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('a connector is not shown');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();
}

describe('chatbots', () => {
  it('builds a three-node flow (connected by dragging and from the panel), is refused a 25-character button title, fixes it, test-runs it on the handset, activates it, and a customer goes through it', async () => {
    const page = await stack.newPage();
    await signUpNewBusiness(page);
    const channelId = await addSandboxChannel(page);

    await page.getByTestId('channel-chatbots').click();
    await page.waitForURL(`**/dashboard/channels/${channelId}/chatbot`);
    await page.getByTestId('empty-state').waitFor();

    await page.getByTestId('create-chatbot').click();
    await page.getByTestId('chatbot-name-input').fill('Order helper');
    await page.getByTestId('chatbot-keyword-input').fill('orders');
    await page.getByTestId('save-chatbot').click();
    await page.waitForURL(new RegExp(`/dashboard/channels/${channelId}/chatbot/[0-9a-f-]{36}$`));
    await toastShown(page, 'Chatbot created successfully');

    // A message, reply buttons and a question, each written in its side panel as it is added.
    await page.getByTestId('add-message').click();
    await page.getByTestId('message-text').fill('Hello! We are here to help with your order.');
    await page.getByTestId('close-node-editor').click();
    await page.getByTestId('add-button').click();
    await page.getByTestId('button-body').fill('What do you need?');
    await page.getByTestId('button-title').fill('Track my parcel delivery!');
    await page.getByTestId('close-node-editor').click();
    await page.getByTestId('add-question').click();
    await page.getByTestId('question-text').fill('What is your order number?');
    await page.getByTestId('close-node-editor').click();
    await page.getByTestId('node-editor').waitFor({ state: 'hidden' });
    await page.locator('.react-flow__controls-fitview').click();
    expect(await page.getByTestId('flow-node').count()).toBe(3);
    expect(await node(page, 'message').getByTestId('start-badge').count()).toBe(1);

    await connect(
      page,
      node(page, 'message').locator('.react-flow__handle.source'),
      node(page, 'button').locator('.react-flow__handle.target'),
    );
    // The button's way out is chosen from the list in its panel, as a keyboard or a phone would.
    await node(page, 'button').getByText('What do you need?').click();
    await page.getByRole('combobox', { name: 'Track my parcel delivery!' }).click();
    await page.getByRole('option', { name: 'Question: What is your order number?' }).click();
    await page.getByTestId('close-node-editor').click();
    await page.getByTestId('node-editor').waitFor({ state: 'hidden' });
    await node(page, 'question').getByTestId('toggle-end').click();
    await node(page, 'question').getByTestId('exit-end').waitFor();
    await page.locator('.react-flow__edge').nth(1).waitFor();

    // WhatsApp takes at most 20 characters in a button's title: the lint says so, and Activate waits.
    const problem = page.locator('[data-testid="flow-problem"][data-code="buttonTitleTooLong"]');
    expect(await page.getByTestId('flow-problem').count()).toBe(1);
    expect(await problem.innerText()).toContain('A button title is longer than 20 characters.');
    expect(await page.getByTestId('activate').isDisabled()).toBe(true);

    await problem.click();
    await page.getByTestId('node-editor').waitFor();
    await page.getByTestId('button-title').fill('Track my parcel');
    await page.getByTestId('close-node-editor').click();
    await page.getByText('No problems: the flow can run').waitFor();
    await page.locator('[data-testid="save-state"][data-state="saved"]').waitFor();
    expect(await page.getByTestId('save-state').innerText()).toBe('Saved');

    // The bot waits a quarter of an hour for answers, and starts over when the customer says "menu".
    await page.getByTestId('chatbot-settings').click();
    await page.getByTestId('chatbot-timeout').fill('0');
    await page.getByTestId('save-chatbot-settings').click();
    await page.getByText('Enter whole minutes from 1 to 1,440').waitFor();
    await page.getByTestId('chatbot-timeout').fill('15');
    await page.getByTestId('chatbot-restart-keyword').fill('menu');
    await page.getByTestId('save-chatbot-settings').click();
    await page.getByText('Chatbot settings saved').waitFor();

    // Tried as it stands on the simulator's phone, framed in the builder, before it goes live.
    const tester = await testRunSaying(page, 'hi');
    await fromBusiness(tester, 'Hello! We are here to help with your order.').waitFor();
    await tester.getByTestId('reply-button').filter({ hasText: 'Track my parcel' }).click();
    await fromBusiness(tester, 'What is your order number?').waitFor();
    await page.locator('[data-kind="question"][data-test-run="current"]').waitFor();
    expect(await page.locator('[data-kind="button"][data-test-run="visited"]').count()).toBe(1);
    expect(await page.getByTestId('test-run-state').innerText()).toBe(
      'Waiting for the answer to “Question: What is your order number?”.',
    );
    await tester.getByTestId('composer-input').fill('menu');
    await tester.getByTestId('composer-send').click();
    await page.locator('[data-kind="button"][data-test-run="current"]').waitFor();
    await tester.getByTestId('reply-button').filter({ hasText: 'Track my parcel' }).last().click();
    await page.locator('[data-kind="question"][data-test-run="current"]').waitFor();
    await tester.getByTestId('composer-input').fill('4711');
    await tester.getByTestId('composer-send').click();
    await page.locator('[data-testid="test-run-state"][data-state="completed"]').waitFor();
    expect(await page.getByTestId('test-run-variables').innerText()).toContain('4711');
    expect(await page.getByTestId('chatbot-status').innerText()).toBe('Inactive');
    await page.getByTestId('close-test-run').click();

    await page.getByTestId('activate').click();
    await page.getByText('Chatbot status updated').waitFor();
    await page.getByTestId('deactivate').waitFor();
    expect(await page.getByTestId('chatbot-status').innerText()).toBe('Active');

    await page.getByRole('link', { name: 'Chatbot', exact: true }).first().click();
    await page.waitForURL(`**/dashboard/channels/${channelId}/chatbot`);
    const row = page.getByTestId('chatbot-row').filter({ hasText: 'Order helper' });
    await row.getByText('Active', { exact: true }).waitFor();
    expect(await row.getByTestId('chatbot-keyword').innerText()).toBe('orders');
    expect(await row.getByTestId('chatbot-problems').innerText()).toBe('Ready');

    // Live: a customer on the handset writes the keyword and goes through the flow.
    const { handsetUrl } = await apiOf(stack, page)<SandboxCredentials>('GET', '/api/v1/channels/sandbox');
    const channel = await apiOf(stack, page)<Channel>('GET', `/api/v1/channels/${channelId}`);
    const customer = await stack.newPage();
    await customer.goto(`${handsetUrl}?phoneNumberId=${channel.phoneNumberId}&waId=15550102002`);
    await customer.getByTestId('composer-input').fill('Orders');
    await customer.getByTestId('composer-send').click();
    await fromBusiness(customer, 'Hello! We are here to help with your order.').waitFor();
    await customer.getByTestId('reply-button').filter({ hasText: 'Track my parcel' }).click();
    await fromBusiness(customer, 'What is your order number?').waitFor();
    await page.context().close();
    await customer.context().close();
  });

  it('lists a channel’s chatbots: refuses to activate one with problems, renames it, starts it on any keyword, deletes it', async () => {
    const page = await stack.newPage();
    await signUpNewBusiness(page);
    const channelId = await addSandboxChannel(page);
    await page.goto(`/dashboard/channels/${channelId}/chatbot`);
    await page.getByTestId('empty-state').getByRole('button').click();
    await page.getByTestId('chatbot-name-input').fill('Opening hours');
    await page.getByTestId('chatbot-keyword-input').fill('hours');
    await page.getByTestId('save-chatbot').click();
    await page.waitForURL(/\/chatbot\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: 'Chatbot', exact: true }).first().click();
    const row = page.getByTestId('chatbot-row').filter({ hasText: 'Opening hours' });
    await row.waitFor();
    expect(await row.getByTestId('chatbot-problems').innerText()).toBe('Problems: 1');

    // An empty flow cannot run: the server's problems are listed, and the bot stays inactive.
    await row.getByTestId('chatbot-active').click();
    const refusal = page.getByTestId('refused-activation');
    await refusal.getByText('Choose the node the flow starts at.').waitFor();
    await refusal.getByRole('button', { name: 'Close' }).click();
    await refusal.waitFor({ state: 'hidden' });
    expect(await row.getByTestId('chatbot-status').innerText()).toBe('Inactive');

    await row.getByTestId('chatbot-actions').click();
    await page.getByTestId('rename-chatbot').click();
    await page.getByTestId('chatbot-text-input').fill('Shop hours');
    await page.getByTestId('save-chatbot-text').click();
    await page.getByText('Chatbot name updated').waitFor();
    const renamed = page.getByTestId('chatbot-row').filter({ hasText: 'Shop hours' });

    await renamed.getByTestId('chatbot-actions').click();
    await page.getByTestId('chatbot-any-keyword').click();
    await renamed.getByTestId('chatbot-keyword').getByText('Any keyword').waitFor();

    await renamed.getByTestId('chatbot-actions').click();
    await page.getByTestId('change-chatbot-keyword').click();
    await page.getByTestId('chatbot-text-input').fill('open');
    await page.getByTestId('save-chatbot-text').click();
    await page.getByText('Chatbot keyword updated').waitFor();
    await renamed.getByTestId('chatbot-keyword').getByText('open').waitFor();

    await renamed.getByTestId('chatbot-actions').click();
    await page.getByTestId('delete-chatbot').click();
    await page.getByTestId('confirm').click();
    await page.getByTestId('empty-state').waitFor();
    await page.getByText('Chatbot status updated').first().waitFor();
    await page.context().close();
  });
});
