import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Cleanup, runCleanups } from '../../../test/cleanups';
import { createPostgresDatabase } from '../../../test/harness';
import {
  type CrashOutcome,
  campaignThroughCrashes,
  crashAccount,
  recipientStates,
} from './campaign-crash.test-helpers';

const postgresUrl = process.env.TEST_DATABASE_URL;
const recipients = 400;

const cleanups: Cleanup[] = [];
afterEach(async () => {
  await runCleanups(cleanups);
});

const newDataDir = async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'parley-campaign-crash-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return dataDir;
};

/** What a crash may and may not do to a campaign: no number twice, no recipient silently lost. */
function expectNothingLostOrDoubled(outcome: CrashOutcome, states: Map<string, string>) {
  // The kill came in the middle: some were sent before it, and the rest after the restart.
  expect(outcome.receivedAtKills[0]).toBeGreaterThan(0);
  expect(outcome.receivedAtKills[0]).toBeLessThan(recipients);
  expect(outcome.counts.total).toBe(recipients);
  const { duplicates, lost, misrecorded } = crashAccount(outcome, states);
  expect(duplicates, 'received twice').toEqual([]);
  // Not received: only a send the crash cut off after it was marked started, which may have gone, is unknown.
  expect(lost, 'never received, and not unknown').toEqual([]);
  expect(misrecorded, 'received, but neither sent nor unknown').toEqual([]);
}

describe.skipIf(postgresUrl)('a campaign through a server killed mid-send, on the embedded database', () => {
  it('sends every recipient once after the restart: none twice, none lost', async () => {
    const dataDir = await newDataDir();
    const outcome = await campaignThroughCrashes({ dataDir, recipients, kills: 1, timeoutMs: 90_000 });
    expectNothingLostOrDoubled(
      outcome,
      await recipientStates({ kind: 'pglite', dir: join(dataDir, 'pglite') }, outcome.campaignId),
    );
  }, 240_000);
});

describe.runIf(postgresUrl)('a campaign through a server killed mid-send, on PostgreSQL', () => {
  it('sends every recipient once after the restart: none twice, none lost', async () => {
    const postgres = await createPostgresDatabase(postgresUrl ?? '');
    cleanups.push(() => postgres.drop());
    const outcome = await campaignThroughCrashes({
      dataDir: await newDataDir(),
      databaseUrl: postgres.url,
      recipients,
      kills: 1,
      timeoutMs: 90_000,
    });
    expectNothingLostOrDoubled(
      outcome,
      await recipientStates({ kind: 'postgres', url: postgres.url }, outcome.campaignId),
    );
  }, 240_000);
});
