import type { AdReferral } from '@parley/contract';
import { z } from 'zod';
import type { ProviderEvent } from '../provider-events';
import { accountErrorNotice, readHealthChange } from './cloud-api.health-webhooks';

// Lenient by design: unknown fields are dropped, unknown change fields and message types pass through.
const seconds = z.union([z.string(), z.number()]).transform((value) => new Date(Number(value) * 1000));

const WebhookError = z.object({
  code: z.number(),
  title: z.string().optional(),
  message: z.string().optional(),
  error_data: z.object({ details: z.string().optional() }).optional(),
});

// Meta's examples and reference tables disagree on some field types (an id as a number or a
// string): a number is read as its text, and a field of another type is left out rather than
// costing the whole message.
const optionalText = z
  .unknown()
  .optional()
  .transform((value) => {
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
    return typeof value === 'string' && value !== '' ? value : undefined;
  });
const id = z.union([z.string().min(1), z.number()]).transform(String);

const Referral = z
  .object({
    source_url: optionalText,
    source_id: optionalText,
    source_type: optionalText,
    headline: optionalText,
    body: optionalText,
    media_type: optionalText,
    image_url: optionalText,
    video_url: optionalText,
    thumbnail_url: optionalText,
    ctwa_clid: optionalText,
  })
  .transform((referral): AdReferral | undefined =>
    compact({
      sourceUrl: referral.source_url,
      sourceId: referral.source_id,
      sourceType: referral.source_type,
      headline: referral.headline,
      body: referral.body,
      mediaType: referral.media_type,
      imageUrl: referral.image_url,
      videoUrl: referral.video_url,
      thumbnailUrl: referral.thumbnail_url,
      ctwaClid: referral.ctwa_clid,
    }),
  );

const ReferredProduct = z.object({ catalog_id: id, product_retailer_id: id }).transform((product) => ({
  catalogId: product.catalog_id,
  productRetailerId: product.product_retailer_id,
}));

const MessagesValue = z.object({
  metadata: z.object({ phone_number_id: z.string() }),
  contacts: z
    .array(
      z.object({
        wa_id: z.string().optional(),
        profile: z.object({ name: z.string().optional() }).optional(),
      }),
    )
    .optional(),
  messages: z
    .array(
      z.looseObject({
        id: z.string(),
        from: z.string(),
        timestamp: seconds,
        type: z.string(),
        context: z
          .object({
            id: z.string().optional(),
            referred_product: ReferredProduct.optional().catch(undefined),
          })
          .optional(),
        referral: Referral.optional().catch(undefined),
      }),
    )
    .optional(),
  statuses: z
    .array(
      z.object({
        id: z.string(),
        status: z.enum(['sent', 'delivered', 'read', 'played', 'failed']),
        timestamp: seconds,
        recipient_id: z.string(),
        biz_opaque_callback_data: z.string().optional(),
        pricing: z.object({ category: z.string().optional() }).optional(),
        errors: z.array(WebhookError).optional(),
      }),
    )
    .optional(),
  /** Account-level errors (130429, …), each read as a health notice. */
  errors: z.array(z.unknown()).optional(),
});

const TemplateStatusValue = z.object({
  event: z.string(),
  message_template_id: z.union([z.number(), z.string()]).transform(String),
  message_template_name: z.string(),
  message_template_language: z.string(),
  reason: z.string().nullish(),
  rejection_info: z
    .object({ reason: optionalText, recommendation: optionalText })
    .transform(compact)
    .optional()
    .catch(undefined),
});

export const CloudWebhookEnvelope = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      id: z.string(),
      time: z.unknown().optional(),
      changes: z.array(z.object({ field: z.string(), value: z.unknown() })),
    }),
  ),
});

/** Meta's webhook envelope as Parley's provider events; throws on an envelope that is not Meta's. */
export function parseCloudWebhook(body: unknown): ProviderEvent[] {
  const envelope = CloudWebhookEnvelope.parse(body);
  return envelope.entry.flatMap((entry) =>
    entry.changes.flatMap((change): ProviderEvent[] => {
      if (change.field === 'messages') {
        const value = MessagesValue.parse(change.value);
        const errors = (value.errors ?? []).map((error) =>
          accountErrorNotice(entry, value.metadata.phone_number_id, error),
        );
        return [...messageEvents(value), ...errors];
      }
      if (change.field === 'message_template_status_update') {
        const value = TemplateStatusValue.parse(change.value);
        return [
          {
            kind: 'template-status',
            businessAccountId: entry.id,
            templateId: value.message_template_id,
            name: value.message_template_name,
            language: value.message_template_language,
            event: value.event,
            reason: value.reason ?? undefined,
            ...(value.rejection_info ? { rejectionInfo: value.rejection_info } : {}),
          },
        ];
      }
      const health = readHealthChange(entry, change.field, change.value);
      return health ? [health] : [];
    }),
  );
}

function messageEvents(value: z.infer<typeof MessagesValue>): ProviderEvent[] {
  const phoneNumberId = value.metadata.phone_number_id;
  const names = new Map((value.contacts ?? []).map((contact) => [contact.wa_id, contact.profile?.name]));
  return [
    ...(value.messages ?? []).map(
      (message): ProviderEvent => ({
        kind: 'message',
        phoneNumberId,
        messageId: message.id,
        from: message.from,
        profileName: names.get(message.from),
        timestamp: message.timestamp,
        type: message.type,
        content: message[message.type],
        replyTo: message.context?.id,
        ...(message.referral ? { referral: message.referral } : {}),
        ...(message.context?.referred_product ? { referredProduct: message.context.referred_product } : {}),
      }),
    ),
    ...(value.statuses ?? []).map(
      (status): ProviderEvent => ({
        kind: 'status',
        phoneNumberId,
        messageId: status.id,
        status: status.status,
        timestamp: status.timestamp,
        recipientId: status.recipient_id,
        bizOpaqueCallbackData: status.biz_opaque_callback_data,
        pricingCategory: status.pricing?.category,
        error: status.errors?.[0] && {
          code: status.errors[0].code,
          title: status.errors[0].title ?? status.errors[0].message ?? '',
          details: status.errors[0].error_data?.details,
        },
      }),
    ),
  ];
}

/** The object without its undefined fields; undefined when none is left. */
function compact<T extends Record<string, unknown>>(object: T): T | undefined {
  const entries = Object.entries(object).filter(([, value]) => value !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as T) : undefined;
}
