import type { Channel, SandboxCredentials, TemplateList } from '@parley/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSandboxChannel, apiOf, type Stack, signIn, signUpNewBusiness, startStack } from './support/stack';
import { toastShown } from './support/toasts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.stop();
});

const ada = '15550101001';
const day = 24 * 60 * 60 * 1000;
/** A real 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('the shared inbox', () => {
  it('shows a customer’s message live, answers it, and turns to templates once the window has closed', async () => {
    const agent = await stack.newPage();
    const { channelId, channel, handsetUrl, api } = await businessWithSandboxChannel(agent);
    // The sandbox's approved templates, for when the window has closed.
    await api('POST', `/api/v1/channels/${channelId}/templates/refresh`);

    await agent.goto(`/dashboard/chat?channelId=${channelId}`);
    await agent.getByTestId('conversations-empty').waitFor();

    // The customer, in a browser of their own: the simulator's handset.
    const customer = await customerWrites(handsetUrl, channel, 'Is the blue vase still available?');

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
    await toastShown(agent, 'Template sent successfully');
    await customer
      .locator('[data-testid="bubble"][data-from="business"]', {
        hasText: 'Hi Ada Lovelace, your order #1042 is on its way.',
      })
      .waitFor();
    await agent.getByTestId('message').filter({ hasText: 'your order #1042 is on its way' }).waitFor();
    await agent.screenshot({ path: '/tmp/e2e-inbox-template.png' });
  });

  it('sends a template whose header picture the agent uploads in the dialog, and the customer sees it', async () => {
    const agent = await stack.newPage();
    const { channelId, channel, handsetUrl, api } = await businessWithSandboxChannel(agent);
    // The header's sample is an upload handle, which no send can carry: the agent chooses the picture.
    await api('POST', `/api/v1/channels/${channelId}/templates`, {
      name: 'spring_photo',
      language: 'en',
      category: 'MARKETING',
      header: { format: 'IMAGE', handle: '4::aW1hZ2UvcG5n:3' },
      body: { text: 'Spring has come to the shop' },
    });
    for (let approved = false; !approved; await new Promise((resolve) => setTimeout(resolve, 250))) {
      await api('POST', `/api/v1/channels/${channelId}/templates/refresh`);
      const { data } = await api<TemplateList>(
        'GET',
        `/api/v1/channels/${channelId}/templates?search=spring_photo`,
      );
      approved = data.some((template) => template.status === 'APPROVED');
    }
    const customer = await customerWrites(handsetUrl, channel, 'Any new flowers?');
    await agent.goto(`/dashboard/chat?channelId=${channelId}`);
    await agent.getByTestId('conversation-item').filter({ hasText: 'Ada Lovelace' }).click();

    await agent.getByTestId('open-templates').click();
    await agent.getByTestId('template-choice').click();
    await agent.getByRole('option', { name: /spring_photo/ }).click();
    await agent.getByTestId('template-send').click();
    await agent.getByTestId('header-media').getByText('Upload a file or paste a link').waitFor();

    await agent
      .getByTestId('header-media-file')
      .setInputFiles({ name: 'tulips.png', mimeType: 'image/png', buffer: png });
    await agent.getByTestId('header-media').getByText('tulips.png').waitFor();
    // The preview shows the picture itself, from the file the agent chose.
    await agent.locator('[data-testid="template-dialog"] img[src^="blob:"]').waitFor();
    await agent.getByTestId('template-send').click();
    await toastShown(agent, 'Template sent successfully');

    const sent = customer.locator('[data-testid="bubble"][data-from="business"]', {
      hasText: 'Spring has come to the shop',
    });
    await sent.locator('img').waitFor();
    // The thread shows the picture that was sent, fetched with the agent's session.
    const inThread = agent.getByTestId('message').filter({ hasText: 'Spring has come to the shop' });
    await inThread.locator('img[src^="blob:"]').waitFor();
    await agent.screenshot({ path: '/tmp/e2e-inbox-template-media.png' });
  });

  it('hands a conversation to an agent the admin has just added, who is told at once and opens it', async () => {
    const admin = await stack.newPage();
    const { channelId, channel, handsetUrl, api } = await businessWithSandboxChannel(admin);
    const agent = {
      firstName: 'Omar',
      lastName: 'Haddad',
      userName: `omar.${Date.now().toString(36)}`,
      emailAddress: `omar.${Date.now().toString(36)}@example.com`,
      contactNumber: '+49 151 2345 6789',
      roleName: 'agent',
      password: 'support-desk-2026',
      confirmPassword: 'support-desk-2026',
      autoAssignNotification: true,
    };
    await api('POST', '/api/v1/users', agent);
    await customerWrites(handsetUrl, channel, 'Can I change my delivery address?');

    const agentPage = await stack.newPage();
    await signIn(agentPage, agent.userName, agent.password);
    await agentPage.goto(`/dashboard/chat?channelId=${channelId}`);
    // An agent sees the unassigned conversations too.
    await agentPage.getByTestId('conversation-item').filter({ hasText: 'Ada Lovelace' }).waitFor();

    await admin.goto(`/dashboard/chat?channelId=${channelId}`);
    await admin.getByTestId('conversation-item').filter({ hasText: 'Ada Lovelace' }).click();
    // Assigned once the thread has loaded, as the admin reads it first: a menu opened while the
    // thread's header was still being replaced closed with it.
    await admin.getByTestId('message').filter({ hasText: 'Can I change my delivery address?' }).waitFor();
    await admin.getByTestId('assign-agent').click();
    await admin.getByTestId('agent-option').filter({ hasText: 'Omar Haddad' }).click();
    await toastShown(admin, 'Agent assigned successfully');
    await admin
      .getByTestId('conversation-item')
      .filter({ hasText: 'Ada Lovelace' })
      .filter({ hasText: 'Omar Haddad' })
      .waitFor();

    await agentPage.getByTestId('assignment-notification').waitFor();
    await agentPage.getByTestId('open-assigned').click();
    await agentPage.getByTestId('message').filter({ hasText: 'Can I change my delivery address?' }).waitFor();
    await agentPage.screenshot({ path: '/tmp/e2e-inbox-assigned.png' });
  });
});

/** Signs a new business up in `page` and adds the sandbox channel, whose templates are fetched. */
async function businessWithSandboxChannel(page: Page) {
  await signUpNewBusiness(page);
  const channelId = await addSandboxChannel(page);
  const api = apiOf(stack, page);
  const channel = await api<Channel>('GET', `/api/v1/channels/${channelId}`);
  const { handsetUrl } = await api<SandboxCredentials>('GET', '/api/v1/channels/sandbox');
  return { channelId, channel, handsetUrl, api };
}

/** Ada writes to the channel from the simulator's handset, in a browser of her own. */
async function customerWrites(handsetUrl: string, channel: Channel, text: string) {
  const customer = await stack.newPage();
  await customer.goto(`${handsetUrl}?phoneNumberId=${channel.phoneNumberId}`);
  await customer.getByTestId(`chat-${ada}`).click();
  await customer.getByTestId('composer-input').fill(text);
  await customer.getByTestId('composer-send').click();
  return customer;
}
