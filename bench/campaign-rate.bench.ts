import { receiveTimes, startCampaignWorkspace, waitUntil } from './campaign-workspace';

/**
 * Issue 15 budget: a channel at 80 messages a second keeps, over 60 s, within 5% of 80, and no
 * one-second window holds more than 81 (the simulator's receive times). PostgreSQL when
 * BENCH_DATABASE_URL is set, else PGlite.
 */
export async function campaignRateBench(rate = 80, seconds = 60) {
  const kind = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
  const w = await startCampaignWorkspace(kind, { statuses: true });
  try {
    await w.setRates({ simulator: rate, channel: rate });
    const campaignId = await w.createCampaign(rate * (seconds + 5));
    // The simulator's count, not its list of sends: serialising thousands of sends each second held
    // its event loop, and the sends that delayed (the gate then held the next ones) cost 2% of the rate.
    await waitUntil(async () => (await w.sentCount()) >= rate * seconds, (seconds + 30) * 1000, 1000).catch(
      () => undefined,
    );
    const times = receiveTimes(await w.sent());
    const first = times[0] ?? 0;
    const window = times.filter((at) => at < first + seconds * 1000);
    const spanSeconds = Math.min(seconds, ((times.at(-1) ?? first) - first) / 1000);
    let busiest = 0;
    for (let end = 0, start = 0; end < times.length; end++) {
      while ((times[end] ?? 0) - (times[start] ?? 0) >= 1000) start++;
      busiest = Math.max(busiest, end - start + 1);
    }
    const states = await w.stateCounts(campaignId);
    return {
      bench: 'campaign-rate',
      database: kind,
      channelMessagesPerSecond: rate,
      measuredSeconds: Math.round(spanSeconds * 10) / 10,
      ratePerSecond: Math.round((window.length / spanSeconds) * 100) / 100,
      busiestOneSecondWindow: busiest,
      states,
      budget: { within: '5%', busiestOneSecondWindow: rate + 1 },
    };
  } finally {
    await w.close();
  }
}
