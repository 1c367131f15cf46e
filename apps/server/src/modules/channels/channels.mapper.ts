import type { Channel } from '@parley/contract';
import type { Database } from '../../db/client';
import { type ChannelRow, campaignRates } from './channels.repo';

/** `campaignMessagesPerSecond`: the channel's rate as campaignRates (channels.repo) gives it. */
export const toChannelDto = (row: ChannelRow, campaignMessagesPerSecond: number): Channel => ({
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
  messagesPerSecond: row.messagesPerSecond,
  campaignMessagesPerSecond,
  createdAt: row.createdAt.toISOString(),
});

/** The channels as the API shows them, each with the rate its campaigns send at. */
export async function toChannelDtos(db: Database, rows: ChannelRow[]): Promise<Channel[]> {
  const rates = await campaignRates(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const rate = rates.get(row.id);
    if (rate === undefined) throw new Error(`channel ${row.id} has no campaign rate`);
    return toChannelDto(row, rate);
  });
}

export async function toChannelDtoOf(db: Database, row: ChannelRow): Promise<Channel> {
  const [channel] = await toChannelDtos(db, [row]);
  if (!channel) throw new Error(`channel ${row.id} has no DTO`);
  return channel;
}
