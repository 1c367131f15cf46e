import { z } from 'zod/mini';
import { integer, queryInteger } from '../common';
import { TemplateVariables } from '../inbox/inbox.schemas';
import { validationMessages as m } from '../validation';

/** Spec §1: standard sends one common message to all; dynamic fills each recipient's variables from a sheet. */
export const campaignTypes = ['standard', 'dynamic'] as const;
export const CampaignType = z.enum(campaignTypes);
export type CampaignType = z.infer<typeof CampaignType>;

/**
 * A campaign's life: scheduled until its time, running while recipients are left to send, paused by
 * a user (or by Parley when Meta pauses its template, `statusReason` says why), then completed or
 * canceled. Only a scheduled or paused campaign can be rescheduled; completed and canceled are final.
 */
export const campaignStatuses = ['scheduled', 'running', 'paused', 'completed', 'canceled'] as const;
export const CampaignStatus = z.enum(campaignStatuses);
export type CampaignStatus = z.infer<typeof CampaignStatus>;

/**
 * One recipient's send: queued until a dispatcher claims it, sending while its request may be at the
 * provider, then sent → delivered → read as the status webhooks say, or failed (the provider's
 * code and reason), unknown (a send a crash interrupted that no status webhook confirmed within the
 * reconciliation time: never sent again blindly), canceled (the campaign was canceled first).
 * A reply is recorded on top of the state (`repliedAt`).
 */
export const recipientStates = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
  'unknown',
  'canceled',
] as const;
export const RecipientState = z.enum(recipientStates);
export type RecipientState = z.infer<typeof RecipientState>;

/**
 * The funnel: each count is of the recipients who reached at least that step (a read message was
 * also sent and delivered), so the bars only shrink; replied counts those who answered.
 * `queued` is what is still to send (queued or sending).
 */
export const CampaignCounts = z.object({
  total: integer(),
  queued: integer(),
  sent: integer(),
  delivered: integer(),
  read: integer(),
  replied: integer(),
  failed: integer(),
  unknown: integer(),
  canceled: integer(),
});
export type CampaignCounts = z.infer<typeof CampaignCounts>;

/** A condition on a contact attribute; the filter keeps contacts matching all or any of them. */
export const contactFilterOperators = ['equals', 'notEquals', 'contains', 'isSet', 'isNotSet'] as const;
export type ContactFilterOperator = (typeof contactFilterOperators)[number];
export const ContactFilter = z.object({
  match: z._default(z.enum(['all', 'any']), 'all'),
  conditions: z
    .array(
      z.object({
        attribute: z
          .string()
          .check(z.trim(), z.minLength(1, m.campaignAttributeRequired), z.maxLength(64, m.tooLong)),
        operator: z.enum(contactFilterOperators),
        value: z._default(z.string().check(z.maxLength(1024)), ''),
      }),
    )
    .check(z.minLength(1), z.maxLength(10)),
});
export type ContactFilter = z.input<typeof ContactFilter>;

/**
 * How an uploaded sheet's columns are read: the phone number's column, the name's, and for a
 * dynamic campaign the column of each template variable, keyed by its place in `variables`
 * (`headers.0`, `body.0`, `buttons.0`, `carousel.1.body.0`, `headerMedia` for a header link).
 */
export const CampaignFileMapping = z.object({
  phoneNumber: z
    .string({ error: m.campaignPhoneColumnRequired })
    .check(z.minLength(1, m.campaignPhoneColumnRequired)),
  name: z.optional(z.string()),
  variables: z._default(z.record(z.string(), z.string()), {}),
});
export type CampaignFileMapping = z.input<typeof CampaignFileMapping>;

/** Who a finished campaign's follow-up goes to. */
export const retargetAudiences = ['notRead', 'notReplied', 'replied', 'retryableFailures'] as const;
export const RetargetAudience = z.enum(retargetAudiences);
export type RetargetAudience = z.infer<typeof RetargetAudience>;

/** Spec §3 "Campaign contacts selection", plus an attribute filter and a finished campaign's audience. */
export const CampaignContacts = z.object({
  apiContacts: z._default(z.array(z.object({ contactId: z.uuid() })).check(z.maxLength(200_000)), []),
  apiContactGroups: z._default(z.array(z.object({ groupId: z.uuid() })).check(z.maxLength(1000)), []),
  apiContactInGroup: z._default(
    z.array(z.object({ groupId: z.uuid(), contactId: z.uuid() })).check(z.maxLength(200_000)),
    [],
  ),
  contactFilter: z.optional(ContactFilter),
  /** A sheet uploaded with POST /channels/{channelId}/campaign-files, read with its mapping. */
  fileContacts: z.optional(z.object({ fileId: z.uuid(), mapping: CampaignFileMapping })),
  fromCampaign: z.optional(z.object({ campaignId: z.uuid(), audience: RetargetAudience })),
});
export type CampaignContacts = z.input<typeof CampaignContacts>;

export const CampaignInput = z.object({
  campaignName: z
    .string({ error: m.campaignNameRequired })
    .check(z.trim(), z.minLength(1, m.campaignNameRequired), z.maxLength(100, m.tooLong)),
  type: CampaignType,
  templateId: z.uuid(),
  /** A standard campaign's variables (spec §3 groups); a dynamic one's come from its sheet. */
  variables: z.optional(TemplateVariables),
  contacts: CampaignContacts,
  /** Absent: now. Never in the past (a minute's grace for the form's default of "now"). */
  scheduleTime: z.optional(z.iso.datetime({ offset: true })),
  /** Spread over days: at most this many recipients start in each 24 hours (messaging-limit headroom). */
  dailyLimit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(1_000_000))),
});
export type CampaignInput = z.input<typeof CampaignInput>;

/** Why a number of the selection will not be sent to. */
export const invalidContactReasons = ['invalidNumber', 'duplicate', 'missingVariables', 'emptyRow'] as const;
export const InvalidContact = z.object({
  /** The sheet's row (1 is the header), for a number read from a file. */
  row: z.nullable(integer()),
  phoneNumber: z.string(),
  reason: z.enum(invalidContactReasons),
  /** The variables left empty, by their place (`body.0`), for missingVariables. */
  detail: z.nullable(z.string()),
});
export type InvalidContact = z.infer<typeof InvalidContact>;

export const excludedContactReasons = ['blocked', 'optedOut'] as const;
export const ExcludedContact = z.object({
  contactId: z.uuid(),
  phoneNumber: z.string(),
  name: z.nullable(z.string()),
  reason: z.enum(excludedContactReasons),
});
export type ExcludedContact = z.infer<typeof ExcludedContact>;

/** Answers list at most this many invalid or excluded contacts; the counts are always whole. */
export const campaignListedProblemsLimit = 1000;

/**
 * Portfolio-wide unique recipients of business-initiated messages per rolling 24 hours (reference
 * "Messaging limits"): null for the unlimited tier.
 */
export const messagingLimitByTier: Record<string, number | null> = {
  TIER_250: 250,
  TIER_2K: 2000,
  TIER_10K: 10_000,
  TIER_100K: 100_000,
  TIER_UNLIMITED: null,
};

/** Everything decided about the recipients before anything is sent: creation sends to exactly these. */
export const CampaignPreflight = z.object({
  recipientCount: integer(),
  duplicateCount: integer(),
  invalidContactCount: integer(),
  invalidContacts: z.array(InvalidContact),
  excludedCounts: z.object({ blocked: integer(), optedOut: integer() }),
  excludedContacts: z.array(ExcludedContact),
  /** A marketing template to +1 numbers: Meta does not deliver those, so they are counted to warn. */
  usMarketingCount: integer(),
  messagingLimit: z.object({
    tier: z.nullable(z.string()),
    limit: z.nullable(integer()),
    usedLast24Hours: integer(),
    remaining: z.nullable(integer()),
    /** How many recipients more than what is left; 0 when it fits. */
    exceedsBy: integer(),
  }),
  /** Up to three real recipients with their own variables filled: `rendered` as a thread shows a template. */
  previews: z.array(
    z.object({ phoneNumber: z.string(), name: z.nullable(z.string()), rendered: z.unknown() }),
  ),
});
export type CampaignPreflight = z.infer<typeof CampaignPreflight>;

export const CampaignCreated = z.object({
  message: z.literal('Campaign Created Successfully'),
  campaignId: z.uuid(),
  campaignMessageCount: integer(),
  invalidContacts: z.array(InvalidContact),
});
export type CampaignCreated = z.infer<typeof CampaignCreated>;

/** A sheet stored for a campaign: its columns and first rows, to map before creating. */
export const CampaignFile = z.object({
  fileId: z.uuid(),
  fileName: z.string(),
  columns: z.array(z.string()),
  rowCount: integer(),
  sampleRows: z.array(z.record(z.string(), z.string())),
});
export type CampaignFile = z.infer<typeof CampaignFile>;

export const Campaign = z.object({
  campaignId: z.uuid(),
  campaignName: z.string(),
  type: CampaignType,
  channelId: z.uuid(),
  /** Spec §9: 3 for a partner (gagp) channel's campaigns, null otherwise. */
  channelGroupId: z.nullable(integer()),
  /** Spec's "Platform": the provider the channel sends through. */
  platform: z.enum(['cloud', 'partner']),
  channel: z.object({ channelId: z.uuid(), displayName: z.string(), phoneNumber: z.nullable(z.string()) }),
  template: z.object({
    templateId: z.nullable(z.uuid()),
    name: z.string(),
    language: z.string(),
    category: z.string(),
  }),
  status: CampaignStatus,
  /** Why Parley paused or stopped it (a template Meta paused, say); null when a user did. */
  statusReason: z.nullable(z.string()),
  scheduleTime: z.iso.datetime(),
  dailyLimit: z.nullable(integer()),
  campaignMessageCount: integer(),
  counts: CampaignCounts,
  /** The campaign this one follows up (a retry or a retarget). */
  parentCampaignId: z.nullable(z.uuid()),
  createdBy: z.nullable(z.object({ userId: z.uuid(), name: z.string() })),
  createdAt: z.iso.datetime(),
  startedAt: z.nullable(z.iso.datetime()),
  finishedAt: z.nullable(z.iso.datetime()),
});
export type Campaign = z.infer<typeof Campaign>;

/** Spec §3 "Campaign list query": from, to (on the schedule time), page, records, campaignName, channelId. */
export const CampaignListQuery = z.object({
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
  page: z._default(queryInteger(1), 1),
  records: z._default(queryInteger(1, 500), 20),
  campaignName: z.optional(z.string().check(z.maxLength(100))),
  channelId: z.optional(z.uuid()),
});
export type CampaignListQuery = z.input<typeof CampaignListQuery>;
export const CampaignList = z.object({ data: z.array(Campaign), totalRecords: integer() });
export type CampaignList = z.infer<typeof CampaignList>;

export const CampaignIdParams = z.object({ campaignId: z.uuid() });

/** Spec §3 "Stats request: campaignIds array". */
export const CampaignStatsInput = z.object({
  campaignIds: z.array(z.uuid()).check(z.minLength(1), z.maxLength(500)),
});
export const CampaignStats = z.object({
  data: z.array(z.object({ campaignId: z.uuid(), campaignName: z.string(), counts: CampaignCounts })),
});
export type CampaignStats = z.infer<typeof CampaignStats>;

export const DownloadFormatQuery = z.object({ format: z._default(z.enum(['csv', 'xlsx']), 'xlsx') });

/** Progress over time: one point per minute (per hour past a day) of what happened in it. */
export const CampaignProgress = z.object({
  bucketSeconds: integer(),
  points: z.array(
    z.object({
      at: z.iso.datetime(),
      sent: integer(),
      delivered: integer(),
      read: integer(),
      replied: integer(),
      failed: integer(),
    }),
  ),
});
export type CampaignProgress = z.infer<typeof CampaignProgress>;

export const CampaignRecipient = z.object({
  recipientId: z.uuid(),
  contactId: z.nullable(z.uuid()),
  phoneNumber: z.string(),
  name: z.nullable(z.string()),
  state: RecipientState,
  /** The provider's error code and title, and Parley's plain-language reason for it. */
  error: z.nullable(z.object({ code: z.nullable(integer()), title: z.string(), reason: z.string() })),
  retryable: z.boolean(),
  sentAt: z.nullable(z.iso.datetime()),
  deliveredAt: z.nullable(z.iso.datetime()),
  readAt: z.nullable(z.iso.datetime()),
  repliedAt: z.nullable(z.iso.datetime()),
  failedAt: z.nullable(z.iso.datetime()),
  conversationId: z.nullable(z.uuid()),
});
export type CampaignRecipient = z.infer<typeof CampaignRecipient>;

export const CampaignRecipientsQuery = z.object({
  state: z.optional(z.enum([...recipientStates, 'replied'])),
  search: z.optional(z.string().check(z.maxLength(100))),
  page: z._default(queryInteger(1), 1),
  records: z._default(queryInteger(1, 100), 25),
});
export const CampaignRecipientList = z.object({ data: z.array(CampaignRecipient), totalRecords: integer() });
export type CampaignRecipientList = z.infer<typeof CampaignRecipientList>;

/** Calendar drag: a campaign that has not started moves to another time. */
export const RescheduleCampaignInput = z.object({ scheduleTime: z.iso.datetime({ offset: true }) });

/** A follow-up campaign to part of a finished one's recipients, with the same or another template. */
export const FollowUpCampaignInput = z.object({
  campaignName: z
    .string({ error: m.campaignNameRequired })
    .check(z.trim(), z.minLength(1, m.campaignNameRequired), z.maxLength(100, m.tooLong)),
  audience: RetargetAudience,
  templateId: z.optional(z.uuid()),
  variables: z.optional(TemplateVariables),
  scheduleTime: z.optional(z.iso.datetime({ offset: true })),
});
export type FollowUpCampaignInput = z.input<typeof FollowUpCampaignInput>;

/** Spec §8, campaign texts word for word. */
export const campaignMessages = {
  uploadFailed: 'Failed to upload campaign details',
  created: 'Campaign Created Successfully',
  createFailed: 'Campaign creation failed',
  fetchFailed: 'Failed to fetch campaigns',
  statsFailed: 'Failed to fetch campaign stats',
  allStatsFailed: 'unable to do the operation',
  reportFailed: 'Failed to fetch campaign Report',
  statsGenerationFailed: 'Stats generation failed',
  downloading: 'Downloading',
} as const;

/** Spec §9: a partner (gagp) channel's campaigns belong to channel group 3. */
export const partnerCampaignChannelGroupId = 3;
