import {
  type ApiMessage,
  apiKeyRoutes,
  type Channel,
  type CreatedApiKey,
  publicApiRoutes,
} from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Image } from 'whatsapp-api-js/messages/media';
import { BodyComponent, BodyParameter, Language, Template } from 'whatsapp-api-js/messages/template';
import { Text } from 'whatsapp-api-js/messages/text';
import { WhatsAppAPI } from 'whatsapp-api-js/middleware/node-http';
import {
  eventually,
  type InboxWorkspace,
  type Member,
  newCustomer,
} from '../inbox/inbox-workspace.test-helpers';
import {
  baseUrlOf,
  conversationWithCustomer,
  messagesOf,
  receivedByCustomer,
  sentTo,
} from '../inbox/sending/sending.test-helpers';
import { png } from '../media/media.test-files';
import { type PublicApiWorkspace, startPublicApiWorkspace } from './public-api.test-helpers';

// whatsapp-api-js, a Cloud API client from npm, used unchanged: it is given an API key as its token
// and a fetch that sends its https://graph.facebook.com calls to Parley's /graph door (its own Graph
// version, not Parley's).

let workspace: PublicApiWorkspace;
let w: InboxWorkspace;
let owner: Member;
let channel: Channel;
let apiKey: string;
let client: WhatsAppAPI;

beforeAll(async () => {
  workspace = await startPublicApiWorkspace('Legacy');
  ({ w, owner, channel, apiKey } = workspace);
  client = clientWith(apiKey, baseUrlOf(w.t.app));
});
afterAll(() => w?.close());

function clientWith(token: string, parley: string) {
  return new WhatsAppAPI({
    token,
    secure: false,
    v: 'v24.0',
    ponyfill: {
      fetch: (url, init) => fetch(String(url).replace('https://graph.facebook.com', `${parley}/graph`), init),
    },
  });
}

const messageIdOf = (response: unknown) => (response as { messages: { id: string }[] }).messages[0]?.id ?? '';

const customerWhoWrote = () => workspace.customerWhoWrote();

describe('the Cloud API door, through a client written for Meta', () => {
  it('sends a text in the window: the customer gets it, the inbox shows it, the id reads its status', async () => {
    const waId = await customerWhoWrote();
    const response = await client.sendMessage(channel.phoneNumberId, waId, new Text('Sent through the door'));
    expect(response).toMatchObject({
      messaging_product: 'whatsapp',
      contacts: [{ input: waId, wa_id: waId }],
      messages: [{ id: expect.any(String) }],
    });
    const received = await receivedByCustomer(w.sim, channel, waId, (message) => message.type === 'text');
    expect(received.request).toMatchObject({ text: { body: 'Sent through the door' } });

    const id = messageIdOf(response);
    const conversation = await conversationWithCustomer(owner, channel, waId);
    expect((await messagesOf(owner, conversation)).some((message) => message.messageId === id)).toBe(true);
    const status = await eventually(async () => {
      const read = await w.t.app.inject({
        method: 'GET',
        url: publicApiRoutes.message.path.replace(':messageId', id),
        headers: { 'x-api-key': apiKey },
      });
      const message = read.json<ApiMessage>();
      return message.status === 'read' && message;
    });
    expect(status.providerMessageId).toBe(received.id);
  });

  it("is refused a text outside the window in Meta's envelope (131047)", async () => {
    const response = await client.sendMessage(channel.phoneNumberId, newCustomer(), new Text('Too early'));
    expect(response).toMatchObject({
      error: {
        code: 131047,
        type: 'OAuthException',
        message: '(#131047) Re-engagement message',
        error_data: { messaging_product: 'whatsapp', details: expect.any(String) },
        fbtrace_id: expect.any(String),
      },
    });
  });

  it('sends a template with body parameters, and names a missing one as Meta does', async () => {
    const waId = newCustomer();
    const template = new Template('hello_world', new Language('en_US'));
    const response = await client.sendMessage(channel.phoneNumberId, waId, template);
    expect(response).toMatchObject({ messages: [{ id: expect.any(String), message_status: 'accepted' }] });
    await receivedByCustomer(w.sim, channel, waId, (message) => message.type === 'template');

    const promo = new Template(
      'seasonal_promo',
      new Language('en'),
      new BodyComponent(new BodyParameter('20%')),
    );
    expect(await client.sendMessage(channel.phoneNumberId, waId, promo)).toMatchObject({
      error: { code: 132000 },
    });
    const unknown = new Template('no_such_template', new Language('en'));
    expect(await client.sendMessage(channel.phoneNumberId, waId, unknown)).toMatchObject({
      error: { code: 132001 },
    });
  });

  it('uploads a file and sends it by the id it answered', async () => {
    const waId = await customerWhoWrote();
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('file', new Blob([png], { type: 'image/png' }), 'label.png');
    const uploaded = await client.uploadMedia(channel.phoneNumberId, form, false);
    if (!('id' in uploaded)) throw new Error(`upload refused: ${JSON.stringify(uploaded)}`);
    const image = await client.sendMessage(
      channel.phoneNumberId,
      waId,
      new Image(uploaded.id, true, 'Your label'),
    );
    expect(image).toMatchObject({ messages: [{ id: expect.any(String) }] });
    const received = await receivedByCustomer(w.sim, channel, waId, (message) => message.type === 'image');
    expect(received.request).toMatchObject({ image: { caption: 'Your label' } });
  });

  it("refuses another account's phone number id, a bad token and a malformed body in Meta's terms", async () => {
    const other = await w.newBusiness();
    const otherKey = (
      await other.owner.api.ok<CreatedApiKey>('POST', apiKeyRoutes.create.path, { name: 'Other' }, 201)
    ).apiKey;
    const parley = baseUrlOf(w.t.app);
    // Both businesses use the sandbox's number: the other key finds its own channel, never this one's messages.
    const foreign = await clientWith(otherKey, parley).sendMessage(
      '1234567890',
      newCustomer(),
      new Text('Hi'),
    );
    expect(foreign).toMatchObject({ error: { code: 100 } });

    const badToken = await clientWith('EAAG-not-a-parley-key', parley).sendMessage(
      channel.phoneNumberId,
      newCustomer(),
      new Text('Hi'),
    );
    expect(badToken).toMatchObject({ error: { code: 190, type: 'OAuthException' } });

    const malformed = await fetch(`${parley}/graph/v24.0/${channel.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        to: newCustomer(),
        type: 'sticker',
        sticker: {},
      }),
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      error: { code: 100, message: '(#100) Invalid parameter' },
    });
    expect(await sentTo(w.sim, channel, '1234567890')).toEqual([]);
  });
});
