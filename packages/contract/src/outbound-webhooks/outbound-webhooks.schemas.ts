import { z } from 'zod/mini';
import { CampaignCounts } from '../campaigns/campaigns.schemas';
import { integer, PageQuery } from '../common';
import { Order } from '../orders/orders.schemas';
import { validationMessages as m } from '../validation';

/** What an account can be told of, one endpoint subscribing to any of them. */
export const outboundWebhookEvents = [
  'message.received',
  'message.status',
  'order.received',
  'conversation.assigned',
  'campaign.finished',
] as const;
export const OutboundWebhookEvent = z.enum(outboundWebhookEvents, { error: m.webhookEventUnknown });
export type OutboundWebhookEvent = z.infer<typeof OutboundWebhookEvent>;

export const outboundWebhookLimits = {
  endpointsPerAccount: 10,
  urlLength: 2048,
  /** A delivery is retried, backing off, for at least this long before it is marked failed. */
  retryForMs: 24 * 60 * 60 * 1000,
  firstRetryMs: 10_000,
  maxRetryDelayMs: 60 * 60 * 1000,
} as const;

/** Why an endpoint receives nothing: an admin switched it off, or its deliveries kept failing. */
export const outboundWebhookDisabledReasons = ['byUser', 'failing'] as const;
export const OutboundWebhookDisabledReason = z.enum(outboundWebhookDisabledReasons);
export type OutboundWebhookDisabledReason = z.infer<typeof OutboundWebhookDisabledReason>;

export const OutboundWebhookEndpoint = z.object({
  endpointId: z.uuid(),
  url: z.string(),
  events: z.array(OutboundWebhookEvent),
  enabled: z.boolean(),
  /** Null while enabled. */
  disabledReason: z.nullable(OutboundWebhookDisabledReason),
  disabledAt: z.nullable(z.iso.datetime()),
  /** Since when every delivery to it has failed; null once one succeeds. */
  failingSince: z.nullable(z.iso.datetime()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type OutboundWebhookEndpoint = z.infer<typeof OutboundWebhookEndpoint>;

/** The endpoint with its signing secret: answered only when the secret is made (creation, roll). */
export const OutboundWebhookEndpointWithSecret = z.object({
  ...OutboundWebhookEndpoint.shape,
  secret: z.string(),
});
export type OutboundWebhookEndpointWithSecret = z.infer<typeof OutboundWebhookEndpointWithSecret>;

export const OutboundWebhookEndpointList = z.object({ data: z.array(OutboundWebhookEndpoint) });
export type OutboundWebhookEndpointList = z.infer<typeof OutboundWebhookEndpointList>;

/** Checked further by the server: HTTPS to a public address (plain HTTP to localhost on an embedded server). */
const url = z
  .url({ protocol: /^https?$/, error: m.webhookUrlInvalid })
  .check(z.maxLength(outboundWebhookLimits.urlLength, m.tooLong));

const events = z.array(OutboundWebhookEvent).check(
  z.minLength(1, m.webhookEventsRequired),
  z.refine((list) => new Set(list).size === list.length, m.webhookEventsRepeated),
);

export const CreateOutboundWebhookInput = z.object({
  url,
  events,
  enabled: z._default(z.boolean(), true),
});
export type CreateOutboundWebhookInput = z.input<typeof CreateOutboundWebhookInput>;

/** What is given changes; enabling an endpoint the failures disabled starts it afresh. */
export const UpdateOutboundWebhookInput = z.object({
  url: z.optional(url),
  events: z.optional(events),
  enabled: z.optional(z.boolean()),
});
export type UpdateOutboundWebhookInput = z.input<typeof UpdateOutboundWebhookInput>;

export const OutboundWebhookEndpointParams = z.object({ endpointId: z.uuid() });
export const OutboundWebhookDeliveryParams = z.object({ endpointId: z.uuid(), deliveryId: z.uuid() });

export const outboundWebhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export const OutboundWebhookDeliveryStatus = z.enum(outboundWebhookDeliveryStatuses);
export type OutboundWebhookDeliveryStatus = z.infer<typeof OutboundWebhookDeliveryStatus>;

/** Why a try got no answer at all. */
export const outboundWebhookFailures = [
  'refused',
  'timedOut',
  'hostNotFound',
  'connectionClosed',
  'tlsFailed',
  'addressNotAllowed',
  'notReached',
] as const;
export const OutboundWebhookFailure = z.enum(outboundWebhookFailures);
export type OutboundWebhookFailure = z.infer<typeof OutboundWebhookFailure>;

/** One event sent (or to be sent) to one endpoint, with how its tries went. */
export const OutboundWebhookDelivery = z.object({
  /** Also the `id` of the body and the `Parley-Webhook-Id` header: the same on every try. */
  deliveryId: z.uuid(),
  endpointId: z.uuid(),
  event: OutboundWebhookEvent,
  status: OutboundWebhookDeliveryStatus,
  /** Tries since it was queued (a resend queues it again from none). */
  attempts: integer(),
  /** The HTTP status the endpoint last answered; null when it could not be reached. */
  lastResponseCode: z.nullable(integer()),
  /** Why the last try got no answer; null when it got one (see `lastResponseCode`). */
  lastError: z.nullable(OutboundWebhookFailure),
  lastAttemptAt: z.nullable(z.iso.datetime()),
  /** When it is tried next; null once delivered or failed. */
  nextAttemptAt: z.nullable(z.iso.datetime()),
  createdAt: z.iso.datetime(),
});
export type OutboundWebhookDelivery = z.infer<typeof OutboundWebhookDelivery>;

export const OutboundWebhookDeliveryList = z.object({
  data: z.array(OutboundWebhookDelivery),
  totalRecords: integer(),
});
export type OutboundWebhookDeliveryList = z.infer<typeof OutboundWebhookDeliveryList>;

export const OutboundWebhookDeliveryQuery = z.object({
  ...PageQuery.shape,
  status: z.optional(OutboundWebhookDeliveryStatus),
});
export type OutboundWebhookDeliveryQuery = z.input<typeof OutboundWebhookDeliveryQuery>;

const contact = z.object({ contactId: z.uuid(), phone: z.string(), name: z.nullable(z.string()) });

/** The `data` of each event's body, as receivers get it. */
export const outboundWebhookData = {
  'message.received': z.object({
    messageId: z.uuid(),
    conversationId: z.uuid(),
    channelId: z.uuid(),
    contact,
    /** WhatsApp's message type: text, image, interactive, order, … */
    type: z.string(),
    /** The text of a text message; null for other types. */
    text: z.nullable(z.string()),
    /** The type's own object as WhatsApp's Cloud API names it. */
    content: z.unknown(),
    sentAt: z.iso.datetime(),
  }),
  'message.status': z.object({
    messageId: z.uuid(),
    conversationId: z.uuid(),
    status: z.enum(['sent', 'delivered', 'read', 'played', 'failed']),
    statusAt: z.iso.datetime(),
    error: z.nullable(z.object({ code: z.optional(integer()), title: z.optional(z.string()) })),
  }),
  'order.received': z.object({ order: Order }),
  'conversation.assigned': z.object({
    conversationId: z.uuid(),
    channelId: z.uuid(),
    contact,
    assignedAgent: z.object({ userId: z.uuid(), name: z.nullable(z.string()) }),
    formerAgentId: z.nullable(z.uuid()),
    /** The user who assigned it; null when auto-assign or a chatbot did. */
    assignedByUserId: z.nullable(z.uuid()),
  }),
  'campaign.finished': z.object({
    campaignId: z.uuid(),
    channelId: z.uuid(),
    campaignName: z.string(),
    finishedAt: z.iso.datetime(),
    counts: CampaignCounts,
  }),
} as const satisfies Record<OutboundWebhookEvent, z.ZodMiniType>;

export type OutboundWebhookData = {
  [E in OutboundWebhookEvent]: z.infer<(typeof outboundWebhookData)[E]>;
};

/** The JSON body POSTed to an endpoint. */
export const OutboundWebhookBody = z.object({
  id: z.uuid(),
  event: OutboundWebhookEvent,
  createdAt: z.iso.datetime(),
  accountId: z.uuid(),
  data: z.unknown(),
});
export type OutboundWebhookBody = z.infer<typeof OutboundWebhookBody>;

/** The headers of every delivery, and how a receiver checks them. */
export const outboundWebhookHeaders = {
  id: 'Parley-Webhook-Id',
  timestamp: 'Parley-Webhook-Timestamp',
  signature: 'Parley-Webhook-Signature',
} as const;

export const outboundWebhookSigningNote = [
  'Parley POSTs each event as JSON `{ id, event, createdAt, accountId, data }` with three headers:',
  '`Parley-Webhook-Id` (the delivery id, the same on every retry: use it to ignore a repeat),',
  '`Parley-Webhook-Timestamp` (Unix seconds when this try was sent) and',
  '`Parley-Webhook-Signature: v1=<hex>`, the HMAC-SHA256 of `<timestamp>.<raw body>` keyed with the',
  "endpoint's secret (the whole string, as UTF-8).",
  'To verify: recompute the HMAC over the timestamp header, a dot and the body exactly as received,',
  'compare it in constant time with the hex after `v1=`, and refuse a timestamp more than five minutes',
  'from your clock (a replay). Answer 2xx within 10 seconds; anything else, or no answer, is retried',
  'with exponential back-off (10 s, doubling, at most an hour apart) for at least 24 hours.',
].join(' ');
