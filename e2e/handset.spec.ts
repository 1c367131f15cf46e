import type { Channel, ConversationList, MessageList } from '@parley/contract';
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

describe('the simulator’s handset', () => {
  it('delivers a message a customer types on the phone to Parley', async () => {
    const page = await stack.newPage();
    await signUpNewBusiness(page);
    const channelId = await addSandboxChannel(page);
    const api = apiOf(stack, page);
    const channel = await api<Channel>('GET', `/api/v1/channels/${channelId}`);

    const [handset] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByTestId('open-handset').click(),
    ]);
    await handset.waitForLoadState();
    expect(new URL(handset.url()).searchParams.get('phoneNumberId')).toBe(channel.phoneNumberId);
    await handset.getByTestId(`chat-${ada}`).click();
    await handset.getByTestId('composer-input').fill('Hello from the handset');
    await handset.getByTestId('composer-send').click();
    await handset
      .locator('[data-testid="bubble"][data-from="customer"]', { hasText: 'Hello from the handset' })
      .waitFor();
    await handset.screenshot({ path: '/tmp/handset.png' });

    const message = await eventually(async () => {
      const conversations = await api<ConversationList>(
        'GET',
        `/api/v1/conversations?channelId=${channelId}`,
      );
      const conversation = conversations.data.find((candidate) => candidate.contact.phone === ada);
      if (!conversation) return undefined;
      const messages = await api<MessageList>(
        'GET',
        `/api/v1/conversations/${conversation.conversationId}/messages`,
      );
      return messages.data.find((candidate) => candidate.type === 'text');
    });
    expect(message).toMatchObject({
      direction: 'inbound',
      type: 'text',
      content: { body: 'Hello from the handset' },
    });
  });
});

/** Webhook → job → database takes a moment: asks again until there is an answer or 15 s have passed. */
async function eventually<T>(probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('Parley did not store the message within 15 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
