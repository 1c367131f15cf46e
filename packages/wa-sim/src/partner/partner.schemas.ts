import { z } from 'zod';
import { digitsOf } from '../ids';
import { templatePayload } from '../messages/send.schemas';

/** Form fields arrive as strings; JSON bodies may carry real booleans. */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/** Clients often send an optional field empty (or, inside JSON, null) rather than leave it out. */
const optional = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** Fields the partner API takes as JSON text inside a form (`message`, `template`, `buttons`, `cards`). */
const jsonText = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value, context) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      context.addIssue({ code: 'custom', message: 'must be valid JSON' });
      return z.NEVER;
    }
  }, schema);

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

/** The v3 send: the Cloud API's template message, as JSON, to one customer. */
export const cloudTemplateMessage = z.object({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: phoneDigits,
  type: z.literal('template'),
  template: templatePayload,
});
export type CloudTemplateMessage = z.output<typeof cloudTemplateMessage>;

export const templateMessageForm = z.object({
  ...addressing,
  template: jsonText(z.object({ id: z.string().min(1), params: z.array(z.coerce.string()).default([]) })),
  message: optional(jsonText(templateHeaderMedia)),
});

const buttonText = z.string().min(1).max(25);

/** A carousel card's buttons: a URL ending in `{{1}}` takes its example `suffix`. */
const cardButton = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('QUICK_REPLY'), text: buttonText }),
    z
      .object({
        type: z.literal('URL'),
        text: buttonText,
        url: httpUrl.max(2000),
        buttonValue: optional(z.string()),
        suffix: optional(z.string()),
        example: optional(z.array(z.string())),
      })
      .refine((button) => !button.url.endsWith('{{1}}') || button.suffix !== undefined, {
        path: ['suffix'],
        message: 'is required for a url ending in {{1}}',
      }),
    z.object({
      type: z.literal('PHONE_NUMBER'),
      text: buttonText,
      phoneNumber: z.string().regex(/^\+?\d{6,20}$/, 'must be a phone number with its country code'),
    }),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union' ? 'must be a QUICK_REPLY, URL or PHONE_NUMBER button' : undefined,
  },
);

const carouselCard = z
  .object({
    headerType: z
      .string()
      .transform((type) => type.toUpperCase())
      .pipe(z.enum(['IMAGE', 'VIDEO'])),
    mediaUrl: optional(httpUrl),
    mediaId: optional(z.string()),
    exampleMedia: optional(z.string()),
    body: optional(z.string().max(160)),
    sampleText: optional(z.string()),
    buttons: z.array(cardButton).max(2, 'must have at most 2 buttons').default([]),
  })
  .refine(
    (card) => [card.mediaUrl, card.mediaId, card.exampleMedia].some((media) => media !== undefined),
    'must have one of mediaUrl, mediaId or exampleMedia',
  );

/** What makes cards alike: the platform wants every card laid out as the first. */
const cardLayout = (card: z.output<typeof carouselCard>) =>
  [card.headerType, card.body ? 'BODY' : '', ...card.buttons.map((button) => button.type)].join();

const carouselCards = z
  .array(carouselCard)
  .min(2, 'must have at least 2 cards')
  .max(10, 'must have at most 10 cards')
  .refine(
    (cards) => new Set(cards.map(cardLayout)).size === 1,
    'must all have the same header type, body and buttons',
  );

/** The fields a carousel leaves to its cards. */
const notInCarousels = ['header', 'footer', 'buttons', 'exampleMedia'] as const;

export const createTemplateForm = z
  .object({
    elementName: z.string().min(1),
    languageCode: z.string().min(2),
    category: z.string().min(1),
    templateType: z
      .string()
      .transform((type) => type.toUpperCase())
      .pipe(z.enum(['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT', 'CAROUSEL'])),
    content: z.string().min(1).max(1024),
    example: optional(z.string()),
    header: optional(z.string().max(60)),
    footer: optional(z.string().max(60)),
    buttons: optional(
      jsonText(z.array(z.looseObject({ type: z.string().min(1), text: buttonText })).max(10)),
    ),
    exampleMedia: optional(z.string()),
    cards: optional(jsonText(carouselCards)),
  })
  .superRefine((form, context) => {
    const refuse = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (form.templateType !== 'CAROUSEL') {
      if (form.cards) refuse('cards', 'are only taken by CAROUSEL templates');
      return;
    }
    if (!form.cards) refuse('cards', 'is required for CAROUSEL templates');
    if (!['MARKETING', 'UTILITY'].includes(form.category.toUpperCase())) {
      refuse('category', 'must be MARKETING or UTILITY for CAROUSEL templates');
    }
    for (const field of notInCarousels) {
      if (form[field] !== undefined)
        refuse(field, 'is not taken by CAROUSEL templates: it belongs on the cards');
    }
  });

export type SessionMessage = z.output<typeof sessionMessage>;
export type TemplateMessageForm = z.output<typeof templateMessageForm>;
export type CreateTemplateForm = z.output<typeof createTemplateForm>;
export type CarouselCard = z.output<typeof carouselCard>;
