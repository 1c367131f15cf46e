import { type TemplateDraft, templateComponents } from '@parley/contract';
import { type Simulator, startSimulator } from '@parley/wa-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardPartnerApp } from '../../test/partner-app';
import { providerRefusal } from '../../test/provider-refusal';
import { approved } from '../../test/template-review';
import type { HeaderSampleUpload, TemplateCatalog } from '../messaging-provider';
import { createPartnerHeaderSampleUpload } from './partner.header-samples';
import { createPartnerTemplates } from './partner.templates';

let sim: Simulator;
let catalog: TemplateCatalog;
let samples: HeaderSampleUpload;

beforeAll(async () => {
  sim = await startSimulator({ templateReviewDelayMs: 10 });
  const { client, appId, appToken } = await onboardPartnerApp(sim, 'TemplatesTest');
  catalog = createPartnerTemplates(client, { appId, appToken });
  samples = createPartnerHeaderSampleUpload(client, { appId, appToken });
});
afterAll(() => sim?.close());

/** A JPEG sample through the partner's media upload, as the template builder sends it: its handle. */
async function sampleHandle(fileName: string): Promise<string> {
  const bytes = Buffer.from('jpeg bytes');
  const { uploadId } = await samples.start({ fileName, fileLength: bytes.length, mimeType: 'image/jpeg' });
  return (await samples.send(uploadId, bytes, 0)).handle;
}

type DraftCard = NonNullable<TemplateDraft['cards']>[number];

const card = (handle: string): DraftCard => ({
  header: { format: 'IMAGE', handle },
  body: { text: 'Fresh {{1}} from {{2}}', examples: ['tulips', 'Holland'] },
  buttons: [
    { type: 'URL', text: 'Buy now', url: 'https://bloom.example/shop?promo={{1}}', example: 'spring' },
    { type: 'PHONE_NUMBER', text: 'Call us', phone: '+15550100' },
  ],
});

/** A carousel as the builder submits it. */
const spring = (overrides: Partial<TemplateDraft>): TemplateDraft => ({
  name: 'spring_cards',
  language: 'en',
  category: 'MARKETING',
  templateType: 'Carousel',
  body: { text: 'Hi {{1}}, our spring picks', examples: ['Ada'] },
  ...overrides,
});

describe('partner templates against the simulator', () => {
  it('creates a template from Meta’s components, with its example filled in, and follows its review', async () => {
    const created = await catalog.create({
      name: 'pickup_ready',
      language: 'en',
      category: 'UTILITY',
      components: [
        { type: 'HEADER', format: 'TEXT', text: 'Pickup' },
        { type: 'BODY', text: 'Hi {{1}}, order {{2}} is ready', example: { body_text: [['Ada', '#42']] } },
        { type: 'FOOTER', text: 'Bloom Flowers' },
      ],
      allowCategoryChange: true,
    });
    expect(created.status).toBe('PENDING');
    expect(await approved(catalog, 'pickup_ready')).toMatchObject({
      providerTemplateId: created.providerTemplateId,
      language: 'en',
      status: 'APPROVED',
      components: [
        { type: 'BODY', text: 'Hi {{1}}, order {{2}} is ready', example: { body_text: [['Ada', '#42']] } },
      ],
    });
  });

  it('refuses a second template of the same name and language, in the partner’s words', async () => {
    const twice = {
      name: 'twice',
      language: 'en',
      category: 'UTILITY',
      components: [{ type: 'BODY', text: 'Thanks' }],
      allowCategoryChange: true,
    };
    await catalog.create(twice);
    const error = await providerRefusal(catalog.create(twice));
    expect(error.code).toBe(400);
    expect(error.message).toMatch(/already exists/);
  });

  it('creates a carousel as the partner’s cards, and lists it back as the components Parley made', async () => {
    const components = templateComponents(
      spring({
        cards: [card(await sampleHandle('tulips.jpg')), card(await sampleHandle('roses.jpg'))],
      }),
    );
    const created = await catalog.create({
      name: 'spring_cards',
      language: 'en',
      category: 'MARKETING',
      components,
      allowCategoryChange: true,
    });
    expect(created.status).toBe('PENDING');
    const listed = await approved(catalog, 'spring_cards');
    expect(listed).toMatchObject({ providerTemplateId: created.providerTemplateId, status: 'APPROVED' });
    expect(listed.components).toEqual(components);
  });

  it('passes on the partner’s refusal of cards that are not alike', async () => {
    const handle = await sampleHandle('tulips.jpg');
    const error = await providerRefusal(
      catalog.create({
        name: 'uneven_cards',
        language: 'en',
        category: 'MARKETING',
        components: templateComponents(
          spring({
            cards: [
              card(handle),
              { ...card(handle), buttons: [{ type: 'QUICK_REPLY', text: 'More like this' }] },
            ],
          }),
        ),
        allowCategoryChange: true,
      }),
    );
    expect(error.code).toBe(400);
    expect(error.message).toBe('Param cards: must all have the same header type, body and buttons');
    expect((await catalog.list()).map((template) => template.name)).not.toContain('uneven_cards');
  });

  it('deletes a template by its element name', async () => {
    const created = await catalog.create({
      name: 'gone_soon',
      language: 'en',
      category: 'MARKETING',
      components: [{ type: 'BODY', text: 'Spring sale' }],
      allowCategoryChange: true,
    });
    await catalog.remove({ providerTemplateId: created.providerTemplateId, name: 'gone_soon' });
    expect((await catalog.list()).some((listed) => listed.name === 'gone_soon')).toBe(false);
  });
});
