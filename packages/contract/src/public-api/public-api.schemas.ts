import { z } from 'zod/mini';
import { PageQuery } from '../common';
import { contactPhone } from '../contacts/contacts.schemas';
import { MessageError, MessageStatus, TemplateVariables } from '../inbox/inbox.schemas';
import { validationMessages as m } from '../validation';

/**
 * The public API's shapes. A message is written as the Cloud API writes it (`to`, `type` and the
 * type's object), so code written for Meta's API reads naturally; files are a public https `link`
 * (Parley fetches and keeps it) or a file already uploaded to Parley (`mediaId`).
 */
const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, m.messageTextRequired), z.maxLength(max, m.tooLong));
const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max, m.tooLong)));

const MediaObject = z
  .object({
    link: z.optional(
      z.url({ protocol: /^https?$/, error: m.publicUrlInvalid }).check(z.maxLength(2000, m.tooLong)),
    ),
    mediaId: z.optional(z.uuid()),
    caption: optionalText(1024),
    filename: optionalText(240),
  })
  .check(
    z.refine((media) => (media.link === undefined) !== (media.mediaId === undefined), {
      message: m.mediaLinkOrIdRequired,
    }),
  );
export type ApiMediaObject = z.infer<typeof MediaObject>;

const InteractiveText = z.object({ text: text(1024) });
const InteractiveHeader = z.object({ type: z.literal('text'), text: text(60) });
const InteractiveFooter = z.object({ text: text(60) });

/** Reply buttons: at most 3, titles of at most 20 characters (WhatsApp's limits). */
const ButtonsInteractive = z.object({
  type: z.literal('button'),
  header: z.optional(InteractiveHeader),
  body: InteractiveText,
  footer: z.optional(InteractiveFooter),
  action: z.object({
    buttons: z
      .array(z.object({ type: z.literal('reply'), reply: z.object({ id: text(256), title: text(20) }) }))
      .check(z.minLength(1), z.maxLength(3)),
  }),
});

/** A list: at most 10 rows in all, row titles ≤ 24, descriptions ≤ 72, the button's text ≤ 20. */
const ListInteractive = z.object({
  type: z.literal('list'),
  header: z.optional(InteractiveHeader),
  body: InteractiveText,
  footer: z.optional(InteractiveFooter),
  action: z.object({
    button: text(20),
    sections: z
      .array(
        z.object({
          title: optionalText(24),
          rows: z
            .array(z.object({ id: text(200), title: text(24), description: optionalText(72) }))
            .check(z.minLength(1), z.maxLength(10)),
        }),
      )
      .check(
        z.minLength(1),
        z.maxLength(10),
        z.refine((sections) => sections.reduce((rows, section) => rows + section.rows.length, 0) <= 10, {
          message: m.listRowsTooMany,
        }),
      ),
  }),
});

/** An approved template of the channel, by Parley's id or by its name and language. */
const TemplateObject = z
  .object({
    templateId: z.optional(z.uuid()),
    name: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
    language: z.optional(z.string().check(z.minLength(2), z.maxLength(15))),
    variables: z._default(TemplateVariables, {
      headers: [],
      body: [],
      buttons: [],
      footer: [],
      carousel: [],
    }),
    cardIndex: z._default(z.number().check(z.int(), z.gte(0), z.lte(9)), 0),
  })
  .check(
    z.refine((template) => template.templateId !== undefined || template.name !== undefined, {
      message: m.templateIdOrNameRequired,
    }),
  );

const recipient = { to: contactPhone };

/** `POST /api/public/v1/channels/{channelId}/messages`: one message to one number. */
export const ApiMessageInput = z.discriminatedUnion('type', [
  z.object({ ...recipient, type: z.literal('text'), text: z.object({ body: text(4096) }) }),
  z.object({ ...recipient, type: z.literal('image'), image: MediaObject }),
  z.object({ ...recipient, type: z.literal('video'), video: MediaObject }),
  z.object({ ...recipient, type: z.literal('audio'), audio: MediaObject }),
  z.object({ ...recipient, type: z.literal('document'), document: MediaObject }),
  z.object({
    ...recipient,
    type: z.literal('interactive'),
    interactive: z.discriminatedUnion('type', [ButtonsInteractive, ListInteractive]),
  }),
  z.object({ ...recipient, type: z.literal('template'), template: TemplateObject }),
]);
export type ApiMessageInput = z.input<typeof ApiMessageInput>;

/** A message sent through the API, as its status stands. */
export const ApiMessage = z.object({
  messageId: z.uuid(),
  channelId: z.uuid(),
  conversationId: z.uuid(),
  /** The customer's number, E.164. */
  to: z.string(),
  type: z.string(),
  status: MessageStatus,
  statusAt: z.iso.datetime(),
  /** The provider's reason for a failed send. */
  error: z.nullable(MessageError),
  /** The provider's id (a wamid) once it accepted the message. */
  providerMessageId: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
});
export type ApiMessage = z.infer<typeof ApiMessage>;

export const ApiMessageParams = z.object({ messageId: z.uuid() });

/** The header a retried send repeats so that it is sent once: any text of 1 to 255 characters. */
export const idempotencyKeyHeader = 'idempotency-key';

/** The approved templates of a channel, a page at a time, by part of the name or by language. */
export const ApiTemplatesQuery = z.extend(PageQuery, {
  search: z.optional(z.string().check(z.trim(), z.maxLength(512))),
  language: z.optional(z.string().check(z.maxLength(15))),
});
