import {
  type Channel,
  errorMessages,
  mediaRoutes,
  type PartnerApp,
  type TemplateCreated,
  type TemplateDraft,
  type TemplateList,
  templateRoutes,
  validationMessages,
} from '@parley/contract';
import { type Simulator, sandboxSeed, startSimulator } from '@parley/wa-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCloudApiTemplates } from '../../providers/cloud-api/cloud-api.templates';
import type { ProviderTemplate } from '../../providers/messaging-provider';
import { partnerApps } from '../../providers/partner/partner.apps';
import { createPartnerClient } from '../../providers/partner/partner-client';
import { postCloudWebhook } from '../../test/cloud-webhook';
import { freePort } from '../../test/free-port';
import { bearer, signUp, startTestApp, type TestApp } from '../../test/harness';
import { connectRealtime } from '../../test/realtime-client';
import { png, postForm } from '../media/media.test-files';

const seed = sandboxSeed();
let sim: Simulator;
let t: TestApp;
let owner: string;
let cloud: Channel;
let parleyUrl: string;

beforeAll(async () => {
  sim = await startSimulator({ templateReviewDelayMs: 400 });
  const port = await freePort();
  parleyUrl = `http://127.0.0.1:${port}`;
  t = await startTestApp({
    GRAPH_API_URL: sim.graphUrl,
    META_APP_SECRET: seed.app.appSecret,
    META_VERIFY_TOKEN: 'verify',
    PARTNER_API_URL: sim.url,
    PARTNER_MESSAGING_URL: sim.url,
    PARTNER_EMAIL: seed.partner.email,
    PARTNER_CLIENT_SECRET: seed.partner.password,
    PUBLIC_URL: parleyUrl,
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  const subscribed = await fetch(`${sim.url}/_sim/apps/${seed.app.appId}/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: `${parleyUrl}/webhooks/cloud`, verifyToken: 'verify' }),
  });
  expect(subscribed.ok).toBe(true);
  owner = (await signUp(t.app)).accessToken;
  cloud = (
    await call(owner, 'POST', '/api/v1/channels', {
      displayName: 'Shop',
      businessAccountId: seed.business.wabaId,
      apiKey: seed.accessToken,
    })
  ).json<Channel>();
});
afterAll(async () => {
  await t?.close();
  await sim?.close();
});

function call(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: bearer(token), payload });
}

const templatesPath = (channelId: string) => templateRoutes.list.path.replace(':channelId', channelId);

const createTemplate = (channelId: string, template: TemplateDraft, token = owner) =>
  call(token, 'POST', templatesPath(channelId), template);

const listTemplates = async (channelId: string, query = '') =>
  (await call(owner, 'GET', `${templatesPath(channelId)}?${query}`)).json<TemplateList>();

const draft = (name: string, overrides: Partial<TemplateDraft> = {}): TemplateDraft => ({
  name,
  language: 'en',
  category: 'UTILITY',
  body: { text: 'Hi {{1}}, your order is ready.', examples: ['Ada'] },
  ...overrides,
});

/** What the simulator holds for the business account: what the provider received. */
async function atProvider(name: string): Promise<ProviderTemplate | undefined> {
  const catalog = createCloudApiTemplates({
    graphUrl: sim.graphUrl,
    accessToken: seed.accessToken,
    businessAccountId: seed.business.wabaId,
  });
  return (await catalog.list()).find((template) => template.name === name);
}

async function eventually<T>(probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const statusOf = (channelId: string, name: string, wanted: string) =>
  eventually(async () =>
    (await listTemplates(channelId, `search=${name}`)).data.find(
      (template) => template.name === name && template.status === wanted,
    ),
  );

describe('GET /api/v1/template-config', () => {
  it('offers the three categories and the languages with their codes', async () => {
    const response = await call(owner, 'GET', templateRoutes.config.path);
    expect(response.statusCode).toBe(200);
    const config = response.json();
    expect(config.templateCategories).toEqual(['MARKETING', 'UTILITY', 'AUTHENTICATION']);
    expect(config.templateLanguages).toEqual(
      expect.arrayContaining([
        { code: 'en_US', name: 'English (US)' },
        { code: 'ar', name: 'Arabic' },
        { code: 'ml', name: 'Malayalam' },
      ]),
    );
  });

  it('answers the language of the account’s newest template, and none before its first', async () => {
    const newcomer = (await signUp(t.app)).accessToken;
    expect((await call(newcomer, 'GET', templateRoutes.config.path)).json().lastUsedLanguage).toBeNull();

    expect((await createTemplate(cloud.channelId, draft('welcome_ml', { language: 'ml' }))).statusCode).toBe(
      201,
    );
    expect((await call(owner, 'GET', templateRoutes.config.path)).json().lastUsedLanguage).toBe('ml');
    expect((await createTemplate(cloud.channelId, draft('welcome_de', { language: 'de' }))).statusCode).toBe(
      201,
    );
    expect((await call(owner, 'GET', templateRoutes.config.path)).json().lastUsedLanguage).toBe('de');
    expect((await call(newcomer, 'GET', templateRoutes.config.path)).json().lastUsedLanguage).toBeNull();
  });
});

describe('POST /api/v1/channels/:channelId/templates (Cloud API)', () => {
  it('submits the components by spec §5, stores the template PENDING and lists it', async () => {
    const created = await createTemplate(
      cloud.channelId,
      draft('order_ready', {
        header: { format: 'TEXT', text: '' },
        footer: '',
        buttons: [{ type: 'QUICK_REPLY', text: 'Thanks' }],
      }),
    );
    expect(created.statusCode).toBe(201);
    const { message, data } = created.json<TemplateCreated>();
    expect(message).toBe('Template Created Successfully');
    expect(data).toMatchObject({ name: 'order_ready', status: 'PENDING', templateType: 'Standard' });

    const received = await atProvider('order_ready');
    expect(received?.components).toEqual([
      { type: 'BODY', text: 'Hi {{1}}, your order is ready.', example: { body_text: [['Ada']] } },
      { type: 'BUTTONS', buttons: [{ type: 'QUICK_REPLY', text: 'Thanks' }] },
    ]);
    const listed = await listTemplates(cloud.channelId, 'search=ORDER_R');
    expect(listed.data.map((template) => template.id)).toEqual([data.id]);
  });

  it('sends a media header with its handle, and leaves out one without', async () => {
    await createTemplate(
      cloud.channelId,
      draft('with_image', { header: { format: 'IMAGE', handle: '4::aW1hZ2UvanBlZw==:1' }, footer: 'Bloom' }),
    );
    await createTemplate(cloud.channelId, draft('without_image', { header: { format: 'IMAGE' } }));
    expect((await atProvider('with_image'))?.components.map((c) => [c.type, c.format])).toEqual([
      ['HEADER', 'IMAGE'],
      ['BODY', undefined],
      ['FOOTER', undefined],
    ]);
    expect((await atProvider('without_image'))?.components.map((c) => c.type)).toEqual(['BODY']);
  });

  it('submits a carousel in place of the standard layout, and lists it as a carousel', async () => {
    const card = (handle: string) => ({
      header: { format: 'IMAGE' as const, handle },
      body: { text: 'Fresh tulips' },
      buttons: [{ type: 'QUICK_REPLY' as const, text: 'More' }],
    });
    const created = await createTemplate(
      cloud.channelId,
      draft('tulip_cards', {
        category: 'MARKETING',
        templateType: 'Carousel',
        header: { format: 'TEXT', text: 'Left out' },
        cards: [card('4::a:1'), card('4::a:2')],
      }),
    );
    expect(created.statusCode).toBe(201);
    expect((await atProvider('tulip_cards'))?.components.map((c) => c.type)).toEqual(['BODY', 'CAROUSEL']);
    const carousels = await listTemplates(cloud.channelId, 'templateType=Carousel');
    expect(carousels.data.map((template) => template.name)).toEqual(['tulip_cards']);
  });

  it('follows the provider’s review by webhook: approved, or rejected with the reason', async () => {
    const browser = await connectRealtime(parleyUrl, owner);
    const created = (await createTemplate(cloud.channelId, draft('pickup_soon'))).json<TemplateCreated>();
    await createTemplate(cloud.channelId, draft('reject_pickup'));
    expect(await statusOf(cloud.channelId, 'pickup_soon', 'APPROVED')).toMatchObject({
      rejectionReason: null,
    });
    // Open browsers of the account are told at once.
    expect(await browser.next('template.status', (event) => event.templateId === created.data.id)).toEqual({
      templateId: created.data.id,
      channelId: cloud.channelId,
      status: 'APPROVED',
      rejectionReason: null,
      rejectionInfo: null,
    });
    browser.close();
    expect(await statusOf(cloud.channelId, 'reject_pickup', 'REJECTED')).toMatchObject({
      rejectionReason: 'INVALID_FORMAT',
      rejectionInfo: {
        reason: expect.stringContaining('reject_'),
        recommendation: expect.stringContaining('name'),
      },
    });
    const rejected = await listTemplates(cloud.channelId, 'status=REJECTED');
    expect(rejected.data.map((template) => template.name)).toEqual(['reject_pickup']);
  });

  it('follows a review whose language Meta writes as en-US, by the template’s id, with its explanation', async () => {
    await createTemplate(cloud.channelId, draft('order_confirmation', { language: 'en_US' }));
    const approved = await statusOf(cloud.channelId, 'order_confirmation', 'APPROVED');

    await postCloudWebhook(
      t.app,
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: seed.business.wabaId,
            time: 1795350000,
            changes: [
              {
                field: 'message_template_status_update',
                value: {
                  event: 'REJECTED',
                  message_template_id: Number(approved.providerTemplateId),
                  message_template_name: 'order_confirmation',
                  message_template_language: 'en-US',
                  reason: 'INVALID_FORMAT',
                  message_template_category: 'UTILITY',
                  rejection_info: {
                    reason: 'The body ends with a variable.',
                    recommendation: 'Add some text after the last variable.',
                  },
                },
              },
            ],
          },
        ],
      }),
    );

    expect(await statusOf(cloud.channelId, 'order_confirmation', 'REJECTED')).toMatchObject({
      id: approved.id,
      language: 'en_US',
      rejectionReason: 'INVALID_FORMAT',
      rejectionInfo: {
        reason: 'The body ends with a variable.',
        recommendation: 'Add some text after the last variable.',
      },
    });
  });

  it('answers the provider’s refusal in its words', async () => {
    await createTemplate(cloud.channelId, draft('twice_made'));
    const again = await createTemplate(cloud.channelId, draft('twice_made'));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'PROVIDER_REFUSED' });
    expect(again.json().details.details).toMatch(/already exists/);
  });

  it('refuses what the provider would refuse before sending it, field by field', async () => {
    const response = await createTemplate(
      cloud.channelId,
      draft('Bad Name', {
        body: { text: 'Hi {{1}}, order {{2}} ready.', examples: ['Ada'] },
        footer: 'x'.repeat(61),
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: validationMessages.templateNameInvalid },
        { path: 'body.examples.1', message: validationMessages.templateExampleRequired },
        { path: 'footer', message: validationMessages.tooLong },
      ]),
    );
    expect(await atProvider('Bad Name')).toBeUndefined();
  });
});

describe('the templates of a channel', () => {
  it('mirrors the provider’s templates on refresh, the seeded ones included', async () => {
    const refreshed = await call(owner, 'POST', `${templatesPath(cloud.channelId)}/refresh`);
    expect(refreshed.statusCode).toBe(200);
    const all = await listTemplates(cloud.channelId, 'records=100');
    expect(all.totalRecords).toBe(refreshed.json().totalRecords);
    expect(all.data.find((template) => template.name === 'hello_world')).toMatchObject({
      language: 'en_US',
      status: 'APPROVED',
      category: 'UTILITY',
    });
    expect(
      (await listTemplates(cloud.channelId, 'category=MARKETING&language=en')).data.map((t) => t.name),
    ).toEqual(expect.arrayContaining(['seasonal_promo']));
  });

  it('deletes a template at the provider and from the list', async () => {
    const { data } = (await createTemplate(cloud.channelId, draft('soon_gone'))).json<TemplateCreated>();
    const deleted = await call(owner, 'DELETE', `${templatesPath(cloud.channelId)}/${data.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Template Deleted Successfully' });
    expect(await atProvider('soon_gone')).toBeUndefined();
    expect((await listTemplates(cloud.channelId, 'search=soon_gone')).totalRecords).toBe(0);
  });

  it('answers 404 for another account’s channel and template', async () => {
    const { data } = (await createTemplate(cloud.channelId, draft('mine_only'))).json<TemplateCreated>();
    const stranger = (await signUp(t.app)).accessToken;
    const responses = await Promise.all([
      call(stranger, 'GET', templatesPath(cloud.channelId)),
      createTemplate(cloud.channelId, draft('not_yours'), stranger),
      call(stranger, 'POST', `${templatesPath(cloud.channelId)}/refresh`),
      call(stranger, 'DELETE', `${templatesPath(cloud.channelId)}/${data.id}`),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: errorMessages.NOT_FOUND });
    }
    expect(await atProvider('not_yours')).toBeUndefined();
    expect(await atProvider('mine_only')).toBeDefined();
  });
});

describe('templates of a partner channel', () => {
  let partner: Channel;
  let app: PartnerApp;

  beforeAll(async () => {
    app = (
      await call(owner, 'POST', '/api/v1/partner/apps', { appName: 'BloomTemplates' })
    ).json<PartnerApp>();
    expect((await fetch(app.link, { method: 'POST' })).ok).toBe(true);
    partner = (
      await call(owner, 'POST', `/api/v1/partner/apps/${app.appId}/channel`, { displayName: 'Bloom' })
    ).json<Channel>();
    expect((await call(owner, 'PUT', `/api/v1/partner/apps/${app.appId}/webhook`)).statusCode).toBe(200);
  });

  it('creates a template at the partner, follows its review and deletes it by name', async () => {
    const created = await createTemplate(
      partner.channelId,
      draft('bloom_ready', { footer: 'Bloom Flowers' }),
    );
    expect(created.statusCode).toBe(201);
    const { data } = created.json<TemplateCreated>();
    expect(data).toMatchObject({ channelId: partner.channelId, status: 'PENDING' });
    await createTemplate(partner.channelId, draft('reject_bloom'));

    expect(await statusOf(partner.channelId, 'bloom_ready', 'APPROVED')).toBeDefined();
    expect(await statusOf(partner.channelId, 'reject_bloom', 'REJECTED')).toMatchObject({
      rejectionReason: 'INVALID_FORMAT',
    });

    const deleted = await call(owner, 'DELETE', `${templatesPath(partner.channelId)}/${data.id}`);
    expect(deleted.json()).toEqual({ message: 'Template Deleted Successfully' });
    await call(owner, 'POST', `${templatesPath(partner.channelId)}/refresh`);
    expect((await listTemplates(partner.channelId)).data.map((template) => template.name)).toEqual([
      'reject_bloom',
    ]);
  });

  /** A header sample uploaded through Parley to the partner, as the builder does: its handle. */
  async function partnerSample(): Promise<string> {
    const query = `?channelId=${partner.channelId}`;
    const file = { bytes: png, type: 'image/png', name: 'tulips.png' };
    const session = await postForm(t.app, `${mediaRoutes.headerSession.path}${query}`, owner, { file });
    const { id } = session.json<{ id: string }>();
    const handle = await postForm(t.app, `${mediaRoutes.headerHandle.path}${query}`, owner, {
      id,
      offset: '0',
      file,
    });
    return handle.json<{ h: string }>().h;
  }

  const card = async () => ({
    header: { format: 'IMAGE' as const, handle: await partnerSample() },
    body: { text: 'Fresh {{1}} this week', examples: ['tulips'] },
    buttons: [{ type: 'QUICK_REPLY' as const, text: 'More like this' }],
  });

  it('creates a carousel at the partner, lists it as a carousel through its review and deletes it', async () => {
    const created = await createTemplate(
      partner.channelId,
      draft('bloom_cards', {
        category: 'MARKETING',
        templateType: 'Carousel',
        cards: [await card(), await card()],
      }),
    );
    expect(created.statusCode).toBe(201);
    const { data } = created.json<TemplateCreated>();
    expect(data).toMatchObject({ templateType: 'Carousel', status: 'PENDING' });
    const carousels = await listTemplates(partner.channelId, 'templateType=Carousel');
    expect(carousels.data).toEqual([expect.objectContaining({ id: data.id, status: 'PENDING' })]);

    expect(await statusOf(partner.channelId, 'bloom_cards', 'APPROVED')).toMatchObject({
      id: data.id,
      templateType: 'Carousel',
    });

    const deleted = await call(owner, 'DELETE', `${templatesPath(partner.channelId)}/${data.id}`);
    expect(deleted.json()).toEqual({ message: 'Template Deleted Successfully' });
    await call(owner, 'POST', `${templatesPath(partner.channelId)}/refresh`);
    expect((await listTemplates(partner.channelId, 'templateType=Carousel')).totalRecords).toBe(0);
  });

  it('mirrors a carousel made at the partner outside Parley as a carousel with its cards', async () => {
    const handles = [await partnerSample(), await partnerSample()];
    const client = createPartnerClient({
      apiUrl: sim.url,
      messagingUrl: sim.url,
      email: seed.partner.email,
      clientSecret: seed.partner.password,
    });
    await client.asApp(await partnerApps(client).token(app.appId), `/partner/app/${app.appId}/templates`, {
      form: {
        elementName: 'rose_cards',
        languageCode: 'en',
        category: 'MARKETING',
        vertical: 'Flowers',
        templateType: 'CAROUSEL',
        content: 'Our roses',
        example: 'Our roses',
        cards: JSON.stringify(
          handles.map((exampleMedia) => ({
            headerType: 'IMAGE',
            exampleMedia,
            body: 'Fresh {{1}} this week',
            sampleText: 'Fresh roses this week',
            buttons: [{ type: 'PHONE_NUMBER', text: 'Call us', phoneNumber: '+15550100' }],
          })),
        ),
      },
    });

    await call(owner, 'POST', `${templatesPath(partner.channelId)}/refresh`);
    const carousels = await listTemplates(partner.channelId, 'templateType=Carousel');
    expect(carousels.data).toEqual([
      expect.objectContaining({ name: 'rose_cards', templateType: 'Carousel' }),
    ]);
    expect(carousels.data[0]?.components).toEqual([
      { type: 'BODY', text: 'Our roses' },
      {
        type: 'CAROUSEL',
        cards: handles.map((handle) => ({
          components: [
            { type: 'HEADER', format: 'IMAGE', example: { header_handle: [handle] } },
            { type: 'BODY', text: 'Fresh {{1}} this week', example: { body_text: [['roses']] } },
            {
              type: 'BUTTONS',
              buttons: [{ type: 'PHONE_NUMBER', text: 'Call us', phone_number: '+15550100' }],
            },
          ],
        })),
      },
    ]);
  });
});
