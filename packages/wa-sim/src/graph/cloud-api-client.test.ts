import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnMessageArgs, OnStatusArgs } from 'whatsapp-api-js/emitters';
import { ActionButtons, Body, Button, Interactive } from 'whatsapp-api-js/messages/interactive';
import { Image } from 'whatsapp-api-js/messages/media';
import { BodyComponent, BodyParameter, Language, Template } from 'whatsapp-api-js/messages/template';
import { Text } from 'whatsapp-api-js/messages/text';
import { WhatsAppAPI } from 'whatsapp-api-js/middleware/node-http';
import { type Simulator, startSimulator } from '../simulator';

// whatsapp-api-js, a Cloud API client from npm, used unchanged: the only thing it is given is a
// fetch that sends its https://graph.facebook.com calls to the simulator. It uses its own default
// Graph version (v24.0), not the simulator's.

let sim: Simulator;
let client: WhatsAppAPI;
let callbackServer: ReturnType<typeof createServer>;
const messages: OnMessageArgs[] = [];
const statuses: OnStatusArgs[] = [];

beforeAll(async () => {
  sim = await startSimulator({ statusDelaysMs: { delivered: 20, read: 20 }, templateReviewDelayMs: 50 });
  client = new WhatsAppAPI({
    token: sim.seed.accessToken,
    appSecret: sim.seed.app.appSecret,
    webhookVerifyToken: 'client-verify-token',
    ponyfill: {
      fetch: (url, init) => fetch(String(url).replace('https://graph.facebook.com', sim.url), init),
    },
  });
  client.on.message = (args) => {
    messages.push(args);
  };
  client.on.status = (args) => {
    statuses.push(args);
  };
  callbackServer = createServer(async (request, response) => {
    if (request.method === 'GET') {
      try {
        response.end(client.handle_get(request));
      } catch (status) {
        response.writeHead(Number(status)).end();
      }
      return;
    }
    response.writeHead(await client.handle_post(request)).end();
  });
  await new Promise<void>((resolve) => callbackServer.listen(0, '127.0.0.1', resolve));
  const { port } = callbackServer.address() as AddressInfo;
  const registered = await fetch(`${sim.url}/_sim/apps/${sim.seed.app.appId}/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: `http://127.0.0.1:${port}/webhook`, verifyToken: 'client-verify-token' }),
  });
  if (!registered.ok) throw new Error(`webhook handshake failed: ${await registered.text()}`);
});

afterAll(async () => {
  await sim.close();
  await new Promise<void>((resolve) => callbackServer.close(() => resolve()));
});

const phoneNumberId = () => sim.seed.business.phoneNumbers[0]?.phoneNumberId ?? '';
const customer = () => sim.seed.customers[0]?.waId ?? '';

async function eventually<T>(probe: () => T | undefined): Promise<T> {
  const deadline = Date.now() + 3000;
  for (;;) {
    const found = probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('timed out waiting for a webhook');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function customerWrites(text: string): Promise<OnMessageArgs> {
  await fetch(`${sim.url}/_sim/customers/${customer()}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumberId: phoneNumberId(), message: { type: 'text', text: { body: text } } }),
  });
  return eventually(() =>
    messages.find((args) => args.message.type === 'text' && args.message.text.body === text),
  );
}

describe('whatsapp-api-js against the simulator', () => {
  it('is refused a free-form message outside the window, in Meta’s envelope', async () => {
    const response = await client.sendMessage(phoneNumberId(), customer(), new Text('Too early'));
    expect(response).toMatchObject({
      error: { code: 131047, error_subcode: 2494010, error_data: { details: expect.any(String) } },
    });
  });

  it('receives a customer’s message through its signed webhook, replies and marks it read', async () => {
    const inbound = await customerWrites('Hello from the handset');
    expect(inbound).toMatchObject({ phoneID: phoneNumberId(), from: customer(), name: 'Ada Lovelace' });

    const reply = await inbound.reply(new Text('Hello, Ada'));
    expect(reply).toMatchObject({ messages: [{ id: expect.stringMatching(/^wamid\./) }] });
    expect(await inbound.received()).toEqual({ success: true });

    const sent = 'messages' in reply ? reply.messages[0].id : '';
    const read = await eventually(() => statuses.find((args) => args.id === sent && args.status === 'read'));
    expect(read).toMatchObject({ phoneID: phoneNumberId(), phone: customer() });
  });

  it('sends an approved template with body parameters', async () => {
    const template = new Template(
      'order_update',
      new Language('en'),
      new BodyComponent(new BodyParameter('Ada'), new BodyParameter('#1042')),
    );
    const response = await client.sendMessage(phoneNumberId(), customer(), template);
    expect(response).toMatchObject({
      messages: [{ id: expect.stringMatching(/^wamid\./), message_status: 'accepted' }],
    });
  });

  it('sends reply buttons', async () => {
    await customerWrites('Can I change my order?');
    const buttons = new Interactive(
      new ActionButtons(new Button('yes', 'Yes'), new Button('no', 'No')),
      new Body('Change order #1042?'),
    );
    const response = await client.sendMessage(phoneNumberId(), customer(), buttons);
    expect(response).toMatchObject({ messages: [{ id: expect.stringMatching(/^wamid\./) }] });
    const sent = (await (await fetch(`${sim.url}/_sim/sent?to=${customer()}`)).json()) as {
      data: { id: string; request: { interactive?: unknown } }[];
    };
    const id = 'messages' in response ? response.messages[0].id : '';
    expect(sent.data.find((message) => message.id === id)?.request.interactive).toMatchObject({
      type: 'button',
      body: { text: 'Change order #1042?' },
    });
  });

  it('uploads media, reads it back, sends it by id and deletes it', async () => {
    await customerWrites('Send me the photo');
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const form = new FormData();
    form.set('file', new Blob([bytes], { type: 'image/png' }), 'photo.png');
    const uploaded = await client.uploadMedia(phoneNumberId(), form);
    if (!('id' in uploaded)) throw new Error(`upload refused: ${JSON.stringify(uploaded)}`);

    const described = await client.retrieveMedia(uploaded.id, phoneNumberId());
    expect(described).toMatchObject({ id: uploaded.id, mime_type: 'image/png', file_size: bytes.length });
    if (!('url' in described)) throw new Error('no media url');
    const download = await client.fetchMedia(described.url);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);

    const image = await client.sendMessage(phoneNumberId(), customer(), new Image(uploaded.id, true, 'Here'));
    expect(image).toMatchObject({ messages: [{ id: expect.stringMatching(/^wamid\./) }] });
    expect(await client.deleteMedia(uploaded.id, phoneNumberId())).toEqual({ success: true });
  });
});
