import {
  type Channel,
  contactRoutes,
  customerWindowMs,
  errorMessages,
  inboxRoutes,
  type Message,
  quickReplyRoutes,
} from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/harness';
import { connectRealtime } from '../../../test/realtime-client';
import { png } from '../../media/media.test-files';
import {
  eventually,
  type InboxWorkspace,
  type Member,
  memberOf,
  newCustomer,
  simulator,
  startInboxWorkspace,
} from '../inbox-workspace.test-helpers';
import {
  baseUrlOf,
  conversationWithCustomer,
  customerImage,
  messagesOf,
  messageWithStatus,
  pathOf,
  receivedByCustomer,
  sendMessage,
  sentTo,
  uploadPng,
} from './sending.test-helpers';

let w: InboxWorkspace;
let owner: Member;
let channel: Channel;

beforeAll(async () => {
  w = await startInboxWorkspace();
  ({ owner, channel } = await w.newBusiness());
});
afterAll(() => w?.close());

/** Someone of another business. */
const stranger = async () => memberOf(w.t, (await signUp(w.t.app)).accessToken);

/** A customer who just wrote, and their conversation as Parley has it. */
async function customerWhoWrote(waId = newCustomer()) {
  await w.customerWrites(channel, waId, 'Hello, is anyone there?');
  return { waId, conversation: await conversationWithCustomer(owner, channel, waId) };
}

describe('sending inside the customer service window', () => {
  it('queues a text, which reaches the customer and moves to sent, delivered and read, never back', async () => {
    const { waId, conversation } = await customerWhoWrote();
    const realtime = await connectRealtime(baseUrlOf(w.t.app), owner.token);
    try {
      const queued = await sendMessage(owner, conversation, {
        type: 'text',
        text: { body: 'Yes, how can I help?' },
      });
      expect(queued).toMatchObject({
        direction: 'outbound',
        type: 'text',
        status: 'queued',
        content: { body: 'Yes, how can I help?' },
        sentBy: { userId: owner.userId },
      });
      const created = await realtime.next(
        'message.created',
        (event) => event.message.messageId === queued.messageId,
      );
      expect(created.message.status).toBe('queued');

      const onPhone = await receivedByCustomer(w.sim, channel, waId, (message) => message.type === 'text');
      expect(onPhone.request).toMatchObject({
        text: { body: 'Yes, how can I help?' },
        biz_opaque_callback_data: `message:${queued.messageId}`,
      });
      const read = await messageWithStatus(owner, conversation, queued.messageId, 'read');
      expect(read.providerMessageId).toBe(onPhone.id);
      await realtime.next(
        'message.status',
        (event) => event.messageId === queued.messageId && event.status === 'read',
      );
      // Forward only, each at most once; a batch of webhooks may carry delivered and read together.
      const statuses: string[] = realtime
        .received('message.status')
        .filter((event) => event.messageId === queued.messageId)
        .map((event) => event.status);
      expect(statuses).toEqual(['sent', 'delivered', 'read'].filter((status) => statuses.includes(status)));
      expect(statuses).toContain('sent');
    } finally {
      realtime.close();
    }
  });

  it('sends a stored image by the provider’s media id, with its caption, and serves it back', async () => {
    const { waId, conversation } = await customerWhoWrote();
    const mediaId = await uploadPng(w.t.app, owner, 'green-sofa.png');
    const queued = await sendMessage(owner, conversation, {
      type: 'image',
      mediaId,
      caption: 'The green sofa',
    });
    expect(queued.content).toEqual({
      mediaId,
      caption: 'The green sofa',
      filename: 'green-sofa.png',
      mimeType: 'image/png',
    });

    const onPhone = await receivedByCustomer(w.sim, channel, waId, (message) => message.type === 'image');
    expect(onPhone.request.image).toEqual({ id: expect.any(String), caption: 'The green sofa' });
    await messageWithStatus(owner, conversation, queued.messageId, 'read');

    const file = await owner.api.call(
      'GET',
      pathOf(inboxRoutes.messageMedia.path, conversation.conversationId, queued.messageId),
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload).toEqual(png);
  });

  it('serves the image a customer sent, fetched from the provider', async () => {
    const waId = newCustomer();
    await simulator(w.sim, 'POST', `/_sim/customers/${waId}/messages`, {
      phoneNumberId: channel.phoneNumberId,
      message: customerImage,
    });
    const conversation = await conversationWithCustomer(owner, channel, waId);
    const [image] = await messagesOf(owner, conversation);
    expect(image?.type).toBe('image');

    const file = await owner.api.call(
      'GET',
      pathOf(inboxRoutes.messageMedia.path, conversation.conversationId, image?.messageId),
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload).toEqual(png);
  });

  it('has no file for a text message', async () => {
    const { conversation } = await customerWhoWrote();
    const [text] = await messagesOf(owner, conversation);
    const response = await owner.api.call(
      'GET',
      pathOf(inboxRoutes.messageMedia.path, conversation.conversationId, text?.messageId),
    );
    expect(response.statusCode).toBe(404);
  });

  it('refuses a file of another kind than it is sent as, and one the account does not have', async () => {
    const { conversation } = await customerWhoWrote();
    const mediaId = await uploadPng(w.t.app, owner, 'not-a-document.png');
    const path = pathOf(inboxRoutes.sendMessage.path, conversation.conversationId);
    const asDocument = await owner.api.call('POST', path, { type: 'document', mediaId });
    expect(asDocument.json()).toMatchObject({ code: 'MEDIA_TYPE_MISMATCH' });
    const foreign = await uploadPng(w.t.app, await stranger(), 'theirs.png');
    expect((await owner.api.call('POST', path, { type: 'image', mediaId: foreign })).statusCode).toBe(404);
  });

  it('tries again after a retryable refusal (the number’s throughput)', async () => {
    const { waId, conversation } = await customerWhoWrote();
    await simulator(w.sim, 'POST', '/_sim/config', { messagesPerSecond: 1 });
    try {
      const bodies = ['One', 'Two', 'Three'];
      const queued: Message[] = [];
      for (const body of bodies)
        queued.push(await sendMessage(owner, conversation, { type: 'text', text: { body } }));
      for (const message of queued) await messageWithStatus(owner, conversation, message.messageId, 'read');
      const received = (await sentTo(w.sim, channel, waId)).filter((message) => message.type === 'text');
      const bodiesReceived = received.map((message) => (message.request.text as { body: string }).body);
      expect(bodiesReceived.sort()).toEqual([...bodies].sort());
    } finally {
      await simulator(w.sim, 'POST', '/_sim/config', { messagesPerSecond: null });
    }
  });

  it('keeps the provider’s reason when the message cannot be delivered', async () => {
    // The simulator's rule: a number ending in 0000 is not on WhatsApp; its send fails by webhook.
    const { conversation } = await customerWhoWrote(`1555${String(Date.now()).slice(-3)}0000`);
    const queued = await sendMessage(owner, conversation, { type: 'text', text: { body: 'Hello?' } });
    const failed = await messageWithStatus(owner, conversation, queued.messageId, 'failed');
    expect(failed.error).toMatchObject({ code: 131026, title: 'Message undeliverable' });
  });

  it('sends nothing to a blocked contact', async () => {
    const { conversation } = await customerWhoWrote();
    await owner.api.ok(
      'PATCH',
      contactRoutes.block.path.replace(':contactId', conversation.contact.contactId),
      {
        blocked: true,
      },
    );
    const response = await owner.api.call(
      'POST',
      pathOf(inboxRoutes.sendMessage.path, conversation.conversationId),
      {
        type: 'text',
        text: { body: 'Still there?' },
      },
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONTACT_BLOCKED',
      message: errorMessages.CONTACT_BLOCKED,
    });
    expect(await messagesOf(owner, conversation)).toHaveLength(1);
  });

  it('shows another account’s conversation to no one', async () => {
    const { conversation } = await customerWhoWrote();
    const path = pathOf(inboxRoutes.sendMessage.path, conversation.conversationId);
    const response = await (await stranger()).api.call('POST', path, { type: 'text', text: { body: 'Hi' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('the 24-hour customer service window', () => {
  it('locks free text once 24 hours passed since the customer wrote, and a template still goes out', async () => {
    const { waId, conversation } = await customerWhoWrote();
    await simulator(w.sim, 'POST', '/_sim/clock', { advanceMs: customerWindowMs + 60_000 });

    const text = await owner.api.call(
      'POST',
      pathOf(inboxRoutes.sendMessage.path, conversation.conversationId),
      {
        type: 'text',
        text: { body: 'Are you still interested?' },
      },
    );
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({
      code: 'CUSTOMER_WINDOW_CLOSED',
      message: errorMessages.CUSTOMER_WINDOW_CLOSED,
    });

    await owner.api.ok('POST', `/api/v1/channels/${channel.channelId}/templates/refresh`);
    const templates = await owner.api.ok<{ data: { id: string; name: string }[] }>(
      'GET',
      `/api/v1/channels/${channel.channelId}/templates?search=order_update`,
    );
    const queued = await owner.api.ok<Message>(
      'POST',
      pathOf(inboxRoutes.sendTemplate.path, conversation.conversationId),
      { templateId: templates.data[0]?.id, variables: { body: ['Ada', '#1042'] } },
      201,
    );
    await receivedByCustomer(w.sim, channel, waId, (message) => message.type === 'template');
    await messageWithStatus(owner, conversation, queued.messageId, 'read');
  });

  it('counts the window from the customer’s newest message', async () => {
    const { conversation } = await customerWhoWrote();
    await simulator(w.sim, 'POST', '/_sim/clock', { advanceMs: customerWindowMs - 60_000 });
    const queued = await sendMessage(owner, conversation, { type: 'text', text: { body: 'Just in time' } });
    expect(queued.status).toBe('queued');
    await eventually(async () => (await messagesOf(owner, conversation)).some((m) => m.status === 'read'));
  });
});

describe('automatic replies', () => {
  it('sends a quick reply with options as reply buttons, as no user', async () => {
    const business = await w.newBusiness();
    await business.owner.api.ok('PATCH', quickReplyRoutes.updateSettings.path, { quickReplyEnabled: true });
    await business.owner.api.ok(
      'POST',
      quickReplyRoutes.create.path.replace(':channelId', business.channel.channelId),
      {
        shortName: 'welcome',
        replyMessage: 'Thanks for writing! How can we help?',
        options: ['Order status', 'Talk to us'],
      },
      201,
    );
    const waId = newCustomer();
    await w.customerWrites(business.channel, waId, 'Hi');

    const onPhone = await receivedByCustomer(w.sim, business.channel, waId, (m) => m.type === 'interactive');
    expect(onPhone.request.interactive).toEqual({
      type: 'button',
      body: { text: 'Thanks for writing! How can we help?' },
      action: {
        buttons: [
          { type: 'reply', reply: { id: 'option-1', title: 'Order status' } },
          { type: 'reply', reply: { id: 'option-2', title: 'Talk to us' } },
        ],
      },
    });
    const conversation = await conversationWithCustomer(business.owner, business.channel, waId);
    const reply = await eventually(async () =>
      (await messagesOf(business.owner, conversation)).find((message) => message.direction === 'outbound'),
    );
    expect(reply).toMatchObject({ direction: 'outbound', type: 'interactive', sentBy: null });
  });
});
