import type { Channel } from '@parley/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type InboxWorkspace,
  type Member,
  newCustomer,
  simulator,
  startInboxWorkspace,
} from '../inbox-workspace.test-helpers';
import { conversationWithCustomer, messageWithStatus, sendMessage } from './sending.test-helpers';

// A simulator of its own: forgetting its traffic would disturb other tests.
let w: InboxWorkspace;
let owner: Member;
let channel: Channel;

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
});
afterAll(() => w?.close());

it('marks a message the provider refuses as failed, in the provider’s words', async () => {
  const waId = newCustomer();
  await w.customerWrites(channel, waId, 'Hello');
  const conversation = await conversationWithCustomer(owner, channel, waId);
  // The provider forgets that the customer wrote, so it refuses free text (131047) where Parley still
  // sees an open window.
  await simulator(w.sim, 'POST', '/_sim/reset');

  const queued = await sendMessage(owner, conversation, {
    type: 'text',
    text: { body: 'Here is your quote' },
  });
  const failed = await messageWithStatus(owner, conversation, queued.messageId, 'failed');
  expect(failed.error).toEqual({
    code: 131047,
    title: 'Re-engagement message',
    details:
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
  });
  expect(failed.providerMessageId).toBeNull();
});
