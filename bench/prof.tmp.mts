import { receiveTimes, startCampaignWorkspace, waitUntil } from './campaign-workspace';
const w = await startCampaignWorkspace('postgres', { statuses: false });
try {
  await w.setRates({ simulator: null, channel: 100_000 });
  const started = Date.now();
  const campaignId = await w.createCampaign(8000);
  await waitUntil(async () => {
    const counts = await w.stateCounts(campaignId);
    return (counts.queued ?? 0) + (counts.sending ?? 0) === 0;
  }, 300_000);
  const times = receiveTimes(await w.sent());
  console.log(JSON.stringify({ sent: times.length, perSecond: Math.round(times.length / (((times.at(-1) ?? 0) - (times[0] ?? 0)) / 1000)), wallMs: Date.now() - started, states: await w.stateCounts(campaignId) }));
} finally {
  await w.close();
}
