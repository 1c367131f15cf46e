import { z } from 'zod/mini';
import { integer } from '../common';

/**
 * What a channel's health record is about: the number's standing at Meta (quality, messaging
 * limit, throughput, display name review), the account's restrictions and violations, account-level
 * errors, security notices, template quality and category changes, and webhooks Parley could not read.
 */
export const channelHealthTopics = [
  'quality',
  'messagingLimit',
  'throughput',
  'nameReview',
  'restriction',
  'violation',
  'account',
  'capability',
  'security',
  'accountError',
  'templateQuality',
  'templateCategory',
  'templateComponents',
  'unreadableWebhook',
] as const;
export const ChannelHealthTopic = z.enum(channelHealthTopics);
export type ChannelHealthTopic = z.infer<typeof ChannelHealthTopic>;

/** One notice as Meta (or the partner) gave it: its event name and its facts, flattened to text. */
export const ChannelHealthEvent = z.object({
  id: z.uuid(),
  topic: ChannelHealthTopic,
  /** The provider's own word for it (`FLAGGED`, `APPROVED`, `ACCOUNT_RESTRICTION`, `130429`, …). */
  event: z.nullable(z.string()),
  facts: z.record(z.string(), z.string()),
  occurredAt: z.iso.datetime(),
});
export type ChannelHealthEvent = z.infer<typeof ChannelHealthEvent>;

/** The latest value of one of the number's standings, and when the provider said so. */
export const HealthValue = z.nullable(z.object({ value: z.string(), at: z.iso.datetime() }));
export type HealthValue = z.infer<typeof HealthValue>;

export const ChannelHealth = z.object({
  channelId: z.uuid(),
  qualityRating: HealthValue,
  messagingLimit: HealthValue,
  throughput: HealthValue,
  nameReview: HealthValue,
  unreadableWebhooks: z.object({ total: integer(), lastAt: z.nullable(z.iso.datetime()) }),
  /** The latest notices, newest first. */
  events: z.array(ChannelHealthEvent),
});
export type ChannelHealth = z.infer<typeof ChannelHealth>;
