import { type Simulator, sandboxSeed, startSimulator } from '@parley/wa-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardPartnerApp } from '../../test/partner-app';
import { providerRefusal } from '../../test/provider-refusal';
import { approved } from '../../test/template-review';
import type { MessagingProvider } from '../messaging-provider';
import { createPartnerProvider } from './partner.provider';
import { createPartnerTemplates } from './partner.templates';

const seed = sandboxSeed();
const [ada] = seed.customers;
let sim: Simulator;
let provider: MessagingProvider;
let phoneNumberId: string;
let createTemplate: () => Promise<void>;

/** An app through the partner's onboarding, as the wizard does it, with its number signed up. */
beforeAll(async () => {
  sim = await startSimulator({ statusDelaysMs: { delivered: 10, read: 10 }, templateReviewDelayMs: 10 });
  const { client, appId, appName, appToken, details } = await onboardPartnerApp(sim, 'ProviderTest');
  phoneNumberId = details.phoneNumberId ?? '';
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
afterAll(() => sim?.close());

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
  return ((await response.json()) as { data: { type: string; request: Record<string, unknown> }[] }).data;
}

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

  it('sends an approved template by name, through the partner’s template id', async () => {
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

  it('refuses a template the app does not have, with the partner’s code', async () => {
    const error = await providerRefusal(
      provider.send({
        to: ada?.waId ?? '',
        type: 'template',
        template: { name: 'no_such', language: { code: 'en' } },
      }),
    );
    expect(error.code).toBe(4003);
  });

  it('says plainly what the partner cannot do through Parley', async () => {
    const byId = await providerRefusal(
      provider.send({ to: ada?.waId ?? '', type: 'image', image: { id: '123' } }),
    );
    expect(byId.message).toMatch(/media by id/);
    await providerRefusal(
      provider.uploadMedia({ bytes: Buffer.from('x'), mimeType: 'image/png', fileName: 'x.png' }),
    );
  });

  it('reads the app’s number as the channel’s details', async () => {
    expect(await provider.phoneNumber()).toMatchObject({
      displayPhoneNumber: expect.stringMatching(/^\+1 555 020/),
      verifiedName: 'ProviderTest',
    });
  });
});
