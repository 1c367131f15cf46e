import { type Campaign, type CampaignCounts, partnerCampaignChannelGroupId } from '@parley/contract';
import type { CampaignWithChannel } from './campaigns.repo';

export const toCampaignDto = (
  { campaign, channel, creatorFirstName, creatorLastName }: CampaignWithChannel,
  counts: CampaignCounts,
): Campaign => ({
  campaignId: campaign.id,
  campaignName: campaign.name,
  type: campaign.type,
  channelId: campaign.channelId,
  channelGroupId: channel.provider === 'partner' ? partnerCampaignChannelGroupId : null,
  platform: channel.provider,
  channel: {
    channelId: campaign.channelId,
    displayName: channel.displayName,
    phoneNumber: channel.phoneNumber,
  },
  template: {
    templateId: campaign.templateId,
    name: campaign.templateName,
    language: campaign.templateLanguage,
    category: campaign.templateCategory,
  },
  status: campaign.status,
  statusReason: campaign.statusReason,
  scheduleTime: campaign.scheduleTime.toISOString(),
  dailyLimit: campaign.dailyLimit,
  campaignMessageCount: campaign.messageCount,
  counts,
  parentCampaignId: campaign.parentCampaignId,
  createdBy:
    campaign.createdByUserId && creatorFirstName !== null
      ? { userId: campaign.createdByUserId, name: `${creatorFirstName} ${creatorLastName ?? ''}`.trim() }
      : null,
  createdAt: campaign.createdAt.toISOString(),
  startedAt: campaign.startedAt?.toISOString() ?? null,
  finishedAt: campaign.finishedAt?.toISOString() ?? null,
});
