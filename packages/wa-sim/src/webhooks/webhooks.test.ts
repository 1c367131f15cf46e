import { afterEach, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox, startWebhookReceiver } from '../test/sandbox';

let sandbox: Sandbox;
afterEach(() => sandbox.close());

const helloWorld = { type: 'template', template: { name: 'hello_world', language: { code: 'en_US' } } };

describe('POST /_sim/apps/{appId}/webhook', () => {
  it('stores the callback only after the verification handshake succeeds', async () => {
    sandbox = await startSandbox();
    const wrongToken = await startWebhookReceiver(sandbox.sim.seed.app.appSecret, 'another-token');
    const refused = await sandbox.control(`/apps/${sandbox.sim.seed.app.appId}/webhook`, {
      url: wrongToken.url,
      verifyToken: 'verify-me',
    });
    await wrongToken.close();
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/couldn't be validated.*403/);

    await sandbox.send(helloWorld);
    await sandbox.receiver.waitFor(() => sandbox.receiver.values('statuses').length > 0);
  });

  it('refuses an unreachable callback URL', async () => {
    sandbox = await startSandbox();
    const refused = await sandbox.control(`/apps/${sandbox.sim.seed.app.appId}/webhook`, {
      url: 'http://127.0.0.1:1/webhook',
      verifyToken: 'verify-me',
    });
    expect(refused.status).toBe(400);
  });
});

describe('status webhooks', () => {
  it('sends sent, delivered with pricing, then read, signed over the raw body, echoing the opaque data', async () => {
    // Deliveries are concurrent, as Meta's are: 30 ms between delivered and read let a loaded machine swap them.
    sandbox = await startSandbox({ statusDelaysMs: { delivered: 30, read: 300 } });
    const { receiver } = sandbox;
    const sent = await sandbox.send({ ...helloWorld, biz_opaque_callback_data: 'campaign=42' });
    const wamid = sent.body.messages[0].id;
    await receiver.waitFor(() => receiver.values('statuses').length >= 3);

    expect(receiver.received.every((hook) => hook.signatureValid)).toBe(true);
    const [first] = receiver.received;
    expect(first?.json).toEqual({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: sandbox.sim.seed.business.wabaId,
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550100001', phone_number_id: sandbox.phoneNumberId },
                statuses: [expect.objectContaining({ id: wamid, status: 'sent' })],
              },
            },
          ],
        },
      ],
    });
    const statuses = receiver.values('statuses');
    expect(statuses.map((status) => status.status)).toEqual(['sent', 'delivered', 'read']);
    for (const status of statuses) {
      expect(status).toMatchObject({
        id: wamid,
        timestamp: expect.stringMatching(/^\d{10}$/),
        recipient_id: sandbox.customer,
        biz_opaque_callback_data: 'campaign=42',
      });
    }
    expect(statuses.filter((status) => status.pricing)).toEqual([
      expect.objectContaining({
        status: 'delivered',
        pricing: { billable: true, pricing_model: 'PMP', type: 'regular', category: 'utility' },
      }),
    ]);
    const record = await sandbox.control(
      `/sent?phoneNumberId=${sandbox.phoneNumberId}&to=${sandbox.customer}`,
    );
    expect(record.body.data).toEqual([
      expect.objectContaining({ id: wamid, status: 'read', type: 'template' }),
    ]);
  });

  it('prices a service reply as free customer service', async () => {
    sandbox = await startSandbox();
    await sandbox.customerWrites(sandbox.customer, { type: 'text', text: { body: 'hi' } });
    await sandbox.send({ type: 'text', text: { body: 'hello' } });
    const delivered = await sandbox.receiver.waitFor(() =>
      sandbox.receiver.values('statuses').find((status) => status.status === 'delivered'),
    );
    expect(delivered.pricing).toEqual({
      billable: false,
      pricing_model: 'PMP',
      type: 'free_customer_service',
      category: 'service',
    });
  });

  it('stops at delivered for a recipient the sandbox does not know', async () => {
    sandbox = await startSandbox();
    await sandbox.send({ ...helloWorld, to: '+44 7700 900999' });
    await sandbox.receiver.waitFor(() => sandbox.receiver.values('statuses').length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(sandbox.receiver.values('statuses').map((status) => status.status)).toEqual(['sent', 'delivered']);
  });

  it('sends only sent for a reaction', async () => {
    sandbox = await startSandbox();
    const inbound = await sandbox.customerWrites(sandbox.customer, { type: 'text', text: { body: 'hi' } });
    await sandbox.send({ type: 'reaction', reaction: { message_id: inbound.body.message.id, emoji: '👍' } });
    await sandbox.receiver.waitFor(() => sandbox.receiver.values('statuses').length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(sandbox.receiver.values('statuses').map((status) => status.status)).toEqual(['sent']);
  });

  it('accepts a send to an undeliverable number, then reports failed with 131026', async () => {
    sandbox = await startSandbox();
    const response = await sandbox.send({ ...helloWorld, to: '15550000000' });
    expect(response.status).toBe(200);
    const failed = await sandbox.receiver.waitFor(() => sandbox.receiver.values('statuses')[0]);
    expect(failed).toMatchObject({
      id: response.body.messages[0].id,
      status: 'failed',
      recipient_id: '15550000000',
      errors: [
        {
          code: 131026,
          title: expect.any(String),
          message: expect.any(String),
          error_data: { details: expect.any(String) },
        },
      ],
    });
  });

  it('retries a delivery answered with 500 and logs every attempt', async () => {
    sandbox = await startSandbox({ statusDelaysMs: { delivered: 5000, read: 5000 } });
    sandbox.receiver.failNext(2);
    await sandbox.send(helloWorld);
    await sandbox.receiver.waitFor(() => sandbox.receiver.values('statuses').length === 1);
    const log = await sandbox.control('/webhooks');
    expect(
      log.body.data.map((attempt: { attempt: number; statusCode: number }) => [
        attempt.attempt,
        attempt.statusCode,
      ]),
    ).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
    expect(log.body.data[0]).toMatchObject({
      url: sandbox.receiver.url,
      body: expect.stringContaining('"sent"'),
    });
  });

  it('delivers every webhook twice under chaos duplicates', async () => {
    sandbox = await startSandbox({ chaos: { duplicates: true, outOfOrder: false } });
    await sandbox.send(helloWorld);
    await sandbox.receiver.waitFor(() => sandbox.receiver.values('statuses').length >= 6);
    const statuses = sandbox.receiver.values('statuses').map((status) => status.status);
    expect(statuses.sort()).toEqual(['delivered', 'delivered', 'read', 'read', 'sent', 'sent']);
  });

  it('can deliver read before delivered under chaos outOfOrder', async () => {
    sandbox = await startSandbox({
      chaos: { duplicates: false, outOfOrder: true },
      statusDelaysMs: { delivered: 0, read: 0 },
    });
    const orders = new Set<string>();
    for (let round = 0; round < 20 && orders.size < 2; round++) {
      await sandbox.control('/reset', {});
      sandbox.receiver.received.length = 0;
      await sandbox.send(helloWorld);
      await sandbox.receiver.waitFor(() => sandbox.receiver.values('statuses').length >= 3);
      orders.add(
        sandbox.receiver
          .values('statuses')
          .map((status) => status.status)
          .join(','),
      );
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('delivers to a verified override_callback_uri set on the WABA', async () => {
    sandbox = await startSandbox();
    const override = await startWebhookReceiver(sandbox.sim.seed.app.appSecret, 'override-token');
    const path = `/${sandbox.sim.seed.business.wabaId}/subscribed_apps`;
    const refused = await sandbox.graph(path, {
      body: { override_callback_uri: override.url, verify_token: 'wrong' },
    });
    expect(refused.body.error.code).toBe(2200);
    const accepted = await sandbox.graph(path, {
      body: { override_callback_uri: override.url, verify_token: 'override-token' },
    });
    expect(accepted.body).toEqual({ success: true });
    await sandbox.send(helloWorld);
    await override.waitFor(() => override.values('statuses').length > 0);
    expect(sandbox.receiver.received).toHaveLength(0);
    await override.close();
  });

  it('stops delivering when the app unsubscribes from the WABA', async () => {
    sandbox = await startSandbox();
    const wabaId = sandbox.sim.seed.business.wabaId;
    expect((await sandbox.graph(`/${wabaId}/subscribed_apps`, { method: 'DELETE' })).body).toEqual({
      success: true,
    });
    await sandbox.send(helloWorld);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(sandbox.receiver.received).toHaveLength(0);
  });
});

describe('inbound messages (POST /_sim/customers/{waId}/messages)', () => {
  it('delivers a text with the contact profile and string timestamp', async () => {
    sandbox = await startSandbox();
    const response = await sandbox.customerWrites(sandbox.customer, {
      type: 'text',
      text: { body: 'Olá, ünïcode ✓' },
    });
    expect(response.status).toBe(200);
    const hook = await sandbox.receiver.waitFor(() => sandbox.receiver.received[0]);
    expect(hook.signatureValid).toBe(true);
    expect(hook.raw).toContain('\\u00e1');
    expect(hook.json.entry[0].changes[0].value).toEqual({
      messaging_product: 'whatsapp',
      metadata: { display_phone_number: '15550100001', phone_number_id: sandbox.phoneNumberId },
      contacts: [{ profile: { name: 'Ada Lovelace' }, wa_id: sandbox.customer }],
      messages: [
        {
          from: sandbox.customer,
          id: response.body.message.id,
          timestamp: expect.stringMatching(/^\d{10}$/),
          type: 'text',
          text: { body: 'Olá, ünïcode ✓' },
        },
      ],
    });
  });

  it('delivers location, contacts, order, image and replies in Meta’s shapes', async () => {
    sandbox = await startSandbox();
    const customer = sandbox.customer;
    await sandbox.customerWrites(customer, { type: 'text', text: { body: 'hi' } });
    const sent = await sandbox.send({
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text: 'Pick' },
        action: { buttons: [{ type: 'reply', reply: { id: 'yes', title: 'Yes' } }] },
      },
    });
    const wamid = sent.body.messages[0].id;
    const writes = [
      { type: 'location', location: { latitude: 52.52, longitude: 13.4, name: 'Berlin' } },
      {
        type: 'contacts',
        contacts: [
          {
            name: { formatted_name: 'Barbara J.' },
            phones: [{ phone: '+1 415', wa_id: '1415', type: 'MOBILE' }],
          },
        ],
      },
      {
        type: 'order',
        order: {
          catalog_id: '194836987003835',
          product_items: [{ product_retailer_id: 'sku1', quantity: 2, item_price: 30, currency: 'USD' }],
        },
      },
      {
        type: 'image',
        image: { data: Buffer.from('fake-png').toString('base64'), mime_type: 'image/png', caption: 'pic' },
      },
      {
        type: 'interactive',
        interactive: { type: 'button_reply', button_reply: { id: 'yes', title: 'Yes' } },
        context: { message_id: wamid },
      },
      { type: 'reaction', reaction: { message_id: wamid, emoji: '❤️' } },
    ];
    for (const message of writes) {
      const response = await sandbox.customerWrites(customer, message);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
    }
    const messages = await sandbox.receiver.waitFor(() => {
      const all = sandbox.receiver.values('messages');
      return all.length >= 7 && all;
    });
    const byType = Object.fromEntries(messages.map((message) => [message.type, message]));
    expect(byType.location.location).toEqual({ latitude: 52.52, longitude: 13.4, name: 'Berlin' });
    expect(byType.order.order.product_items[0]).toEqual({
      product_retailer_id: 'sku1',
      quantity: 2,
      item_price: 30,
      currency: 'USD',
    });
    expect(byType.image.image).toEqual({
      caption: 'pic',
      mime_type: 'image/png',
      sha256: expect.any(String),
      id: expect.stringMatching(/^\d+$/),
    });
    expect(byType.interactive).toMatchObject({
      context: { from: '15550100001', id: wamid },
      interactive: { type: 'button_reply', button_reply: { id: 'yes', title: 'Yes' } },
    });
    expect(byType.reaction.reaction).toEqual({ message_id: wamid, emoji: '❤️' });
  });

  it('delivers a message written from a click-to-WhatsApp ad with Meta’s referral', async () => {
    sandbox = await startSandbox();
    const referral = {
      source_url: 'https://fb.me/sandbox-ad',
      source_id: '120200000000000001',
      source_type: 'ad',
      headline: 'Spring sale',
      body: 'Tap to chat',
      media_type: 'image',
      image_url: 'https://ads.example/spring.jpg',
      ctwa_clid: 'sandbox-click-1',
    };
    const response = await sandbox.control(`/customers/${sandbox.customer}/messages`, {
      phoneNumberId: sandbox.phoneNumberId,
      message: { type: 'text', text: { body: 'Is this still on?' } },
      referral,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const [message] = await sandbox.receiver.waitFor(() => {
      const all = sandbox.receiver.values('messages');
      return all.length > 0 && all;
    });
    expect(message).toMatchObject({ referral, type: 'text', text: { body: 'Is this still on?' } });
  });

  it('delivers a product enquiry with the product in its context, and refuses an image ad without its image', async () => {
    sandbox = await startSandbox();
    const enquiry = await sandbox.control(`/customers/${sandbox.customer}/messages`, {
      phoneNumberId: sandbox.phoneNumberId,
      message: { type: 'text', text: { body: 'In green?' } },
      referred_product: { catalog_id: '300000000000001', product_retailer_id: 'vase-blue' },
    });
    expect(enquiry.status, JSON.stringify(enquiry.body)).toBe(200);
    const [message] = await sandbox.receiver.waitFor(() => {
      const all = sandbox.receiver.values('messages');
      return all.length > 0 && all;
    });
    expect(message.context).toEqual({
      from: '15550100001',
      id: expect.stringMatching(/^wamid\./),
      referred_product: { catalog_id: '300000000000001', product_retailer_id: 'vase-blue' },
    });

    const imageless = await sandbox.control(`/customers/${sandbox.customer}/messages`, {
      phoneNumberId: sandbox.phoneNumberId,
      message: { type: 'text', text: { body: 'Hi' } },
      referral: { source_url: 'https://fb.me/x', source_id: '1', media_type: 'image' },
    });
    expect(imageless.status).toBe(400);
  });

  it('refuses a reply whose context is not a message sent to that customer', async () => {
    sandbox = await startSandbox();
    const response = await sandbox.customerWrites(sandbox.customer, {
      type: 'button',
      button: { payload: 'p', text: 'Thanks' },
      context: { message_id: 'wamid.nope' },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain('wamid.nope');
  });
});
