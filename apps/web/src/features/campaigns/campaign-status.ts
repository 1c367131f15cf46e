import type { CampaignStatus } from '@parley/contract';

export type StatusColor = 'default' | 'info' | 'success' | 'warning' | 'error' | 'secondary';

/** One colour per status, the same on the chip, the calendar and the legend. */
export const campaignStatusColor: Record<CampaignStatus, StatusColor> = {
  scheduled: 'info',
  running: 'secondary',
  paused: 'warning',
  completed: 'success',
  canceled: 'default',
};

/** What a manager may do to a campaign in each status (the server refuses the rest). */
export const campaignActions = {
  pause: (status: CampaignStatus) => status === 'scheduled' || status === 'running',
  resume: (status: CampaignStatus) => status === 'paused',
  cancel: (status: CampaignStatus) => status === 'scheduled' || status === 'running' || status === 'paused',
  reschedule: (status: CampaignStatus) => status === 'scheduled' || status === 'paused',
  followUp: (status: CampaignStatus) => status === 'completed' || status === 'canceled',
};
