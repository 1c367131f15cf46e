import type { Channel } from '@parley/contract';
import type { ChannelRow } from './channels.repo';

export const toChannelDto = (row: ChannelRow): Channel => ({
  channelId: row.id,
  displayName: row.displayName,
  provider: row.provider,
  businessAccountId: row.businessAccountId,
  phoneNumberId: row.phoneNumberId,
  displayPhoneNumber: row.displayPhoneNumber,
  verifiedName: row.verifiedName,
  qualityRating: row.qualityRating,
  messagingLimitTier: row.messagingLimitTier,
  webhookSubscribed: row.webhookSubscribedAt !== null,
  hasRegistrationPin: row.registrationPinSealed !== null,
  createdAt: row.createdAt.toISOString(),
});
