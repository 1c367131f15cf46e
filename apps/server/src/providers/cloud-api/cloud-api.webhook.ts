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
        context: z.object({ id: z.string().optional() }).optional(),
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
