import type { ChannelHealthTopic } from '@parley/contract';
import { z } from 'zod';
import { parseCloudWebhook } from '../cloud-api/cloud-api.webhook';
import type { HealthNotice, InboundMessageEvent, ProviderEvent } from '../provider-events';

// The partner's own (v2) format. Lenient like the Cloud parser: unknown fields and types pass.
const milliseconds = z.number().transform((value) => new Date(value));

const InboundPayload = z.object({
  id: z.string(),
  source: z.string(),
  type: z.string(),
  payload: z.record(z.string(), z.unknown()).default({}),
  sender: z.object({ phone: z.string().optional(), name: z.string().optional() }).optional(),
  context: z.object({ id: z.string().optional(), gsId: z.string().optional() }).optional(),
});

const MessageEventPayload = z.object({
  id: z.string(),
  gsId: z.string().optional(),
  type: z.string(),
  destination: z.string(),
  payload: z
    .object({
      ts: z.number().optional(),
      code: z.union([z.number(), z.string()]).optional(),
      reason: z.string().optional(),
    })
    .default({}),
});

const TemplateEventPayload = z.object({
  id: z.string(),
  elementName: z.string(),
  languageCode: z.string(),
  status: z.string(),
  rejectedReason: z.string().optional(),
});

export const PartnerWebhookEnvelope = z.object({
  app: z.string(),
  timestamp: milliseconds,
  version: z.literal(2),
  type: z.string(),
  payload: z.unknown(),
});

const deliveryStatuses = new Set(['sent', 'delivered', 'read', 'failed']);

/**
 * One partner webhook as Parley's provider events. The partner names the app, not the number, so
 * the channel's number and business account are given by the receiver that knows the app.
 */
export function parsePartnerWebhook(
  body: unknown,
  channel: { phoneNumberId: string; businessAccountId: string },
): ProviderEvent[] {
  if (isRecord(body) && body.object === 'whatsapp_business_account') {
    return parseCloudWebhook(asCloudEnvelope(body, channel));
  }
  const envelope = PartnerWebhookEnvelope.parse(body);
  if (envelope.type === 'message') {
    const message = InboundPayload.parse(envelope.payload);
    return [
      {
        kind: 'message',
        phoneNumberId: channel.phoneNumberId,
        messageId: message.id,
        from: message.source,
        profileName: message.sender?.name,
        timestamp: envelope.timestamp,
        ...asCloudContent(message.type, message.payload),
        replyTo: message.context?.gsId ?? message.context?.id,
      },
    ];
  }
  if (envelope.type === 'message-event') {
    const event = MessageEventPayload.parse(envelope.payload);
    // `enqueued` only says the partner accepted the send, which Parley knew when it sent.
    if (!deliveryStatuses.has(event.type)) return [];
    const code = Number(event.payload.code);
    return [
      {
        kind: 'status',
        phoneNumberId: channel.phoneNumberId,
        // Parley keeps the partner's id, which later events carry as gsId beside WhatsApp's id.
        messageId: event.gsId ?? event.id,
        status: event.type as 'sent' | 'delivered' | 'read' | 'failed',
        timestamp: event.payload.ts ? new Date(event.payload.ts * 1000) : envelope.timestamp,
        recipientId: event.destination,
        error:
          event.type === 'failed'
            ? { code: Number.isFinite(code) ? code : 0, title: event.payload.reason ?? 'Failed' }
            : undefined,
      },
    ];
  }
  if (envelope.type === 'template-event') {
    const event = TemplateEventPayload.parse(envelope.payload);
    return [
      {
        kind: 'template-status',
        businessAccountId: channel.businessAccountId,
        templateId: event.id,
        name: event.elementName,
        language: event.languageCode,
        event: event.status,
        reason: event.rejectedReason,
      },
    ];
  }
  if (envelope.type === 'account-event') return [accountEventNotice(envelope, channel)];
  return [];
}

// The partner's account events (subscription mode ACCOUNT), by their payload's type.
const accountEventTopics: Record<string, ChannelHealthTopic> = {
  'tier-event': 'messagingLimit',
  'pndn-event': 'nameReview',
  'capability-event': 'capability',
  'status-event': 'restriction',
  'review-event': 'account',
};

/**
 * A partner account event as a health notice of the channel. Its payloads are documented only by
 * name, so each is kept whole and its facts are read under the names the partner is known to use.
 */
function accountEventNotice(
  envelope: z.output<typeof PartnerWebhookEnvelope>,
  channel: { phoneNumberId: string; businessAccountId: string },
): HealthNotice {
  const payload = isRecord(envelope.payload) ? envelope.payload : {};
  const text = (...keys: string[]) => {
    for (const key of keys) {
      const value = payload[key];
      if (typeof value === 'string' || typeof value === 'number') return String(value);
    }
    return undefined;
  };
  const type = text('type') ?? '';
  const topic = accountEventTopics[type];
  const facts = Object.fromEntries(
    Object.entries({
      messagingLimit: text('currentLimit', 'current_limit', 'maxDailyConversationPerPhone'),
      previousLimit: text('oldLimit', 'old_limit'),
      qualityRating: text('qualityRating', 'quality_rating'),
      nameDecision: topic === 'nameReview' ? text('status', 'decision') : undefined,
      requestedName: text('displayName', 'requested_verified_name'),
    }).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return {
    kind: 'health',
    businessAccountId: channel.businessAccountId,
    phoneNumberId: channel.phoneNumberId,
    topic: topic ?? 'account',
    event: text('event', 'status') ?? (type || null),
    facts,
    details: envelope.payload,
    surprises: topic ? [] : [`account event of type ${type ? `"${type}"` : 'none'}`],
    occurredAt: envelope.timestamp,
  };
}

/** The partner's message types in the Cloud API's shape, so the inbox reads one format. */
function asCloudContent(
  type: string,
  payload: Record<string, unknown>,
): Pick<InboundMessageEvent, 'type' | 'content'> {
  const text = (key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : undefined);
  switch (type) {
    case 'text':
      return { type: 'text', content: { body: text('text') ?? '' } };
    case 'image':
    case 'video':
    case 'audio':
    case 'sticker':
      return {
        type,
        content: { link: text('url'), caption: text('caption'), mime_type: text('contentType') },
      };
    case 'file':
      return {
        type: 'document',
        content: { link: text('url'), filename: text('name'), caption: text('caption') },
      };
    case 'location':
      return { type: 'location', content: { latitude: payload.latitude, longitude: payload.longitude } };
    case 'contact':
      return { type: 'contacts', content: payload.contacts ?? [] };
    case 'button_reply':
    case 'list_reply': {
      // A list row's description comes back too, as in the Cloud API's list_reply.
      const reply = {
        id: text('id') ?? text('postbackText'),
        title: text('title'),
        description: text('description'),
      };
      return { type: 'interactive', content: { type, [type]: reply } };
    }
    case 'quick_reply':
      return { type: 'button', content: { text: text('text'), payload: text('postbackText') } };
    default:
      return { type, content: payload };
  }
}

/**
 * The partner's v3 format is Meta's envelope with its own keys: `gs_app_id`, each status's `gs_id`
 * (the partner's message id, which Parley keeps), and an `enqueued` status that has no `metadata`
 * nor entry id. The channel comes from the URL, so the envelope is completed from it.
 */
function asCloudEnvelope(
  body: Record<string, unknown>,
  channel: { phoneNumberId: string; businessAccountId: string },
): unknown {
  // What is not shaped as Meta's is left as it is, for the Cloud parser to refuse.
  if (!Array.isArray(body.entry)) return body;
  return {
    ...body,
    entry: body.entry.map((entry) => {
      if (!isRecord(entry) || !Array.isArray(entry.changes)) return entry;
      return {
        ...entry,
        id: entry.id ?? channel.businessAccountId,
        changes: entry.changes.map((change) =>
          isRecord(change) && change.field === 'messages' && isRecord(change.value)
            ? { ...change, value: asCloudMessages(change.value, channel.phoneNumberId) }
            : change,
        ),
      };
    }),
  };
}

function asCloudMessages(value: Record<string, unknown>, phoneNumberId: string): Record<string, unknown> {
  const statuses = Array.isArray(value.statuses) ? value.statuses : undefined;
  return {
    ...value,
    metadata: { ...(isRecord(value.metadata) ? value.metadata : {}), phone_number_id: phoneNumberId },
    ...(statuses && {
      statuses: statuses
        .filter((status) => !isRecord(status) || status.status !== 'enqueued')
        .map((status) =>
          isRecord(status) && typeof status.gs_id === 'string' ? { ...status, id: status.gs_id } : status,
        ),
    }),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
