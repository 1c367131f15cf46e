import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../test/sandbox';
import type { Bubble, ChatsView, ThreadView } from './view-model';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.control('/reset', {});
  sandbox.receiver.received.length = 0;
});

const handset = (path: string, init?: RequestInit) => fetch(`${sandbox.sim.url}/handset${path}`, init);
const json = async <T>(path: string) => (await (await handset(path)).json()) as T;
const thread = () =>
  json<ThreadView>(`/api/thread?phoneNumberId=${sandbox.phoneNumberId}&waId=${sandbox.customer}`);
const tap = (messageId: string, reply: object) =>
  handset('/api/replies', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumberId: sandbox.phoneNumberId, waId: sandbox.customer, messageId, reply }),
  });
const customerSaysHi = () => sandbox.customerWrites(sandbox.customer, { type: 'text', text: { body: 'Hi' } });
const sentId = (response: { body: { messages: { id: string }[] } }) => response.body.messages[0]?.id ?? '';
const inboundMessages = (count: number) =>
  sandbox.receiver.waitFor(() => {
    const messages = sandbox.receiver.values('messages');
    return messages.length >= count && messages;
  });

describe('GET /handset', () => {
  it('serves the phone page with its bundled script and styles', async () => {
    const page = await handset('');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('src="/handset/handset.js"');
    expect(html).toContain('href="/handset/handset.css"');

    const script = await handset('/handset.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    const code = await script.text();
    expect(code).toContain('/handset/events');
    expect(code).not.toMatch(/^import /m);
    expect((await handset('/handset.css')).headers.get('content-type')).toMatch(/^text\/css/);
  });
});

describe('GET /handset/api/chats', () => {
  it('lists the business numbers and the seeded customers, with the first number by default', async () => {
    await customerSaysHi();
    const view = await json<ChatsView>('/api/chats');
    expect(view.phoneNumberId).toBe(sandbox.phoneNumberId);
    expect(view.business.map((number) => number.displayPhoneNumber)).toEqual([
      '+1 555 010 0001',
      '+1 555 010 0002',
      '+1 555 010 0003',
      '+1 555 010 0004',
      '+1 555 010 0005',
    ]);
    expect(view.chats[0]).toEqual({
      waId: sandbox.customer,
      name: 'Ada Lovelace',
      lastMessage: { preview: 'Hi', at: expect.any(String), from: 'customer' },
    });
    expect(view.chats.map((chat) => chat.name)).toEqual(
      expect.arrayContaining(['Grace Hopper', 'Alan Turing', 'Maria Silva']),
    );
  });

  it('answers 404 for a phone number id the sandbox does not have', async () => {
    expect((await handset('/api/chats?phoneNumberId=123')).status).toBe(404);
  });
});

describe('GET /handset/api/thread', () => {
  it('shows both sides in order, a business text and a template filled from its stored definition', async () => {
    await customerSaysHi();
    await sandbox.send({ type: 'text', text: { body: 'Hello *Ada*' } });
    await sandbox.send({
      type: 'template',
      template: {
        name: 'order_update',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ada' },
              { type: 'text', text: '#1042' },
            ],
          },
        ],
      },
    });

    const view = await thread();
    expect(view.name).toBe('Ada Lovelace');
    expect(view.bubbles.map((bubble) => [bubble.from, bubble.content])).toEqual([
      ['customer', { kind: 'text', text: 'Hi' }],
      ['business', { kind: 'text', text: 'Hello *Ada*' }],
      [
        'business',
        {
          kind: 'rich',
          rich: {
            body: 'Hi Ada, your order #1042 is on its way.',
            actions: [{ title: 'Thanks', reply: { kind: 'quick_reply', id: 'Thanks', title: 'Thanks' } }],
          },
        },
      ],
    ]);
  });

  it('draws a carousel template card by card, with header media, payloads and filled URLs', async () => {
    const card = {
      components: [
        { type: 'header', format: 'image' },
        { type: 'body', text: 'A rare succulent' },
        {
          type: 'buttons',
          buttons: [
            { type: 'quick_reply', text: 'More like this' },
            { type: 'url', text: 'Shop', url: 'https://shop.example/{{1}}' },
          ],
        },
      ],
    };
    await sandbox.graph(`/${sandbox.sim.seed.business.wabaId}/message_templates`, {
      body: {
        name: 'succulents',
        language: 'en_US',
        category: 'marketing',
        components: [
          { type: 'body', text: 'Hi {{1}}, save {{2}}!' },
          { type: 'carousel', cards: [card, card] },
        ],
      },
    });
    await sandbox.receiver.waitFor(() =>
      sandbox.receiver.received.some(
        (hook) => hook.json.entry[0].changes[0].field === 'message_template_status_update',
      ),
    );
    const cardParameters = (index: number) => ({
      card_index: index,
      components: [
        {
          type: 'header',
          parameters: [{ type: 'image', image: { link: `https://cdn.example/${index}.jpg` } }],
        },
        {
          type: 'button',
          sub_type: 'quick_reply',
          index: '0',
          parameters: [{ type: 'payload', payload: `more-${index}` }],
        },
        {
          type: 'button',
          sub_type: 'url',
          index: '1',
          parameters: [{ type: 'text', text: `plant-${index}` }],
        },
      ],
    });
    await sandbox.send({
      type: 'template',
      template: {
        name: 'succulents',
        language: { code: 'en_US' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ada' },
              { type: 'text', text: '20%' },
            ],
          },
          { type: 'carousel', cards: [cardParameters(0), cardParameters(1)] },
        ],
      },
    });

    const [bubble] = (await thread()).bubbles;
    const rich = richOf(bubble);
    expect(rich.body).toBe('Hi Ada, save 20%!');
    expect(rich.cards?.[1]).toEqual({
      header: { type: 'image', link: 'https://cdn.example/1.jpg' },
      body: 'A rare succulent',
      actions: [
        { title: 'More like this', reply: { kind: 'quick_reply', id: 'more-1', title: 'More like this' } },
        { title: 'Shop', url: 'https://shop.example/plant-1' },
      ],
    });
  });

  it('serves media the business sent by id and shows media sent by link as the link', async () => {
    const form = new FormData();
    form.set('messaging_product', 'whatsapp');
    form.set('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'menu.pdf');
    const upload = await fetch(`${sandbox.sim.graphUrl}/${sandbox.phoneNumberId}/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sandbox.sim.seed.accessToken}` },
      body: form,
    });
    const { id } = (await upload.json()) as { id: string };
    await customerSaysHi();
    await sandbox.send({ type: 'document', document: { id, filename: 'menu.pdf' } });
    await sandbox.send({ type: 'image', image: { link: 'https://example.com/teapot.jpg' } });

    const [, byId, byLink] = (await thread()).bubbles;
    expect(byId?.content).toEqual({
      kind: 'media',
      media: { type: 'document', url: `/handset/media/${id}`, filename: 'menu.pdf' },
    });
    expect(byLink?.content).toEqual({
      kind: 'media',
      media: { type: 'image', link: 'https://example.com/teapot.jpg' },
    });
    const media = await handset(`/media/${id}`);
    expect(media.headers.get('content-type')).toBe('application/pdf');
    expect(await media.text()).toBe('%PDF-1.4');
  });
});

describe('POST /handset/api/replies', () => {
  it('taps a reply button: a signed interactive button_reply webhook quoting the message', async () => {
    await customerSaysHi();
    const sent = await sandbox.send({
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: 'How would you like to pay?' },
        action: { buttons: [{ type: 'reply', reply: { id: 'pay-card', title: 'Card' } }] },
      },
    });
    const [, buttons] = (await thread()).bubbles;
    const reply = richOf(buttons).actions[0]?.reply;

    const tapped = await tap(sentId(sent), reply ?? {});
    expect(tapped.status).toBe(200);
    const [, inbound] = await inboundMessages(2);
    expect(inbound).toMatchObject({
      from: sandbox.customer,
      type: 'interactive',
      interactive: { type: 'button_reply', button_reply: { id: 'pay-card', title: 'Card' } },
      context: { id: sentId(sent) },
    });
    expect(sandbox.receiver.received.every((hook) => hook.signatureValid)).toBe(true);
    expect((await thread()).bubbles.at(-1)).toMatchObject({
      from: 'customer',
      quote: { from: 'business', preview: 'How would you like to pay?' },
      content: { kind: 'text', text: 'Card' },
    });
  });

  it('picks a list row and taps a template quick reply with its payload', async () => {
    await customerSaysHi();
    const list = await sandbox.send({
      type: 'interactive',
      interactive: {
        type: 'list',
        body: { text: 'Pick a slot' },
        action: {
          button: 'Slots',
          sections: [{ rows: [{ id: 'slot-am', title: 'Morning', description: '8 to 12' }] }],
        },
      },
    });
    const template = await sandbox.send({
      type: 'template',
      template: {
        name: 'order_update',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ada' },
              { type: 'text', text: '#7' },
            ],
          },
          {
            type: 'button',
            sub_type: 'quick_reply',
            index: '0',
            parameters: [{ type: 'payload', payload: 'ack-7' }],
          },
        ],
      },
    });
    const [, listBubble, templateBubble] = (await thread()).bubbles;
    const row = richOf(listBubble).list?.sections[0]?.rows[0];
    expect(row?.reply).toEqual({
      kind: 'list_reply',
      id: 'slot-am',
      title: 'Morning',
      description: '8 to 12',
    });

    await tap(sentId(list), row?.reply ?? {});
    await tap(sentId(template), richOf(templateBubble).actions[0]?.reply ?? {});
    const [, picked, quickReply] = await inboundMessages(3);
    expect(picked).toMatchObject({
      type: 'interactive',
      interactive: {
        type: 'list_reply',
        list_reply: { id: 'slot-am', title: 'Morning', description: '8 to 12' },
      },
      context: { id: sentId(list) },
    });
    expect(quickReply).toMatchObject({
      type: 'button',
      button: { payload: 'ack-7', text: 'Thanks' },
      context: { id: sentId(template) },
    });
  });

  it('refuses a reply the message does not offer', async () => {
    await customerSaysHi();
    const sent = await sandbox.send({ type: 'text', text: { body: 'No buttons here' } });
    const refused = await tap(sentId(sent), { kind: 'button_reply', id: 'yes', title: 'Yes' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: expect.stringContaining('offers no button_reply') });
  });
});

describe('GET /handset/events', () => {
  it('streams the chats and the thread, then the thread again when the business writes', async () => {
    await customerSaysHi();
    const abort = new AbortController();
    const response = await handset(
      `/events?phoneNumberId=${sandbox.phoneNumberId}&waId=${sandbox.customer}`,
      {
        signal: abort.signal,
      },
    );
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = readEvents(response);

    expect((await events.next()).event).toBe('chats');
    const first = await events.next();
    expect(first.event).toBe('thread');
    expect((first.data as ThreadView).bubbles).toHaveLength(1);

    await sandbox.send({ type: 'text', text: { body: 'Right away' } });
    let update = await events.next();
    while (update.event !== 'thread') update = await events.next();
    expect((update.data as ThreadView).bubbles.at(-1)?.content).toEqual({ kind: 'text', text: 'Right away' });
    abort.abort();
  });
});

function richOf(bubble: Bubble | undefined) {
  if (bubble?.content.kind !== 'rich') throw new Error(`not a rich bubble: ${JSON.stringify(bubble)}`);
  return bubble.content.rich;
}

/** Server-Sent Events from a fetch body, one `{ event, data }` at a time. */
function readEvents(response: Response) {
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next(): Promise<{ event: string; data: unknown }> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .find((line) => line.startsWith(`${name}: `))
              ?.slice(name.length + 2) ?? '';
          return { event: field('event'), data: JSON.parse(field('data')) };
        }
        const chunk = await reader?.read();
        if (!chunk || chunk.done) throw new Error('the event stream ended');
        buffer += chunk.value;
      }
    },
  };
}

describe('the shop', () => {
  it('draws product, product list and catalog messages with the products the customer can put in a cart', async () => {
    await customerSaysHi();
    const interactive = (payload: object) =>
      sandbox.send({ type: 'interactive', interactive: payload }).then(sentId);
    const single = await interactive({
      type: 'product',
      body: { text: 'Our best seller' },
      action: { catalog_id: '194836987003835', product_retailer_id: 'vase-blue' },
    });
    const list = await interactive({
      type: 'product_list',
      header: { type: 'text', text: 'Spring pottery' },
      body: { text: 'Pick what you like' },
      action: {
        catalog_id: '194836987003835',
        sections: [{ title: 'Pots', product_items: [{ product_retailer_id: 'pot-small' }] }],
      },
    });
    const catalog = await interactive({
      type: 'catalog_message',
      body: { text: 'Browse our shop' },
      action: { name: 'catalog_message', parameters: { thumbnail_product_retailer_id: 'bowl-green' } },
    });
    const bubbles = (await thread()).bubbles;
    const rich = (id: string) => {
      const content = bubbles.find((bubble) => bubble.id === id)?.content;
      return content?.kind === 'rich' ? content.rich : undefined;
    };
    expect(rich(single)?.product).toMatchObject({ name: 'Blue glazed vase', price: 30, currency: 'USD' });
    expect(rich(single)?.shop?.label).toBe('View');
    expect(rich(list)?.shop).toEqual({
      catalogId: '194836987003835',
      label: 'View items',
      sections: [
        { title: 'Pots', products: [expect.objectContaining({ retailerId: 'pot-small', price: 25 })] },
      ],
    });
    expect(rich(catalog)?.product?.name).toBe('Green serving bowl');
    expect(rich(catalog)?.shop?.sections[0]?.products).toHaveLength(4);
  });

  it("opens the number's whole catalog from the chat, out-of-stock products marked", async () => {
    const shop = await json<{
      catalogId: string;
      sections: { products: { retailerId: string; inStock: boolean }[] }[];
    }>(`/api/shop?phoneNumberId=${sandbox.phoneNumberId}`);
    expect(shop.catalogId).toBe('194836987003835');
    expect(shop.sections[0]?.products.find((product) => product.retailerId === 'mug-white')?.inStock).toBe(
      false,
    );
  });
});
