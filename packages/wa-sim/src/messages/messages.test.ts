import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../test/sandbox';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await sandbox.control('/reset', {});
  await sandbox.control('/config', { messagesPerSecond: 80 });
});

const openWindow = () => sandbox.customerWrites(sandbox.customer, { type: 'text', text: { body: 'hi' } });

/** WhatsApp's error envelope: `(#code) title`, `error_data.details` and, for some codes, Meta's subcode. */
function expectGraphError(
  response: { status: number; body: unknown },
  status: number,
  code: number,
  subcode?: number,
) {
  expect(response.status).toBe(status);
  expect(response.body).toEqual({
    error: {
      message: expect.stringMatching(new RegExp(`^\\(#${code}\\) .+`)),
      type: 'OAuthException',
      code,
      error_data: { messaging_product: 'whatsapp', details: expect.any(String) },
      ...(subcode === undefined ? {} : { error_subcode: subcode }),
      fbtrace_id: expect.any(String),
    },
  });
  return (response.body as { error: { error_data: { details: string } } }).error.error_data.details;
}

describe('POST /{phone-number-id}/messages', () => {
  it('accepts a text message inside the customer service window in Meta’s response shape', async () => {
    await openWindow();
    const response = await sandbox.send({
      to: `+${sandbox.customer}`,
      type: 'text',
      text: { body: 'Hello' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: `+${sandbox.customer}`, wa_id: sandbox.customer }],
      messages: [{ id: expect.stringMatching(/^wamid\./) }],
    });
  });

  it('normalises a formatted recipient number into wa_id', async () => {
    await openWindow();
    const response = await sandbox.send({ to: '+1 (555) 010-1001', type: 'text', text: { body: 'Hi' } });
    expect(response.body.contacts).toEqual([{ input: '+1 (555) 010-1001', wa_id: '15550101001' }]);
  });

  it('rejects a missing or unknown access token with 190', async () => {
    const body = { messaging_product: 'whatsapp', to: sandbox.customer, type: 'text', text: { body: 'x' } };
    const path = `/${sandbox.phoneNumberId}/messages`;
    expectGraphError(await sandbox.graph(path, { body, token: null }), 401, 190);
    expectGraphError(await sandbox.graph(path, { body, token: 'not-a-token' }), 401, 190);
  });

  it('rejects an unknown phone number id with Graph’s 100, subcode 33', async () => {
    const response = await sandbox.send({ type: 'text', text: { body: 'x' } }, '199999999999999');
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ code: 100, error_subcode: 33, type: 'GraphMethodException' });
    expect(response.body.error.message).toContain('199999999999999');
  });

  it('refuses a free-form message outside the 24-hour window with 131047, then accepts it once the customer writes', async () => {
    expectGraphError(await sandbox.send({ type: 'text', text: { body: 'Hello?' } }), 400, 131047, 2494010);
    await openWindow();
    expect((await sandbox.send({ type: 'text', text: { body: 'Hello!' } })).status).toBe(200);
  });

  it('closes the window 24 hours after the customer last wrote', async () => {
    await openWindow();
    await sandbox.control('/clock', { advanceMs: 24 * 60 * 60 * 1000 - 60_000 });
    expect((await sandbox.send({ type: 'text', text: { body: 'still open' } })).status).toBe(200);
    await sandbox.control('/clock', { advanceMs: 60_000 });
    expectGraphError(await sandbox.send({ type: 'text', text: { body: 'too late' } }), 400, 131047, 2494010);
  });

  it('keeps the window per business number', async () => {
    await openWindow();
    const otherNumber = sandbox.sim.seed.business.phoneNumbers[1]?.phoneNumberId;
    expectGraphError(
      await sandbox.send({ type: 'text', text: { body: 'x' } }, otherNumber),
      400,
      131047,
      2494010,
    );
  });

  it.each([
    ['a missing text body', { type: 'text', text: {} }, 'text.body is required'],
    ['a text over 4096 characters', { type: 'text', text: { body: 'x'.repeat(4097) } }, 'text.body'],
    [
      'a wrong messaging_product',
      { messaging_product: 'sms', type: 'text', text: { body: 'x' } },
      'messaging_product',
    ],
    ['an unknown type', { type: 'hologram' }, 'type'],
    [
      'media with both id and link',
      { type: 'image', image: { id: '1', link: 'https://x.test/a.png' } },
      'image',
    ],
    ['media with neither id nor link', { type: 'video', video: { caption: 'x' } }, 'video'],
    [
      'a caption on audio',
      { type: 'audio', audio: { link: 'https://x.test/a.ogg', caption: 'no' } },
      'audio',
    ],
    [
      'a filename on an image',
      { type: 'image', image: { link: 'https://x.test/a.png', filename: 'a' } },
      'image',
    ],
    ['an unknown media id', { type: 'image', image: { id: '123456789' } }, 'image.id'],
    ['a location without longitude', { type: 'location', location: { latitude: 1 } }, 'location.longitude'],
    [
      'a contact card without formatted_name',
      { type: 'contacts', contacts: [{ name: {} }] },
      'formatted_name',
    ],
    ['a reaction without message_id', { type: 'reaction', reaction: { emoji: '👍' } }, 'reaction.message_id'],
    [
      'four reply buttons',
      { type: 'interactive', interactive: buttons(['a', 'b', 'c', 'd']) },
      'interactive.action.buttons',
    ],
    [
      'a reply button title over 20 characters',
      { type: 'interactive', interactive: buttons(['x'.repeat(21)]) },
      'interactive.action.buttons[0].reply.title',
    ],
    ['duplicate button titles', { type: 'interactive', interactive: buttons(['Yes', 'Yes']) }, 'unique'],
    ['eleven list rows in total', { type: 'interactive', interactive: list([6, 5]) }, 'at most 10 rows'],
    ['eleven list sections', { type: 'interactive', interactive: list(Array(11).fill(1)) }, 'sections'],
    [
      'a list button label over 20 characters',
      {
        type: 'interactive',
        interactive: { ...list([1]), action: { ...list([1]).action, button: 'x'.repeat(21) } },
      },
      'interactive.action.button',
    ],
    [
      'a template without language',
      { type: 'template', template: { name: 'hello_world' } },
      'template.language',
    ],
    [
      'an opaque callback over 512 characters',
      { type: 'text', text: { body: 'x' }, biz_opaque_callback_data: 'x'.repeat(513) },
      'biz_opaque_callback_data',
    ],
  ])('rejects %s with 100 naming the field', async (_name, message, field) => {
    await openWindow();
    expect(expectGraphError(await sandbox.send(message), 400, 100)).toContain(field);
  });

  it('accepts every supported message type inside the window', async () => {
    await openWindow();
    const messages = [
      { type: 'text', text: { body: 'Look: https://example.com', preview_url: true } },
      { type: 'image', image: { link: 'https://example.com/a.jpg', caption: 'A' } },
      { type: 'video', video: { link: 'https://example.com/a.mp4' } },
      { type: 'audio', audio: { link: 'https://example.com/a.ogg' } },
      {
        type: 'document',
        document: { link: 'https://example.com/a.pdf', filename: 'a.pdf', caption: 'Doc' },
      },
      { type: 'sticker', sticker: { link: 'https://example.com/a.webp' } },
      {
        type: 'location',
        location: { latitude: '52.52', longitude: '13.40', name: 'Berlin', address: 'Mitte' },
      },
      {
        type: 'contacts',
        contacts: [{ name: { formatted_name: 'Ada L.' }, phones: [{ phone: '+1 555', type: 'CELL' }] }],
      },
      { type: 'interactive', interactive: buttons(['Yes', 'No', 'Maybe']) },
      { type: 'interactive', interactive: list([4, 3, 3]) },
      {
        type: 'text',
        text: { body: 'quoted' },
        context: { message_id: 'wamid.abc' },
        biz_opaque_callback_data: 'o',
      },
    ];
    for (const message of messages) {
      const response = await sandbox.send(message);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    }
  });

  it('sends a text message when type is omitted, as Meta defaults to text', async () => {
    await openWindow();
    expect((await sandbox.send({ text: { body: 'no type' } })).status).toBe(200);
  });
});

describe('template sends', () => {
  it('accepts an approved template outside the window and answers message_status accepted', async () => {
    const response = await sandbox.send({
      type: 'template',
      template: { name: 'hello_world', language: { code: 'en_US' } },
    });
    expect(response.status).toBe(200);
    expect(response.body.messages).toEqual([
      { id: expect.stringMatching(/^wamid\./), message_status: 'accepted' },
    ]);
  });

  it('rejects a template that does not exist in that language with 132001', async () => {
    const missing = { type: 'template', template: { name: 'hello_world', language: { code: 'pt_BR' } } };
    expectGraphError(await sandbox.send(missing), 404, 132001);
    const unknown = { type: 'template', template: { name: 'no_such_template', language: { code: 'en' } } };
    expectGraphError(await sandbox.send(unknown), 404, 132001);
  });

  it('rejects a parameter count that does not match the template with 132000', async () => {
    const template = (parameters: string[]) => ({
      type: 'template',
      template: {
        name: 'order_update',
        language: { code: 'en' },
        components: [{ type: 'body', parameters: parameters.map((text) => ({ type: 'text', text })) }],
      },
    });
    expectGraphError(await sandbox.send(template(['Ada'])), 400, 132000);
    expect((await sandbox.send(template(['Ada', '#1042']))).status).toBe(200);
  });

  it('refuses the header handle a template was created with as a media id, and takes an uploaded one', async () => {
    const handle = '4::aW1hZ2UvcG5n:1';
    const created = await sandbox.graph(`/${sandbox.sim.seed.business.wabaId}/message_templates`, {
      body: {
        name: 'spring_photo',
        language: 'en',
        category: 'MARKETING',
        components: [
          { type: 'HEADER', format: 'IMAGE', example: { header_handle: [handle] } },
          { type: 'BODY', text: 'Spring is here' },
        ],
      },
    });
    expect(created.status).toBe(200);
    const templates = `/${sandbox.sim.seed.business.wabaId}/message_templates?name=spring_photo`;
    while (
      ((await sandbox.graph(templates)).body as { data: { status: string }[] }).data[0]?.status !== 'APPROVED'
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const withImage = (image: object) => ({
      type: 'template',
      template: {
        name: 'spring_photo',
        language: { code: 'en' },
        components: [{ type: 'header', parameters: [{ type: 'image', image }] }],
      },
    });
    const details = expectGraphError(await sandbox.send(withImage({ id: handle })), 400, 100);
    expect(details).toContain(handle);
    expect((await sandbox.send(withImage({ link: 'https://cdn.example/spring.png' }))).status).toBe(200);
  });
});

describe('throughput', () => {
  it('answers 130429 with subcode 2494055 and HTTP 429 past messagesPerSecond for one number', async () => {
    await sandbox.control('/config', { messagesPerSecond: 3 });
    const hello = { type: 'template', template: { name: 'hello_world', language: { code: 'en_US' } } };
    const responses = await Promise.all(Array.from({ length: 5 }, () => sandbox.send(hello)));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(3);
    const limited = responses.filter((response) => response.status === 429);
    expect(limited).toHaveLength(2);
    expectGraphError(limited[0] as { status: number; body: unknown }, 429, 130429, 2494055);
    const other = sandbox.sim.seed.business.phoneNumbers[1]?.phoneNumberId;
    expect((await sandbox.send(hello, other)).status).toBe(200);
  });
});

describe('mark as read', () => {
  it('marks an inbound message read and rejects an unknown wamid with 131009', async () => {
    const inbound = await openWindow();
    const read = await sandbox.graph(`/${sandbox.phoneNumberId}/messages`, {
      body: { messaging_product: 'whatsapp', status: 'read', message_id: inbound.body.message.id },
    });
    expect(read).toEqual({ status: 200, body: { success: true } });
    const received = await sandbox.control(`/received?from=${sandbox.customer}`);
    expect(received.body.data[0].read).toBe(true);
    const unknown = await sandbox.graph(`/${sandbox.phoneNumberId}/messages`, {
      body: { messaging_product: 'whatsapp', status: 'read', message_id: 'wamid.unknown' },
    });
    expectGraphError(unknown, 400, 131009, 2494010);
  });
});

function buttons(titles: string[]) {
  return {
    type: 'button',
    body: { text: 'Pick one' },
    action: { buttons: titles.map((title, index) => ({ type: 'reply', reply: { id: `b${index}`, title } })) },
  };
}

function list(rowsPerSection: number[]) {
  let next = 0;
  return {
    type: 'list',
    header: { type: 'text', text: 'Menu' },
    body: { text: 'Choose' },
    action: {
      button: 'Options',
      sections: rowsPerSection.map((rows, index) => ({
        title: `Section ${index}`,
        rows: Array.from({ length: rows }, () => ({ id: `r${next++}`, title: `Row ${next}` })),
      })),
    },
  };
}
