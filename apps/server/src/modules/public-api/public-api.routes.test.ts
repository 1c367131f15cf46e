import {
  type ApiError,
  type ApiMessage,
  apiKeyRoutes,
  type Campaign,
  type CampaignCreated,
  type Channel,
  type Contact,
  type CreatedApiKey,
  errorMessages,
  publicApiRoutes,
  type TemplateList,
} from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  type InboxWorkspace,
  type Member,
  newCustomer,
} from '../inbox/inbox-workspace.test-helpers';
import {
  conversationWithCustomer,
  messagesOf,
  receivedByCustomer,
  sentTo,
  uploadPng,
} from '../inbox/sending/sending.test-helpers';
import { type PublicApiWorkspace, startPublicApiWorkspace } from './public-api.test-helpers';

let workspace: PublicApiWorkspace;
let w: InboxWorkspace;
let owner: Member;
let channel: Channel;
let apiKey: string;

beforeAll(async () => {
  workspace = await startPublicApiWorkspace();
  ({ w, owner, channel, apiKey } = workspace);
});
afterAll(() => w?.close());

const sendPath = (channelId: string) => publicApiRoutes.sendMessage.path.replace(':channelId', channelId);
const messagePath = (messageId: string) => publicApiRoutes.message.path.replace(':messageId', messageId);

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: object = {}) =>
  w.t.app.inject({
    method,
    url,
    headers: { 'x-api-key': apiKey, ...headers },
    ...(payload ? { payload } : {}),
  });
const send = (payload: object, headers: object = {}) =>
  call('POST', sendPath(channel.channelId), payload, headers);

const customerWhoWrote = () => workspace.customerWhoWrote();

const statusOf = (messageId: string, status: string) =>
  eventually(async () => {
    const message = (await call('GET', messagePath(messageId))).json<ApiMessage>();
    return message.status === status && message;
  });

describe('the public API sends', () => {
  it('a text inside the window: accepted as queued, received by the customer, its status read back, shown in the inbox', async () => {
    const waId = await customerWhoWrote();
    const response = await send({ to: `+${waId}`, type: 'text', text: { body: 'Your order shipped' } });
    expect(response.statusCode, response.body).toBe(202);
    const accepted = response.json<ApiMessage>();
    expect(accepted).toMatchObject({
      channelId: channel.channelId,
      to: `+${waId}`,
      type: 'text',
      status: 'queued',
      providerMessageId: null,
    });

    const received = await receivedByCustomer(w.sim, channel, waId, (message) => message.type === 'text');
    expect(received.request).toMatchObject({ text: { body: 'Your order shipped' } });
    const read = await statusOf(accepted.messageId, 'read');
    expect(read.providerMessageId).toBe(received.id);

    const conversation = await conversationWithCustomer(owner, channel, waId);
    const thread = await messagesOf(owner, conversation);
    expect(thread.find((message) => message.messageId === accepted.messageId)).toMatchObject({
      direction: 'outbound',
      content: { body: 'Your order shipped' },
      sentBy: null,
    });
  });

  it('refuses a text outside the window, and stores nothing', async () => {
    const waId = newCustomer();
    const response = await send({ to: waId, type: 'text', text: { body: 'Hi' } });
    expect(response.statusCode).toBe(422);
    expect(response.json<ApiError>().code).toBe('CUSTOMER_WINDOW_CLOSED');
  });

  it('a template by name to a number that never wrote, making the contact', async () => {
    const waId = newCustomer();
    const response = await send({
      to: waId,
      type: 'template',
      template: { name: 'hello_world', language: 'en_US' },
    });
    expect(response.statusCode, response.body).toBe(202);
    const received = await receivedByCustomer(w.sim, channel, waId, (message) => message.type === 'template');
    expect(received.request).toMatchObject({
      template: { name: 'hello_world', language: { code: 'en_US' } },
    });
    const unknown = await send({ to: waId, type: 'template', template: { name: 'no_such_template' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('an uploaded image and reply buttons, and refuses what WhatsApp would', async () => {
    const waId = await customerWhoWrote();
    const mediaId = await uploadPng(w.t.app, owner, 'label.png');
    const image = await send({ to: waId, type: 'image', image: { mediaId, caption: 'Your label' } });
    expect(image.statusCode, image.body).toBe(202);
    const buttons = {
      type: 'button',
      body: { text: 'Was the delivery on time?' },
      action: {
        buttons: [
          { type: 'reply', reply: { id: 'yes', title: 'Yes' } },
          { type: 'reply', reply: { id: 'no', title: 'No' } },
        ],
      },
    };
    const interactive = await send({ to: waId, type: 'interactive', interactive: buttons });
    expect(interactive.statusCode, interactive.body).toBe(202);
    const received = await eventually(async () => {
      const all = await sentTo(w.sim, channel, waId);
      return all.length >= 2 && all;
    });
    expect(received.map((message) => message.type)).toEqual(['image', 'interactive']);
    expect(received[1]?.request).toMatchObject({ interactive: buttons });

    const tooLong = structuredClone(buttons);
    (tooLong.action.buttons[0] as { reply: { title: string } }).reply.title = 'A title of 25 characters';
    expect((await send({ to: waId, type: 'interactive', interactive: tooLong })).statusCode).toBe(400);
    const bothFiles = await send({
      to: waId,
      type: 'image',
      image: { mediaId, link: 'https://shop.example.com/a.png' },
    });
    expect(bothFiles.statusCode).toBe(400);
    const privateLink = await send({ to: waId, type: 'image', image: { link: 'http://127.0.0.1/a.png' } });
    expect(privateLink.statusCode).toBe(400);
    expect(privateLink.json<ApiError>().code).toBe('URL_NOT_ALLOWED');
  });

  it('sends arriving together: one contact and one conversation for a number, every send kept, each refusal its own', async () => {
    const waId = newCustomer();
    const template = { name: 'hello_world', language: 'en_US' };
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => send({ to: waId, type: 'template', template })),
      send({ to: newCustomer(), type: 'text', text: { body: 'Outside the window' } }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([202, 202, 202, 202, 202, 422]);
    const accepted = responses.slice(0, 5).map((response) => response.json<ApiMessage>());
    expect(new Set(accepted.map((message) => message.messageId)).size).toBe(5);
    expect(new Set(accepted.map((message) => message.conversationId)).size).toBe(1);
    await eventually(async () => (await sentTo(w.sim, channel, waId)).length === 5);
  });

  it('a send whose record fails is refused alone: those written with it are kept and sent', async () => {
    const [first, second, third] = await Promise.all([
      customerWhoWrote(),
      customerWhoWrote(),
      customerWhoWrote(),
    ]);
    const client = { accountId: owner.accountId, apiKeyId: workspace.apiKeyId };
    const sendText = (to: string, onQueued?: () => Promise<void>) =>
      w.t.app.inbox.sendApiMessage(
        client,
        channel.channelId,
        to,
        { type: 'text', body: 'Together' },
        onQueued,
      );
    const results = await Promise.allSettled([
      sendText(first),
      sendText(second, async () => {
        throw new Error('disk full');
      }),
      sendText(third),
    ]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    for (const waId of [first, third]) {
      await receivedByCustomer(w.sim, channel, waId, (message) => message.type === 'text');
    }
    const refused = await conversationWithCustomer(owner, channel, second);
    expect((await messagesOf(owner, refused)).map((message) => message.content)).not.toContainEqual({
      body: 'Together',
    });
  });

  it('once per Idempotency-Key: a retry answers the first send, a different request with the key is refused', async () => {
    const waId = await customerWhoWrote();
    const payload = { to: waId, type: 'text', text: { body: 'Exactly once' } };
    const first = await send(payload, { 'idempotency-key': `order-${waId}` });
    const retry = await send(payload, { 'idempotency-key': `order-${waId}` });
    expect(first.statusCode).toBe(202);
    expect(retry.statusCode).toBe(202);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json<ApiMessage>().messageId).toBe(first.json<ApiMessage>().messageId);

    const other = await send(
      { ...payload, text: { body: 'Something else' } },
      { 'idempotency-key': `order-${waId}` },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json<ApiError>()).toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: errorMessages.IDEMPOTENCY_KEY_REUSED,
    });
    await statusOf(first.json<ApiMessage>().messageId, 'read');
    const texts = (await sentTo(w.sim, channel, waId)).filter((message) => message.type === 'text');
    expect(texts).toHaveLength(1);
  });

  it('answers 429 with Retry-After once a key has made its calls of the minute', async () => {
    const limited = await owner.api.ok<CreatedApiKey>(
      'POST',
      apiKeyRoutes.create.path,
      { name: 'Busy' },
      201,
    );
    const limit = w.t.config.API_RATE_LIMIT_PER_MINUTE;
    let last = await w.t.app.inject({
      method: 'GET',
      url: publicApiRoutes.channels.path,
      headers: { 'x-api-key': limited.apiKey },
    });
    expect(Number(last.headers['ratelimit-limit'])).toBe(limit);
    for (let calls = 1; calls <= limit && last.statusCode !== 429; calls++) {
      last = await w.t.app.inject({
        method: 'GET',
        url: publicApiRoutes.channels.path,
        headers: { 'x-api-key': limited.apiKey },
      });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same account still has its own allowance.
    expect((await call('GET', publicApiRoutes.channels.path)).statusCode).toBe(200);
  });
});

describe('the public API reads and keeps', () => {
  it("the channel's approved templates only", async () => {
    const response = await call(
      'GET',
      publicApiRoutes.templates.path.replace(':channelId', channel.channelId),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<TemplateList>();
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((template) => template.status === 'APPROVED')).toBe(true);
  });

  it('contacts: created, then changed', async () => {
    const waId = newCustomer();
    const created = await call('POST', publicApiRoutes.createContacts.path, {
      contacts: [{ name: 'Lin', phone: `+${waId}`, attributes: { plan: 'gold' } }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const [contact] = created.json<{ data: Contact[] }>().data;
    const changed = await call(
      'PUT',
      publicApiRoutes.updateContact.path.replace(':contactId', contact?.contactId ?? ''),
      {
        name: 'Lin Wu',
        phone: `+${waId}`,
        attributes: { plan: 'platinum' },
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Contact>()).toMatchObject({ name: 'Lin Wu', attributes: { plan: 'platinum' } });
  });

  it('a campaign: created from a template for contacts it made, its progress read until every message is delivered', async () => {
    const numbers = [newCustomer(), newCustomer()];
    const created = await call('POST', publicApiRoutes.createContacts.path, {
      contacts: numbers.map((waId, index) => ({ name: `Buyer ${index}`, phone: `+${waId}` })),
    });
    const contacts = created.json<{ data: Contact[] }>().data;
    const templates = await call(
      'GET',
      `${publicApiRoutes.templates.path.replace(':channelId', channel.channelId)}?search=hello_world`,
    );
    const template = templates.json<TemplateList>().data[0];
    const response = await call(
      'POST',
      publicApiRoutes.createCampaign.path.replace(':channelId', channel.channelId),
      {
        campaignName: 'From the shop',
        type: 'standard',
        templateId: template?.id,
        contacts: { apiContacts: contacts.map(({ contactId }) => ({ contactId })) },
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const { campaignId, campaignMessageCount } = response.json<CampaignCreated>();
    expect(campaignMessageCount).toBe(2);
    const finished = await eventually(async () => {
      const campaign = (
        await call('GET', publicApiRoutes.campaign.path.replace(':campaignId', campaignId))
      ).json<Campaign>();
      return campaign.counts.delivered === 2 && campaign;
    });
    expect(finished).toMatchObject({
      campaignName: 'From the shop',
      createdBy: null,
      counts: { total: 2, failed: 0 },
    });
  });
});
