import { type Simulator, startSimulator } from '@parley/wa-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardPartnerApp } from '../../test/partner-app';
import { providerRefusal } from '../../test/provider-refusal';
import { approved } from '../../test/template-review';
import type { TemplateCatalog } from '../messaging-provider';
import { createPartnerTemplates } from './partner.templates';

let sim: Simulator;
let catalog: TemplateCatalog;

beforeAll(async () => {
  sim = await startSimulator({ templateReviewDelayMs: 10 });
  const { client, appId, appToken } = await onboardPartnerApp(sim, 'TemplatesTest');
  catalog = createPartnerTemplates(client, { appId, appToken });
});
afterAll(() => sim?.close());

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
      components: [{ type: 'BODY', text: 'Hi {{1}}, order {{2}} is ready' }],
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

  it('refuses a carousel rather than creating its body alone', async () => {
    const error = await providerRefusal(
      catalog.create({
        name: 'spring_cards',
        language: 'en',
        category: 'MARKETING',
        components: [
          { type: 'BODY', text: 'Our spring picks' },
          { type: 'CAROUSEL', cards: [] },
        ],
        allowCategoryChange: true,
      }),
    );
    expect(error.message).toMatch(/carousel/);
    expect((await catalog.list()).map((template) => template.name)).not.toContain('spring_cards');
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
