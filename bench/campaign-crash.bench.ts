import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  campaignThroughCrashes,
  crashAccount,
  recipientStates,
} from '../apps/server/src/modules/campaigns/dispatch/campaign-crash.test-helpers';
import { createPostgresDatabase } from '../apps/server/src/test/harness';

/**
 * Issue 15 budget: a 50,000-recipient campaign on PostgreSQL, its server process killed with
 * SIGKILL three times while it sends and restarted each time on the same database and address (the
 * simulator apart, counting what it received): no number twice, none unaccounted for; how many end
 * `unknown` (a send cut off between being marked started and its answer being saved) is reported.
 */
export async function campaignCrashBench(recipients = 50_000, kills = 3, rate = 1000) {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    return { bench: 'campaign-crash', skipped: 'BENCH_DATABASE_URL is not set: this bench needs PostgreSQL' };
  }
  const postgres = await createPostgresDatabase(serverUrl);
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-crash-'));
  try {
    const outcome = await campaignThroughCrashes({
      dataDir,
      databaseUrl: postgres.url,
      recipients,
      kills,
      simulator: { messagesPerSecond: rate },
      timeoutMs: 600_000,
      // Long enough for the status webhooks the kills missed to come back (Meta retries them), so
      // that only a send no status ever names ends unknown.
      reconcileAfterMs: 60_000,
      // An upgraded number: the rate a campaign of this size is sent at.
      onChannel: async (channelId) => {
        const client = new pg.Client({ connectionString: postgres.url });
        await client.connect();
        await client.query('update channels set messages_per_second = $1 where id = $2', [rate, channelId]);
        await client.end();
      },
    });
    const states = await recipientStates({ kind: 'postgres', url: postgres.url }, outcome.campaignId);
    const { duplicates, lost, misrecorded, unknownNotReceived } = crashAccount(outcome, states);
    return {
      bench: 'campaign-crash',
      recipients,
      kills,
      channelMessagesPerSecond: rate,
      receivedAtKills: outcome.receivedAtKills,
      seconds: Math.round(outcome.seconds * 10) / 10,
      received: outcome.received.size,
      duplicates: duplicates.length,
      unaccounted: lost.length + misrecorded.length,
      unknown: outcome.counts.unknown,
      unknownNeverReceived: unknownNotReceived.length,
      counts: outcome.counts,
      budget: { duplicates: 0, unaccounted: 0 },
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres.drop();
  }
}
