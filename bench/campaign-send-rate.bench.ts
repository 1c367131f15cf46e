import { sandboxSeed } from '../packages/wa-sim/src/seed';
import { graphVersion, receiveTimes, startCampaignWorkspace, waitUntil } from './campaign-workspace';
import { runLoad } from './keep-alive-load';
import { sendBody } from './wa-sim-sends.bench';

/**
 * Issue 15 budget: one server process dispatches a campaign to the simulator (its limit lifted) at
 * 1,000 messages a second or more on PostgreSQL, and at 60% or more of a bare keep-alive HTTP loop
 * against the same simulator in the same run. PGlite's figure is reported too.
 */
export async function campaignSendRateBench(recipients = 20_000) {
  const figures: Record<string, unknown> = { bench: 'campaign-send-rate', recipients };
  for (const kind of ['postgres', 'pglite'] as const) {
    if (kind === 'postgres' && !process.env.BENCH_DATABASE_URL) {
      figures.postgres = { skipped: 'BENCH_DATABASE_URL is not set' };
      continue;
    }
    const w = await startCampaignWorkspace(kind, { statuses: false });
    try {
      await w.setRates({ simulator: null, channel: 100_000 });
      if (kind === 'postgres') figures.bareLoopSendsPerSecond = await bareLoop(w.simulator.url, recipients);
      await w.control('POST', '/reset');
      const campaignId = await w.createCampaign(recipients);
      await waitUntil(async () => !(await w.anyUnsent(campaignId)), 300_000);
      const times = receiveTimes(await w.sent());
      const seconds = ((times.at(-1) ?? 0) - (times[0] ?? 0)) / 1000;
      figures[kind] = {
        sent: times.length,
        sendsPerSecond: Math.round(times.length / seconds),
        states: await w.stateCounts(campaignId),
      };
    } finally {
      await w.close();
    }
  }
  const postgres = figures.postgres as { sendsPerSecond?: number } | undefined;
  const bare = figures.bareLoopSendsPerSecond as number | undefined;
  if (postgres?.sendsPerSecond && bare)
    figures.ratioToBareLoop = Math.round((postgres.sendsPerSecond / bare) * 100) / 100;
  figures.budget = { sendsPerSecond: 1000, ratioToBareLoop: 0.6 };
  return figures;
}

/** The same template sends from a bare keep-alive loop, 64 requests in flight. */
async function bareLoop(url: string, sends: number): Promise<number> {
  const seed = sandboxSeed();
  const phoneNumberId = seed.business.phoneNumbers[0]?.phoneNumberId;
  const headers = { authorization: `Bearer ${seed.accessToken}`, 'content-type': 'application/json' };
  const { elapsedMs } = await runLoad(url, sends, 64, (index) => ({
    path: `/${graphVersion}/${phoneNumberId}/messages`,
    headers,
    body: sendBody(index * 2),
  }));
  return Math.round(sends / (elapsedMs / 1000));
}
