import { type Simulator, sandboxSeed, startSimulator } from '@parley/wa-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerRefusal } from '../../test/provider-refusal';
import { approved } from '../../test/template-review';
import type { TemplateCatalog } from '../messaging-provider';
import { createCloudApiTemplates } from './cloud-api.templates';

const seed = sandboxSeed();
let sim: Simulator;
let catalog: TemplateCatalog;

beforeAll(async () => {
  sim = await startSimulator({ templateReviewDelayMs: 10 });
  catalog = createCloudApiTemplates({
    graphUrl: sim.graphUrl,
    accessToken: seed.accessToken,
    businessAccountId: seed.business.wabaId,
  });
});
afterAll(() => sim?.close());

const template = (name: string) => ({
  name,
  language: 'en',
  category: 'UTILITY',
  components: [{ type: 'BODY', text: 'Your table for {{1}} is ready', example: { body_text: [['four']] } }],
  allowCategoryChange: true,
});

describe('Cloud API templates against the simulator', () => {
  it('lists the business account’s templates, every page of them', async () => {
    const names = (await catalog.list()).map((listed) => listed.name);
    expect(names).toEqual(expect.arrayContaining(['hello_world', 'order_update', 'seasonal_promo']));
  });

  it('creates a template that starts PENDING and is then reviewed', async () => {
    const created = await catalog.create(template('table_ready'));
    expect(created).toMatchObject({ status: 'PENDING', category: 'UTILITY' });
    expect(await approved(catalog, 'table_ready')).toMatchObject({
      providerTemplateId: created.providerTemplateId,
      status: 'APPROVED',
      components: [expect.objectContaining({ type: 'BODY', text: 'Your table for {{1}} is ready' })],
    });
  });

  it('reports the rejection the provider decided', async () => {
    await catalog.create(template('reject_table'));
    expect((await approved(catalog, 'reject_table')).status).toBe('REJECTED');
  });

  it('refuses a second template of the same name and language in Meta’s words', async () => {
    await catalog.create(template('table_twice'));
    const error = await providerRefusal(catalog.create(template('table_twice')));
    expect(error.code).toBe(100);
    expect(error.details).toMatch(/already exists/);
  });

  it('deletes one template by its id and name', async () => {
    const created = await catalog.create(template('table_gone'));
    await catalog.remove({ providerTemplateId: created.providerTemplateId, name: 'table_gone' });
    expect((await catalog.list()).some((listed) => listed.name === 'table_gone')).toBe(false);
  });
});
