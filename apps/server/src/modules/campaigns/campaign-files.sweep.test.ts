import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { campaignRoutes } from '@parley/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { uniquePhone } from '../contacts/contacts.test-helpers';
import { campaignFileKeptMs, createCampaignFiles } from './campaign-files';
import { newCampaignAccount, uploaded } from './campaigns.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ PARLEY_ROLES: 'api' });
}, 60_000);
afterAll(() => t?.close());

const day = campaignFileKeptMs;

describe('the campaign sheet sweep', () => {
  it('keeps a sheet for a day, then lets go of it and of uploads a stopped process left half received', async () => {
    const a = await newCampaignAccount(t);
    const file = await uploaded(a, `Phone Number,Body {{1}}\n${uniquePhone()},Ada`);
    const dir = join(t.dataDir, 'campaign-files');
    const stored = join(dir, `${file.fileId}.ndjson`);
    const halfReceived = join(dir, 'incoming', 'a-stopped-upload');
    await mkdir(join(dir, 'incoming'), { recursive: true });
    await writeFile(halfReceived, 'Phone Number\n49');
    const twoDaysAgo = new Date(Date.now() - 2 * day);
    await utimes(halfReceived, twoDaysAgo, twoDaysAgo);
    const preflight = () =>
      a.call('POST', campaignRoutes.preflight.path.replace(':channelId', a.channelId), {
        campaignName: 'Personal',
        type: 'dynamic',
        templateId: a.noticeId,
        contacts: {
          fileContacts: {
            fileId: file.fileId,
            mapping: { phoneNumber: 'Phone Number', variables: { 'body.0': 'Body {{1}}' } },
          },
        },
      });
    const sweeper = createCampaignFiles(t.database.db, dir);

    await sweeper.sweep();
    expect((await preflight()).statusCode).toBe(200);
    expect(existsSync(stored)).toBe(true);
    expect(existsSync(halfReceived)).toBe(false);

    await sweeper.sweep(new Date(Date.now() + day + 60_000));
    expect(existsSync(stored)).toBe(false);
    const gone = await preflight();
    expect(gone.statusCode).toBe(404);
  });
});
