import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Bubble, ThreadView } from '../handset/view-model';
import { type OnboardedApp, type PartnerSandbox, startPartnerSandbox } from './partner-sandbox';

let sandbox: PartnerSandbox;
let app: OnboardedApp;
beforeAll(async () => {
  sandbox = await startPartnerSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.reset();
  await sandbox.control('/config', { messagesPerSecond: 80 });
  app = await sandbox.onboardApp('CornerCafe');
});

const customer = '15550101001';

const sendSession = (message: Record<string, unknown>, destination = customer, apiKey = app.apiKey) =>
  sandbox.call('/wa/api/v1/msg', {
    headers: { apikey: apiKey },
    form: {
      channel: 'whatsapp',
      source: app.source,
      destination,
      'src.name': app.name,
      message: JSON.stringify(message),
    },
  });

const sendText = (text: string, destination = customer, apiKey = app.apiKey) =>
  sendSession({ type: 'text', text }, destination, apiKey);

const customerWrites = (message: Record<string, unknown>) =>
  sandbox.customerWrites(customer, message, app.phoneNumberId);

const messageEvents = (id: string) =>
  sandbox.events('message-event').filter((event) => event.payload.id === id || event.payload.gsId === id);

describe('partner inbound webhooks', () => {
  it('delivers what a customer writes to the app’s number in the v2 format, not to the Cloud webhook', async () => {
    await customerWrites({ type: 'text', text: { body: 'Is the café open?' } });
    const [event] = await sandbox.partnerHooks.waitFor(() => {
      const events = sandbox.events('message');
      return events.length > 0 && events;
    });
    expect(event).toEqual({
      app: 'CornerCafe',
      timestamp: expect.any(Number),
      version: 2,
      type: 'message',
      payload: {
        id: expect.stringMatching(/^wamid\./),
        source: customer,
        type: 'text',
        payload: { text: 'Is the café open?' },
        sender: { phone: customer, name: 'Ada Lovelace', country_code: '1', dial_code: '5550101001' },
      },
    });
    expect(sandbox.receiver.received).toEqual([]);
  });

  it('gives media a download link and replies the context with the partner id of the answered message', async () => {
    await customerWrites({ type: 'text', text: { body: 'hi' } });
    const sent = await sendText('Here is our menu');
    const wamid = (await sandbox.control(`/sent?phoneNumberId=${app.phoneNumberId}`)).body.data[0].id;
    await customerWrites({
      type: 'image',
      image: {
        data: Buffer.from('not really a jpeg').toString('base64'),
        mime_type: 'image/jpeg',
        caption: 'this one',
      },
    });
    await sandbox.customerWrites(
      customer,
      { type: 'text', text: { body: 'thanks' }, context: { message_id: wamid } },
      app.phoneNumberId,
    );

    const events = await sandbox.partnerHooks.waitFor(() => {
      const received = sandbox.events('message');
      return received.length >= 3 && received;
    });
    const image = events.find((event) => event.payload.type === 'image');
    expect(image.payload.payload).toEqual({
      url: expect.any(String),
      contentType: 'image/jpeg',
      caption: 'this one',
    });
    const download = await fetch(image.payload.payload.url);
    expect(await download.text()).toBe('not really a jpeg');
    const reply = events.find((event) => event.payload.payload.text === 'thanks');
    expect(reply.payload.context).toEqual({ id: wamid, gsId: sent.body.messageId });
  });
  it('passes a tapped reply button as button_reply with the option’s title and position', async () => {
    await customerWrites({ type: 'text', text: { body: 'hi' } });
    const buttons = ['Pickup', 'Delivery'].map((title) => ({
      type: 'reply',
      reply: { id: title.toLowerCase(), title },
    }));
    const asked = await sandbox.send(
      { type: 'interactive', interactive: { type: 'button', body: { text: 'How?' }, action: { buttons } } },
      app.phoneNumberId,
    );
    await customerWrites({
      type: 'interactive',
      interactive: { type: 'button_reply', button_reply: { id: 'delivery', title: 'Delivery' } },
      context: { message_id: asked.body.messages[0].id },
    });
    const reply = await sandbox.partnerHooks.waitFor(() =>
      sandbox.events('message').find((event) => event.payload.type === 'button_reply'),
    );
    expect(reply.payload.payload).toEqual({ title: 'Delivery', id: 'delivery', reply: 'Delivery 2' });
    expect(reply.payload.context).toEqual({ id: asked.body.messages[0].id });
  });
});

describe('POST /wa/api/v1/msg', () => {
  it('submits a session text after the customer wrote, then reports enqueued, sent, delivered and read', async () => {
    await customerWrites({ type: 'text', text: { body: 'hi' } });
    const response = await sendText('Hello from the café');
    expect(response.body).toEqual({
      status: 'submitted',
      messageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const gsId = response.body.messageId;

    const events = await sandbox.partnerHooks.waitFor(
      () => messageEvents(gsId).length >= 4 && messageEvents(gsId),
    );
    const byType = Object.fromEntries(events.map((event) => [event.payload.type, event.payload]));
    expect(Object.keys(byType).sort()).toEqual(['delivered', 'enqueued', 'read', 'sent']);
    const wamid = byType.enqueued.payload.whatsappMessageId;
    expect(byType.enqueued).toEqual({
      id: gsId,
      type: 'enqueued',
      destination: customer,
      payload: {
        ts: expect.any(Number),
        whatsappMessageId: expect.stringMatching(/^wamid\./),
        type: 'session',
      },
    });
    for (const status of ['sent', 'delivered', 'read']) {
      expect(byType[status]).toEqual({
        id: wamid,
        gsId,
        type: status,
        destination: customer,
        payload: { ts: expect.any(Number) },
      });
    }

    const sent = await sandbox.control(`/sent?phoneNumberId=${app.phoneNumberId}`);
    expect(sent.body.data).toEqual([
      expect.objectContaining({
        id: wamid,
        waId: customer,
        type: 'text',
        request: expect.objectContaining({ text: { body: 'Hello from the café' } }),
      }),
    ]);
  });

  it('sends media by URL and locations as their WhatsApp types, from a source written as displayed', async () => {
    await customerWrites({ type: 'text', text: { body: 'hi' } });
    const messages = [
      {
        type: 'image',
        originalUrl: 'https://cdn.parley.test/a.jpg',
        previewUrl: 'https://cdn.parley.test/a.jpg',
      },
      { type: 'file', url: 'https://cdn.parley.test/menu.pdf', filename: 'menu.pdf' },
      { type: 'video', url: 'https://cdn.parley.test/tour.mp4', caption: 'Tour' },
      { type: 'audio', url: 'https://cdn.parley.test/hello.ogg' },
      { type: 'location', latitude: 51.5, longitude: -0.12, name: 'Corner Café' },
    ];
    for (const message of messages) {
      const response = await sandbox.call('/wa/api/v1/msg', {
        headers: { apikey: app.apiKey },
        form: {
          channel: 'whatsapp',
          source: '+1 555 020 0001',
          destination: `+${customer}`,
          'src.name': app.name,
          message: JSON.stringify(message),
        },
      });
      expect(response.body.status).toBe('submitted');
    }
    const sent = await sandbox.control(`/sent?phoneNumberId=${app.phoneNumberId}`);
    expect(sent.body.data.map((message: { type: string }) => message.type)).toEqual([
      'image',
      'document',
      'video',
      'audio',
      'location',
    ]);
    expect(sent.body.data[1].request.document).toEqual({
      link: 'https://cdn.parley.test/menu.pdf',
      filename: 'menu.pdf',
    });
  });

  it('fails a session text outside the 24-hour window with 1006', async () => {
    const response = await sendText('Anyone there?');
    expect(response.body.status).toBe('submitted');
    const [failed] = await sandbox.partnerHooks.waitFor(
      () => messageEvents(response.body.messageId).length > 0 && messageEvents(response.body.messageId),
    );
    expect(failed.payload).toEqual({
      id: response.body.messageId,
      type: 'failed',
      destination: customer,
      payload: {
        ts: expect.any(Number),
        code: 1006,
        reason: expect.stringContaining('inactive for session message'),
      },
    });
  });

  it('fails a text to a number not on WhatsApp with 1002 after it was enqueued', async () => {
    const response = await sendText('Hello?', '15550000000');
    const gsId = response.body.messageId;
    const events = await sandbox.partnerHooks.waitFor(
      () => messageEvents(gsId).length >= 2 && messageEvents(gsId),
    );
    const failed = events.find((event) => event.payload.type === 'failed');
    expect(failed.payload).toMatchObject({
      gsId,
      payload: { code: 1002, reason: 'Number Does Not Exist On WhatsApp' },
    });
  });

  it('fails sends over the number’s rate limit with 4001', async () => {
    await customerWrites({ type: 'text', text: { body: 'hi' } });
    await sandbox.control('/config', { messagesPerSecond: 1 });
    await sendText('one');
    const second = await sendText('two');
    const [failed] = await sandbox.partnerHooks.waitFor(
      () => messageEvents(second.body.messageId).length > 0 && messageEvents(second.body.messageId),
    );
    expect(failed.payload).toMatchObject({ type: 'failed', payload: { code: 4001 } });
  });

  it('refuses an unknown API key, another number as source and an unsupported message type', async () => {
    expect(await sendText('x', customer, 'wrong-key')).toEqual({
      status: 401,
      body: { status: 'error', message: 'Authentication Failed' },
    });
    const send = (form: Record<string, string>) =>
      sandbox.call('/wa/api/v1/msg', {
        headers: { apikey: app.apiKey },
        form: {
          channel: 'whatsapp',
          source: app.source,
          destination: customer,
          'src.name': app.name,
          ...form,
        },
      });
    expect((await send({ source: '15550100001', message: '{"type":"text","text":"x"}' })).status).toBe(400);
    const catalog = await send({ message: '{"type":"catalog","body":"Our menu"}' });
    expect(catalog).toEqual({
      status: 400,
      body: { status: 'error', message: expect.stringContaining('unsupported message type') },
    });
  });
});

describe('partner interactive session messages', () => {
  const quickReply = (options: Record<string, unknown>[]) => ({
    type: 'quick_reply',
    msgid: 'qr-1',
    content: { type: 'text', header: 'Your order', text: 'How would you like it?', caption: 'Corner Café' },
    options,
  });
  const row = (title: string, extra: Record<string, unknown> = {}) => ({ type: 'text', title, ...extra });
  const list = (items: Record<string, unknown>[]) => ({
    type: 'list',
    title: 'Menu',
    body: 'Pick a dish',
    msgid: 'list-1',
    globalButtons: [{ type: 'text', title: 'Dishes' }],
    items,
  });
  const thread = async () => {
    const query = new URLSearchParams({ phoneNumberId: app.phoneNumberId, waId: customer });
    const response = await fetch(`${sandbox.sim.url}/handset/api/thread?${query}`);
    return ((await response.json()) as ThreadView).bubbles;
  };
  const tap = (messageId: string, reply: unknown) =>
    fetch(`${sandbox.sim.url}/handset/api/replies`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phoneNumberId: app.phoneNumberId, waId: customer, messageId, reply }),
    });
  const richOf = (bubble: Bubble | undefined) => {
    if (bubble?.content.kind !== 'rich') throw new Error(`not a rich bubble: ${JSON.stringify(bubble)}`);
    return bubble.content.rich;
  };

  it('shows a quick reply and a list on the handset as reply buttons and a list, and taps come back in the v2 format', async () => {
    await customerWrites({ type: 'text', text: { body: 'hi' } });
    const buttons = await sendSession(
      quickReply([row('Pickup', { postbackText: 'pickup' }), row('Delivery', { postbackText: 'delivery' })]),
    );
    const menu = await sendSession(
      list([
        { title: 'Mains', options: [row('Curry', { description: 'Mild', postbackText: 'curry' })] },
        { title: 'Sweets', options: [row('Kulfi')] },
      ]),
    );
    expect([buttons.body.status, menu.body.status]).toEqual(['submitted', 'submitted']);

    const [, buttonsBubble, listBubble] = await thread();
    expect(richOf(buttonsBubble)).toMatchObject({
      header: { text: 'Your order' },
      body: 'How would you like it?',
      footer: 'Corner Café',
      actions: [
        { title: 'Pickup', reply: { kind: 'button_reply', id: 'pickup', title: 'Pickup' } },
        { title: 'Delivery', reply: { kind: 'button_reply', id: 'delivery', title: 'Delivery' } },
      ],
    });
    const shownList = richOf(listBubble);
    expect(shownList).toMatchObject({ header: { text: 'Menu' }, body: 'Pick a dish' });
    expect(shownList.list).toEqual({
      label: 'Dishes',
      sections: [
        {
          title: 'Mains',
          rows: [
            {
              title: 'Curry',
              description: 'Mild',
              reply: { kind: 'list_reply', id: 'curry', title: 'Curry', description: 'Mild' },
            },
          ],
        },
        {
          title: 'Sweets',
          rows: [{ title: 'Kulfi', reply: { kind: 'list_reply', id: 'Kulfi', title: 'Kulfi' } }],
        },
      ],
    });

    expect((await tap(buttonsBubble?.id ?? '', richOf(buttonsBubble).actions[1]?.reply)).status).toBe(200);
    expect((await tap(listBubble?.id ?? '', shownList.list?.sections[0]?.rows[0]?.reply)).status).toBe(200);
    const replies = await sandbox.partnerHooks.waitFor(() => {
      const events = sandbox.events('message').filter((event) => event.payload.type.endsWith('_reply'));
      return events.length >= 2 && events;
    });
    expect(replies.map((event) => event.payload)).toEqual([
      expect.objectContaining({
        type: 'button_reply',
        payload: { title: 'Delivery', id: 'delivery', reply: 'Delivery 2' },
        context: { id: buttonsBubble?.id, gsId: buttons.body.messageId },
      }),
      expect.objectContaining({
        type: 'list_reply',
        payload: {
          title: 'Curry',
          id: 'curry',
          reply: 'Curry 1',
          postbackText: 'curry',
          description: 'Mild',
        },
        context: { id: listBubble?.id, gsId: menu.body.messageId },
      }),
    ]);
  });

  it('refuses more than 3 quick reply options and more than 10 list rows, in the partner’s words', async () => {
    await customerWrites({ type: 'text', text: { body: 'hi' } });
    const fourOptions = await sendSession(quickReply(['A', 'B', 'C', 'D'].map((title) => row(title))));
    expect(fourOptions).toEqual({
      status: 400,
      body: { status: 'error', message: expect.stringContaining('must have at most 3 options') },
    });
    const rows = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, index) => row(`${prefix} ${index + 1}`));
    const elevenRows = await sendSession(
      list([
        { title: 'Mains', options: rows('Main', 6) },
        { title: 'Sweets', options: rows('Sweet', 5) },
      ]),
    );
    expect(elevenRows).toEqual({
      status: 400,
      body: { status: 'error', message: expect.stringContaining('must have at most 10 options in all') },
    });
    const tenRows = await sendSession(
      list([
        { title: 'Mains', options: rows('Main', 5) },
        { title: 'Sweets', options: rows('Sweet', 5) },
      ]),
    );
    expect(tenRows.body.status).toBe('submitted');
    expect((await sandbox.control(`/sent?phoneNumberId=${app.phoneNumberId}`)).body.data).toHaveLength(1);
  });
});

describe('partner webhook delivery', () => {
  it('retries a failed delivery with the simulator’s back-off and sends nothing signed', async () => {
    const partnerAttempts = async (): Promise<{ statusCode: number }[]> =>
      (await sandbox.control('/webhooks')).body.data.filter(
        (attempt: { url: string }) => attempt.url === sandbox.partnerHooks.url,
      );
    const earlier = (await partnerAttempts()).length;
    sandbox.partnerHooks.failNext(2);
    await customerWrites({ type: 'text', text: { body: 'retry me' } });
    await sandbox.partnerHooks.waitFor(() => sandbox.events('message').length > 0);
    const attempts = (await partnerAttempts()).slice(earlier);
    expect(attempts.map((attempt) => attempt.statusCode)).toEqual([500, 500, 200]);
  });

  it('duplicates events under chaos, as it does Cloud webhooks', async () => {
    await sandbox.control('/config', { chaos: { duplicates: true, outOfOrder: false } });
    await customerWrites({ type: 'text', text: { body: 'twice' } });
    const events = await sandbox.partnerHooks.waitFor(() => {
      const received = sandbox.events('message');
      return received.length >= 2 && received;
    });
    expect(events[0]).toEqual(events[1]);
    await sandbox.control('/config', { chaos: { duplicates: false, outOfOrder: false } });
  });
});
