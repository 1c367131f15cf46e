import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Simulator, sandboxSeed, startSimulator } from '@parley/wa-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardPartnerApp } from '../../test/partner-app';
import { providerRefusal } from '../../test/provider-refusal';
import { approved } from '../../test/template-review';
import type { MessagingProvider } from '../messaging-provider';
import type { InboundMessageEvent, MessageStatusEvent } from '../provider-events';
import { partnerApps } from './partner.apps';
import { createPartnerHeaderSampleUpload } from './partner.header-samples';
import { createPartnerProvider } from './partner.provider';
import { createPartnerTemplates } from './partner.templates';
import { parsePartnerWebhook } from './partner.webhook';
import type { PartnerClient } from './partner-client';

const seed = sandboxSeed();
const [ada] = seed.customers;
let sim: Simulator;
let provider: MessagingProvider;
let phoneNumberId: string;
let createTemplate: () => Promise<void>;
let client: PartnerClient;
let app: { appId: string; appToken: string };
/** What the partner posted to the app's webhook subscription. */
const webhooks: unknown[] = [];
let receiver: Server;

/** An app through the partner's onboarding, as the wizard does it, with its number signed up. */
beforeAll(async () => {
  sim = await startSimulator({ statusDelaysMs: { delivered: 10, read: 10 }, templateReviewDelayMs: 10 });
  const onboarded = await onboardPartnerApp(sim, 'ProviderTest');
  const { appId, appName, appToken, details } = onboarded;
  client = onboarded.client;
  app = { appId, appToken };
  phoneNumberId = details.phoneNumberId ?? '';
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      webhooks.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  await partnerApps(client).subscribe(appId, appToken, `http://127.0.0.1:${port}/partner`);
  createTemplate = async () => {
    await createPartnerTemplates(client, { appId, appToken }).create({
      name: 'order_ready',
      language: 'en',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'Your order {{1}} is ready', example: { body_text: [['42']] } }],
      allowCategoryChange: true,
    });
    await approved(createPartnerTemplates(client, { appId, appToken }), 'order_ready');
  };
  provider = createPartnerProvider(client, {
    appId,
    appName,
    appToken,
    apiKey: details.apiKey ?? '',
    sourceNumber: (details.displayPhoneNumber ?? '').replace(/\D/g, ''),
  });
});
afterAll(async () => {
  await sim?.close();
  receiver?.close();
});

async function customerWrites(waId: string) {
  const response = await fetch(`${sim.url}/_sim/customers/${waId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumberId, message: { type: 'text', text: { body: 'Hello' } } }),
  });
  expect(response.ok).toBe(true);
}

async function sentTo(waId: string) {
  const response = await fetch(`${sim.url}/_sim/sent?phoneNumberId=${phoneNumberId}&to=${waId}`);
  return (
    (await response.json()) as { data: { id: string; type: string; request: Record<string, unknown> }[] }
  ).data;
}

/** The customer taps a reply on the simulator's phone. */
async function tap(waId: string, messageId: string, reply: Record<string, string>) {
  const response = await fetch(`${sim.url}/handset/api/replies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumberId, waId, messageId, reply }),
  });
  expect(response.status).toBe(200);
}

/** The inbound messages of the partner's webhooks so far that `matches`, as Parley reads them. */
async function inboundMessages(
  count: number,
  matches: (event: InboundMessageEvent) => boolean,
): Promise<InboundMessageEvent[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = webhooks
      .flatMap((body) => parsePartnerWebhook(body, { phoneNumberId, businessAccountId: 'unused' }))
      .filter((event): event is InboundMessageEvent => event.kind === 'message' && matches(event));
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error('the partner’s webhooks did not arrive in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The partner's status webhook of that status for a message it accepted, once it came. */
async function statusOf(providerMessageId: string, status: MessageStatusEvent['status']) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = webhooks
      .flatMap((body) => parsePartnerWebhook(body, { phoneNumberId, businessAccountId: 'unused' }))
      .find(
        (event): event is MessageStatusEvent =>
          event.kind === 'status' && event.messageId === providerMessageId && event.status === status,
      );
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${status} status for ${providerMessageId}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const inboundReplies = (count: number) => inboundMessages(count, (event) => event.type === 'interactive');

const inbound = async (matches: (event: InboundMessageEvent) => boolean) => {
  const [event] = await inboundMessages(1, matches);
  if (!event) throw new Error('no inbound message');
  return event;
};

describe('partner provider against the simulator', () => {
  it('sends a session text and an image by link, each answered with the partner’s message id', async () => {
    const to = ada?.waId ?? '';
    await customerWrites(to);
    const text = await provider.send({ to, type: 'text', text: { body: 'Your order ships today' } });
    const image = await provider.send({
      to,
      type: 'image',
      image: { link: `${sim.url}/partner/media/unknown.png`, caption: 'Packed' },
    });
    expect(text.providerMessageId).not.toBe(image.providerMessageId);
    expect(text.recipientWaId).toBe(to);
    const sent = await sentTo(to);
    expect(sent.map((message) => message.type)).toEqual(expect.arrayContaining(['text', 'image']));
  });

  it('sends an approved template by name and language', async () => {
    const to = ada?.waId ?? '';
    await createTemplate();
    const result = await provider.send({
      to,
      type: 'template',
      template: {
        name: 'order_ready',
        language: { code: 'en' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'A-1042' }] }],
      },
    });
    expect(result.providerMessageId).toBeTruthy();
    expect((await sentTo(to)).some((message) => message.type === 'template')).toBe(true);
  });

  it('sends reply buttons and a list the customer sees as such, and reads the taps as the Cloud API’s replies', async () => {
    const to = ada?.waId ?? '';
    await customerWrites(to);
    const buttons = {
      type: 'button',
      header: { type: 'text', text: 'Your order' },
      body: { text: 'How would you like it?' },
      footer: { text: 'Corner Café' },
      action: {
        buttons: [
          { type: 'reply', reply: { id: 'pickup', title: 'Pickup' } },
          { type: 'reply', reply: { id: 'delivery', title: 'Delivery' } },
        ],
      },
    };
    const list = {
      type: 'list',
      header: { type: 'text', text: 'Menu' },
      body: { text: 'Pick a dish' },
      action: {
        button: 'Dishes',
        sections: [
          { title: 'Mains', rows: [{ id: 'curry', title: 'Curry', description: 'Mild' }] },
          { title: 'Sweets', rows: [{ id: 'kulfi', title: 'Kulfi' }] },
        ],
      },
    };
    const buttonsSent = await provider.send({ to, type: 'interactive', interactive: buttons });
    const listSent = await provider.send({ to, type: 'interactive', interactive: list });

    const [onPhoneButtons, onPhoneList] = (await sentTo(to)).filter(
      (message) => message.type === 'interactive',
    );
    expect(onPhoneButtons?.request.interactive).toEqual(buttons);
    expect(onPhoneList?.request.interactive).toEqual(list);

    await tap(to, onPhoneButtons?.id ?? '', { kind: 'button_reply', id: 'delivery', title: 'Delivery' });
    await tap(to, onPhoneList?.id ?? '', {
      kind: 'list_reply',
      id: 'curry',
      title: 'Curry',
      description: 'Mild',
    });
    const [buttonReply, listReply] = await inboundReplies(2);
    expect(buttonReply).toMatchObject({
      from: to,
      content: { type: 'button_reply', button_reply: { id: 'delivery', title: 'Delivery' } },
      replyTo: buttonsSent.providerMessageId,
    });
    expect(listReply).toMatchObject({
      from: to,
      content: { type: 'list_reply', list_reply: { id: 'curry', title: 'Curry', description: 'Mild' } },
      replyTo: listSent.providerMessageId,
    });
  });

  it('hears of a template the app does not have as a failed send, with the partner’s code', async () => {
    const { providerMessageId } = await provider.send({
      to: ada?.waId ?? '',
      type: 'template',
      template: { name: 'no_such', language: { code: 'en' } },
    });
    const failed = await statusOf(providerMessageId, 'failed');
    expect(failed.error?.code).toBe(4003);
  });

  it('sends a template’s media header by link, its website suffix and code, and a carousel’s cards', async () => {
    const to = ada?.waId ?? '';
    const templates = createPartnerTemplates(client, app);
    const upload = createPartnerHeaderSampleUpload(client, app);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000', 'hex');
    const { uploadId } = await upload.start({
      fileName: 'spring.png',
      fileLength: png.length,
      mimeType: 'image/png',
    });
    const { handle } = await upload.send(uploadId, png, 0);
    await templates.create({
      name: 'spring_code',
      language: 'en',
      category: 'MARKETING',
      components: [
        { type: 'HEADER', format: 'IMAGE', example: { header_handle: [handle] } },
        { type: 'BODY', text: 'Hi {{1}}, spring is here', example: { body_text: [['Ada']] } },
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'URL', text: 'Shop', url: 'https://bloom.example/{{1}}', example: ['spring'] },
            { type: 'COPY_CODE', text: 'Copy code', example: 'SPRING10' },
          ],
        },
      ],
      allowCategoryChange: true,
    });
    const card = {
      components: [
        { type: 'HEADER', format: 'IMAGE', example: { header_handle: [handle] } },
        { type: 'BODY', text: 'Tulips in {{1}}', example: { body_text: [['red']] } },
        {
          type: 'BUTTONS',
          buttons: [{ type: 'URL', text: 'Buy', url: 'https://bloom.example/t/{{1}}', example: ['red'] }],
        },
      ],
    };
    await templates.create({
      name: 'tulip_picks',
      language: 'en',
      category: 'MARKETING',
      components: [
        { type: 'BODY', text: 'Our picks' },
        { type: 'CAROUSEL', cards: [card, card] },
      ],
      allowCategoryChange: true,
    });
    await approved(templates, 'spring_code');
    await approved(templates, 'tulip_picks');

    const image = (link: string) => ({ type: 'header', parameters: [{ type: 'image', image: { link } }] });
    const coupon = [
      image('https://cdn.example/spring.jpg'),
      { type: 'body', parameters: [{ type: 'text', text: 'Ada' }] },
      { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: 'tulips' }] },
      {
        type: 'button',
        sub_type: 'copy_code',
        index: '1',
        parameters: [{ type: 'coupon_code', coupon_code: 'TULIP5' }],
      },
    ];
    const cardSent = (index: number, color: string) => ({
      card_index: index,
      components: [
        image(`https://cdn.example/${color}.jpg`),
        { type: 'body', parameters: [{ type: 'text', text: color }] },
        { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: color }] },
      ],
    });
    const carousel = [{ type: 'carousel', cards: [cardSent(0, 'red'), cardSent(1, 'white')] }];
    const template = (name: string, components: object[]) => ({
      to,
      type: 'template' as const,
      template: { name, language: { code: 'en' }, components: components as Record<string, unknown>[] },
    });
    const sentCoupon = await provider.send(template('spring_code', coupon));
    const sentCards = await provider.send(template('tulip_picks', carousel));

    await statusOf(sentCoupon.providerMessageId, 'sent');
    await statusOf(sentCards.providerMessageId, 'sent');
    const onPhone = (await sentTo(to)).filter((message) => message.type === 'template');
    const components = onPhone.map(
      (message) => (message.request.template as { components: unknown }).components,
    );
    expect(components).toEqual(expect.arrayContaining([coupon, carousel]));
  });

  it('says plainly what the partner cannot do through Parley', async () => {
    const byId = await providerRefusal(
      provider.send({ to: ada?.waId ?? '', type: 'image', image: { id: '123' } }),
    );
    expect(byId.message).toMatch(/media by link, not media by id/);
    const upload = await providerRefusal(
      provider.uploadMedia({ bytes: Buffer.from('x'), mimeType: 'image/png', fileName: 'x.png' }),
    );
    expect(upload.message).toMatch(/media by link/);
    const callToAction = await providerRefusal(
      provider.send({
        to: ada?.waId ?? '',
        type: 'interactive',
        interactive: { type: 'cta_url', body: { text: 'Our menu' }, action: { name: 'cta_url' } },
      }),
    );
    expect(callToAction.message).toMatch(/interactive cta_url messages/);
  });

  it('downloads the image a customer sent by the link of the partner’s webhook', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000', 'hex');
    const response = await fetch(`${sim.url}/_sim/customers/${ada?.waId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        phoneNumberId,
        message: { type: 'image', image: { data: png.toString('base64'), mime_type: 'image/png' } },
      }),
    });
    expect(response.ok).toBe(true);
    const image = await inbound((event) => event.type === 'image');

    const download = await provider.downloadMedia(image.content as { link: string });
    expect(download.mimeType).toBe('image/png');
    expect(Buffer.concat(await download.body.toArray())).toEqual(png);
  });

  it('is refused a download by a link the partner does not serve', async () => {
    const error = await providerRefusal(provider.downloadMedia({ link: `${sim.url}/partner/media/nothing` }));
    expect(error.code).toBe(131052);
  });

  it('reads the app’s number as the channel’s details', async () => {
    expect(await provider.phoneNumber()).toMatchObject({
      displayPhoneNumber: expect.stringMatching(/^\+1 555 020/),
      verifiedName: 'ProviderTest',
    });
  });
});
