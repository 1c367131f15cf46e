import type { Campaign, CampaignCounts } from '@parley/contract';

export const channelId = '00000000-0000-4000-8000-00000000c0de';
let sequence = 0;
export const testId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export const counts = (change: Partial<CampaignCounts> = {}): CampaignCounts => ({
  total: 0,
  queued: 0,
  sent: 0,
  delivered: 0,
  read: 0,
  replied: 0,
  failed: 0,
  unknown: 0,
  canceled: 0,
  ...change,
});

export function campaign(change: Partial<Campaign> = {}): Campaign {
  return {
    campaignId: testId(),
    campaignName: 'Spring sale',
    type: 'standard',
    channelId,
    channelGroupId: null,
    platform: 'cloud',
    channel: { channelId, displayName: 'Flower shop', phoneNumber: '+15550100000' },
    template: { templateId: testId(), name: 'spring_offer', language: 'en_US', category: 'MARKETING' },
    status: 'running',
    statusReason: null,
    scheduleTime: '2026-03-01T09:00:00.000Z',
    dailyLimit: null,
    campaignMessageCount: 100,
    counts: counts({ total: 100, queued: 10, sent: 90, delivered: 80, read: 40, replied: 5, failed: 2 }),
    parentCampaignId: null,
    createdBy: null,
    createdAt: '2026-02-28T09:00:00.000Z',
    startedAt: '2026-03-01T09:00:00.000Z',
    finishedAt: null,
    ...change,
  };
}
