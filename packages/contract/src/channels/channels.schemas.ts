import { z } from 'zod/mini';
import { integer } from '../common';
import * as f from '../fields';
import { validationMessages as m } from '../validation';

export const providerTypes = ['cloud', 'partner'] as const;
export const ProviderType = z.enum(providerTypes);
export type ProviderType = z.infer<typeof ProviderType>;

export const Channel = z.object({
  channelId: z.uuid(),
  displayName: z.string(),
  provider: ProviderType,
  businessAccountId: z.string(),
  phoneNumberId: z.string(),
  displayPhoneNumber: z.string(),
  verifiedName: z.string(),
  qualityRating: z.nullable(z.string()),
  messagingLimitTier: z.nullable(z.string()),
  /** Whether the provider sends this number's messages and statuses to Parley's webhook. */
  webhookSubscribed: z.boolean(),
  /** Whether Parley registered the number and keeps its two-step verification PIN (Embedded Signup). */
  hasRegistrationPin: z.boolean(),
  /** The campaign send rate set for this channel; null: from the number's throughput. */
  messagesPerSecond: z.nullable(integer()),
  /**
   * The rate campaigns send at: `messagesPerSecond` when set, else the number's throughput
   * (1,000 a second once Meta upgraded it to HIGH, 80 otherwise).
   */
  campaignMessagesPerSecond: integer(),
  createdAt: z.iso.datetime(),
});
export type Channel = z.infer<typeof Channel>;

/** The two-step verification PIN the number was registered with; account admins only. */
export const RegistrationPin = z.object({ pin: z.string().check(z.regex(/^\d{6}$/)) });
export type RegistrationPin = z.infer<typeof RegistrationPin>;

export const ChannelList = z.object({ data: z.array(Channel), totalRecords: integer() });
export type ChannelList = z.infer<typeof ChannelList>;

export const ChannelIdParams = z.object({ channelId: z.uuid() });

/** The highest campaign send rate a channel can set: Meta's upgraded throughput. */
export const maxMessagesPerSecond = 1000;

/** A campaign send rate a channel can set: a whole number of messages a second, 1 to 1,000. */
export const MessagesPerSecond = z
  .number({ error: m.messagesPerSecondInvalid })
  .check(
    z.int(m.messagesPerSecondInvalid),
    z.gte(1, m.messagesPerSecondInvalid),
    z.lte(maxMessagesPerSecond, m.messagesPerSecondInvalid),
  );

/** Changes a channel's settings; `messagesPerSecond: null` goes back to the number's throughput. */
export const UpdateChannelInput = z.object({ messagesPerSecond: z.nullable(MessagesPerSecond) });
export type UpdateChannelInput = z.infer<typeof UpdateChannelInput>;

/** The cloud provider's channel form (spec §7: displayName, businessAccountId, apiKey). */
export const CreateCloudChannelInput = z.object({
  displayName: f.required(m.channelNameRequired, 80),
  businessAccountId: z
    .string({ error: m.businessAccountIdInvalid })
    .check(z.trim(), z.regex(/^\d{5,25}$/, m.businessAccountIdInvalid)),
  apiKey: f.required(m.accessTokenRequired, 1024),
});
export type CreateCloudChannelInput = z.infer<typeof CreateCloudChannelInput>;

/** Present only when Parley runs with its built-in WhatsApp simulator. */
export const SandboxCredentials = z.object({
  businessAccountId: z.string(),
  apiKey: z.string(),
  /** The simulator's phone page, where a person writes to the business as one of its customers. */
  handsetUrl: z.url(),
});
export type SandboxCredentials = z.infer<typeof SandboxCredentials>;

/** What the web app needs to open Embedded Signup: Meta's SDK settings, or the simulator's dialog. */
export const EmbeddedSignupConfig = z.object({
  appId: z.string(),
  configId: z.nullable(z.string()),
  graphVersion: z.string(),
  /** Set when Parley plays against its simulator: open this dialog instead of Meta's SDK. */
  simulatorDialogUrl: z.nullable(z.url()),
});
export type EmbeddedSignupConfig = z.infer<typeof EmbeddedSignupConfig>;

/** The dialog's result: the exchangeable code and the business account and number chosen there. */
export const CompleteEmbeddedSignupInput = z.object({
  displayName: f.required(m.channelNameRequired, 80),
  code: z.string().check(z.minLength(1), z.maxLength(2048)),
  businessAccountId: z.string().check(z.regex(/^\d{5,25}$/, m.businessAccountIdInvalid)),
  phoneNumberId: z.string().check(z.regex(/^\d{5,25}$/)),
});
export type CompleteEmbeddedSignupInput = z.infer<typeof CompleteEmbeddedSignupInput>;

/**
 * The channel selection view (spec §3): platforms, their channel groups, their channels. Each
 * channel carries the namespaces the screens use to pick their calls; 'gagp' is the partner's.
 */
export const channelNamespaces = { cloud: 'gaca', partner: 'gagp' } as const satisfies Record<
  ProviderType,
  string
>;
/** Spec §3: the partner's group has the fixed id 3. */
export const channelGroupIds = { cloud: 1, partner: 3 } as const satisfies Record<ProviderType, number>;

export const ChannelNamespaces = z.object({
  templates: z.string(),
  inbox: z.string(),
  reports: z.string(),
  campaign: z.string(),
  receiverProfile: z.string(),
});

export const ChannelPlatforms = z.object({
  data: z.array(
    z.object({
      platform: z.literal('whatsapp'),
      label: z.string(),
      url: z.string(),
      channelGroups: z.array(
        z.object({
          channelGroupId: integer(),
          provider: ProviderType,
          channels: z.array(
            z.object({ channelId: z.uuid(), label: z.string(), namespaces: ChannelNamespaces }),
          ),
        }),
      ),
    }),
  ),
});
export type ChannelPlatforms = z.infer<typeof ChannelPlatforms>;
