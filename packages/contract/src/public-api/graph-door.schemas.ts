import { z } from 'zod/mini';

/**
 * The Cloud API's own send surface, served by Parley for code written against Meta's API: the same
 * paths under `/graph`, the same request and answer shapes and error envelope, an API key as the
 * bearer token. Bodies are read loosely here (as Meta reads them, unknown fields ignored); Parley's
 * rules for each message type are those of the public API.
 */
const GraphMedia = z.looseObject({
  id: z.optional(z.string()),
  link: z.optional(z.string()),
  caption: z.optional(z.string()),
  filename: z.optional(z.string()),
});

export const GraphMessageInput = z.looseObject({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.optional(z.literal('individual')),
  to: z.string(),
  type: z._default(z.string(), 'text'),
  text: z.optional(z.looseObject({ body: z.string(), preview_url: z.optional(z.boolean()) })),
  image: z.optional(GraphMedia),
  video: z.optional(GraphMedia),
  audio: z.optional(GraphMedia),
  document: z.optional(GraphMedia),
  interactive: z.optional(z.looseObject({ type: z.string() })),
  template: z.optional(
    z.looseObject({
      name: z.string(),
      language: z.looseObject({ code: z.string() }),
      components: z.optional(z.array(z.looseObject({ type: z.string() }))),
    }),
  ),
});
export type GraphMessageInput = z.infer<typeof GraphMessageInput>;

/** Meta's answer to a send: the number as given and as WhatsApp writes it, and the message's id. */
export const GraphMessageSent = z.object({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string() })),
  messages: z.array(z.object({ id: z.string(), message_status: z.optional(z.string()) })),
});
export type GraphMessageSent = z.infer<typeof GraphMessageSent>;

export const GraphMediaUploaded = z.object({ id: z.string() });

/** Meta's error envelope, which every failure of these routes answers with. */
export const GraphError = z.object({
  error: z.object({
    message: z.string(),
    type: z.string(),
    code: z.number(),
    error_data: z.object({ messaging_product: z.literal('whatsapp'), details: z.string() }),
    fbtrace_id: z.string(),
  }),
});
export type GraphError = z.infer<typeof GraphError>;

export const GraphPhoneNumberParams = z.object({
  version: z.string().check(z.regex(/^v\d+\.\d+$/)),
  phoneNumberId: z.string(),
});
