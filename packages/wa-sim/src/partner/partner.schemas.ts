import { z } from 'zod';
import { digitsOf } from '../ids';

/** Form fields arrive as strings; JSON bodies may carry real booleans. */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/** Clients often send an optional form field empty rather than leave it out. */
const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** Fields the partner API takes as JSON text inside a form (`message`, `template`, `buttons`). */
const jsonText = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (typeof value === 'string' ? parseJson(value) : value), schema);

const phoneDigits = z
  .string()
  .regex(/^\+?[\d\s().-]+$/, 'must be a phone number with its country code')
  .transform(digitsOf)
  .pipe(z.string().min(7, 'must be a phone number with its country code').max(15));
const httpUrl = z.string().regex(/^https?:\/\/\S+$/, 'must be an http(s) URL');

export const loginForm = z.object({ email: z.string().min(1), password: z.string().min(1) });

export const createAppForm = z.object({
  name: z.string().regex(/^[A-Za-z0-9]{3,100}$/, 'must be 3 to 100 letters and digits'),
  templateMessaging: flag.optional(),
  disableOptinPrefUrl: flag.optional(),
});

export const subscriptionForm = z.object({
  url: httpUrl,
  modes: z
    .string()
    .transform((modes) =>
      modes
        .split(',')
        .map((mode) => mode.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string()).min(1, 'must name at least one mode')),
  tag: z.string().default(''),
  version: z.coerce.number().pipe(z.union([z.literal(2), z.literal(3)], { error: 'must be 2 or 3' })),
});

const addressing = {
  source: phoneDigits,
  destination: phoneDigits,
  'src.name': z.string().min(1),
};

const textOption = { type: z.literal('text').default('text'), title: z.string().min(1) };
const quickReplyText = { text: z.string().min(1), caption: optional(z.string()) };

/** Reply buttons: the header, body (`text`) and footer (`caption`) in `content`, up to 3 `options`. */
const quickReply = z.object({
  type: z.literal('quick_reply'),
  msgid: optional(z.string()),
  content: z.discriminatedUnion('type', [
    z.object({ type: z.literal('text'), header: optional(z.string()), ...quickReplyText }),
    z.object({ type: z.literal('image'), url: httpUrl, ...quickReplyText }),
    z.object({ type: z.literal('video'), url: httpUrl, ...quickReplyText }),
    z.object({ type: z.literal('file'), url: httpUrl, filename: optional(z.string()), ...quickReplyText }),
  ]),
  options: z
    .array(z.object({ ...textOption, postbackText: optional(z.string()) }))
    .min(1, 'must have at least 1 option')
    .max(3, 'must have at most 3 options'),
});

/** A list: one global button opens `items` (sections) of `options` (rows), 10 rows in all. */
const list = z
  .object({
    type: z.literal('list'),
    msgid: optional(z.string()),
    title: optional(z.string()),
    body: z.string().min(1),
    footer: optional(z.string()),
    globalButtons: z.array(z.object(textOption)).length(1, 'must have exactly 1 button'),
    items: z
      .array(
        z.object({
          title: optional(z.string()),
          subtitle: optional(z.string()),
          options: z
            .array(
              z.object({
                ...textOption,
                description: optional(z.string()),
                postbackText: optional(z.string()),
              }),
            )
            .min(1, 'must have at least 1 option'),
        }),
      )
      .min(1, 'must have at least 1 item')
      .max(10, 'must have at most 10 items'),
  })
  .refine((message) => message.items.flatMap((item) => item.options).length <= 10, {
    path: ['items'],
    message: 'must have at most 10 options in all',
  });

const sessionMessage = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('text'), text: z.string().min(1).max(4096) }),
    z.object({
      type: z.literal('image'),
      originalUrl: httpUrl,
      previewUrl: httpUrl.optional(),
      caption: z.string().max(1024).optional(),
    }),
    z.object({ type: z.literal('file'), url: httpUrl, filename: z.string().min(1).max(240).optional() }),
    z.object({ type: z.literal('video'), url: httpUrl, caption: z.string().max(1024).optional() }),
    z.object({ type: z.literal('audio'), url: httpUrl }),
    z.object({
      type: z.literal('location'),
      latitude: z.coerce.number().min(-90).max(90),
      longitude: z.coerce.number().min(-180).max(180),
      name: z.string().optional(),
      address: z.string().optional(),
    }),
    quickReply,
    list,
  ],
  { error: (issue) => (issue.code === 'invalid_union' ? 'unsupported message type' : undefined) },
);

export const sessionMessageForm = z.object({
  channel: z.literal('whatsapp'),
  ...addressing,
  message: jsonText(sessionMessage),
});

const mediaReference = z
  .object({ link: httpUrl.optional(), id: z.string().min(1).optional() })
  .refine((media) => (media.link === undefined) !== (media.id === undefined), 'must have one of id or link');

const templateHeaderMedia = z.discriminatedUnion('type', [
  z.object({ type: z.literal('image'), image: mediaReference }),
  z.object({ type: z.literal('video'), video: mediaReference }),
  z.object({ type: z.literal('document'), document: mediaReference }),
]);

export const templateMessageForm = z.object({
  ...addressing,
  template: jsonText(z.object({ id: z.string().min(1), params: z.array(z.coerce.string()).default([]) })),
  message: optional(jsonText(templateHeaderMedia)),
});

export const createTemplateForm = z.object({
  elementName: z.string().min(1),
  languageCode: z.string().min(2),
  category: z.string().min(1),
  templateType: z
    .string()
    .transform((type) => type.toUpperCase())
    .pipe(z.enum(['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT'])),
  content: z.string().min(1).max(1024),
  example: optional(z.string()),
  header: optional(z.string().max(60)),
  footer: optional(z.string().max(60)),
  buttons: optional(
    jsonText(z.array(z.looseObject({ type: z.string().min(1), text: z.string().min(1).max(25) })).max(10)),
  ),
  exampleMedia: optional(z.string()),
});

export type SessionMessage = z.output<typeof sessionMessage>;
export type TemplateMessageForm = z.output<typeof templateMessageForm>;
export type CreateTemplateForm = z.output<typeof createTemplateForm>;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
