import { z } from 'zod';

const mediaObject = <Shape extends z.ZodRawShape>(extra: Shape) =>
  z
    .strictObject({
      id: z.string().min(1).optional(),
      link: z
        .string()
        .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
        .optional(),
      ...extra,
    })
    .refine(
      (media: { id?: unknown; link?: unknown }) => (media.id === undefined) !== (media.link === undefined),
      'must have exactly one of id or link',
    );

const caption = z.string().max(1024).optional();
const image = mediaObject({ caption });
const video = mediaObject({ caption });
const document = mediaObject({ caption, filename: z.string().min(1).max(240).optional() });
const audio = mediaObject({});
const sticker = mediaObject({});

const footer = z.object({ text: z.string().min(1).max(60) });

const buttonHeader = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string().min(1).max(60) }),
  z.object({ type: z.literal('image'), image }),
  z.object({ type: z.literal('video'), video }),
  z.object({ type: z.literal('document'), document }),
]);

const replyButtons = z
  .object({
    type: z.literal('button'),
    header: buttonHeader.optional(),
    body: z.object({ text: z.string().min(1).max(1024) }),
    footer: footer.optional(),
    action: z.object({
      buttons: z
        .array(
          z.object({
            type: z.literal('reply'),
            reply: z.object({ id: z.string().min(1).max(256), title: z.string().min(1).max(20) }),
          }),
        )
        .min(1)
        .max(3),
    }),
  })
  .superRefine((interactive, context) => {
    const buttons = interactive.action.buttons.map((button) => button.reply);
    requireUnique(
      buttons.map((reply) => reply.title),
      ['action', 'buttons'],
      'button titles',
      context,
    );
    requireUnique(
      buttons.map((reply) => reply.id),
      ['action', 'buttons'],
      'button ids',
      context,
    );
  });

const listRow = z.object({
  id: z.string().min(1).max(200),
  title: z.string().min(1).max(24),
  description: z.string().max(72).optional(),
});

const list = z
  .object({
    type: z.literal('list'),
    header: z.object({ type: z.literal('text'), text: z.string().min(1).max(60) }).optional(),
    body: z.object({ text: z.string().min(1).max(4096) }),
    footer: footer.optional(),
    action: z.object({
      button: z.string().min(1).max(20),
      sections: z
        .array(
          z.object({ title: z.string().min(1).max(24).optional(), rows: z.array(listRow).min(1).max(10) }),
        )
        .min(1)
        .max(10),
    }),
  })
  .superRefine((interactive, context) => {
    const { sections } = interactive.action;
    const rows = sections.flatMap((section) => section.rows);
    if (rows.length > 10) {
      context.addIssue({
        code: 'custom',
        path: ['action', 'sections'],
        message: `must contain at most 10 rows in total, got ${rows.length}`,
      });
    }
    requireUnique(
      rows.map((row) => row.id),
      ['action', 'sections'],
      'row ids',
      context,
    );
    sections.forEach((section, index) => {
      if (sections.length > 1 && section.title === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['action', 'sections', index, 'title'],
          message: 'is required when there is more than one section',
        });
      }
    });
  });

const productBody = z.object({ text: z.string().min(1).max(1024) });

const singleProduct = z.object({
  type: z.literal('product'),
  body: productBody.optional(),
  footer: footer.optional(),
  action: z.object({ catalog_id: z.string().min(1), product_retailer_id: z.string().min(1) }),
});

const productList = z
  .object({
    type: z.literal('product_list'),
    header: z.object({ type: z.literal('text'), text: z.string().min(1).max(60) }),
    body: productBody,
    footer: footer.optional(),
    action: z.object({
      catalog_id: z.string().min(1),
      sections: z
        .array(
          z.object({
            title: z.string().min(1).max(24).optional(),
            product_items: z.array(z.object({ product_retailer_id: z.string().min(1) })).min(1),
          }),
        )
        .min(1)
        .max(10),
    }),
  })
  .superRefine((interactive, context) => {
    const { sections } = interactive.action;
    const items = sections.flatMap((section) => section.product_items).length;
    if (items > 30) {
      context.addIssue({
        code: 'custom',
        path: ['action', 'sections'],
        message: `must contain at most 30 products in total, got ${items}`,
      });
    }
    sections.forEach((section, index) => {
      if (sections.length > 1 && section.title === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['action', 'sections', index, 'title'],
          message: 'is required when there is more than one section',
        });
      }
    });
  });

const catalogMessage = z.object({
  type: z.literal('catalog_message'),
  body: productBody,
  footer: footer.optional(),
  action: z.object({
    name: z.literal('catalog_message'),
    parameters: z.object({ thumbnail_product_retailer_id: z.string().min(1) }).optional(),
  }),
});

const templateComponent = z
  .looseObject({
    type: z.enum(['header', 'body', 'button', 'carousel', 'limited_time_offer']),
    sub_type: z.string().optional(),
    index: z.string().optional(),
    parameters: z.array(z.looseObject({ type: z.string() })).optional(),
  })
  .superRefine((component, context) => {
    if (component.type !== 'button') return;
    for (const key of ['sub_type', 'index'] as const) {
      if (component[key] === undefined)
        context.addIssue({ code: 'custom', path: [key], message: 'is required' });
    }
  });

export const templatePayload = z.object({
  name: z.string().min(1).max(512),
  language: z.object({ code: z.string().min(1), policy: z.literal('deterministic').optional() }),
  components: z.array(templateComponent).optional(),
});

const coordinate = z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]).transform(Number);

const common = {
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z
    .string()
    .refine(
      (to) => /^\+?[\d\s().-]+$/.test(to) && to.replace(/\D/g, '').length >= 7,
      'must be a phone number in international format',
    ),
  context: z.object({ message_id: z.string().min(1) }).optional(),
  biz_opaque_callback_data: z.string().max(512).optional(),
};

export const sendMessageBody = z.discriminatedUnion('type', [
  z.object({
    ...common,
    type: z.literal('text'),
    text: z.object({ body: z.string().min(1).max(4096), preview_url: z.boolean().optional() }),
  }),
  z.object({ ...common, type: z.literal('image'), image }),
  z.object({ ...common, type: z.literal('video'), video }),
  z.object({ ...common, type: z.literal('audio'), audio }),
  z.object({ ...common, type: z.literal('document'), document }),
  z.object({ ...common, type: z.literal('sticker'), sticker }),
  z.object({
    ...common,
    type: z.literal('location'),
    location: z.object({
      latitude: coordinate.pipe(z.number().min(-90).max(90)),
      longitude: coordinate.pipe(z.number().min(-180).max(180)),
      name: z.string().optional(),
      address: z.string().optional(),
    }),
  }),
  z.object({
    ...common,
    type: z.literal('contacts'),
    contacts: z
      .array(
        z.looseObject({
          name: z.looseObject({ formatted_name: z.string().min(1) }),
          birthday: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
            .optional(),
          phones: z
            .array(z.looseObject({ phone: z.string().optional(), type: z.string().optional() }))
            .optional(),
        }),
      )
      .min(1),
  }),
  z.object({
    ...common,
    type: z.literal('interactive'),
    interactive: z.discriminatedUnion('type', [
      replyButtons,
      list,
      singleProduct,
      productList,
      catalogMessage,
    ]),
  }),
  z.object({ ...common, type: z.literal('template'), template: templatePayload }),
  z.object({
    ...common,
    type: z.literal('reaction'),
    reaction: z.object({ message_id: z.string().min(1), emoji: z.string().max(16) }),
  }),
]);

export type SendMessageBody = z.output<typeof sendMessageBody>;
export type TemplatePayload = z.output<typeof templatePayload>;
export type InteractivePayload = Extract<SendMessageBody, { type: 'interactive' }>['interactive'];

export const markAsReadBody = z.object({
  messaging_product: z.literal('whatsapp'),
  status: z.literal('read'),
  message_id: z.string().min(1),
  typing_indicator: z.object({ type: z.literal('text') }).optional(),
});

/** Meta's own wording for a bad field: `Param <path> <problem>`. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid parameter';
  const path = issue.path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
  const missing = issue.code === 'invalid_type' && issue.message.endsWith('received undefined');
  return `Param ${path || '(body)'}${missing ? ' is required' : `: ${issue.message}`}`;
}

function requireUnique(values: string[], path: (string | number)[], what: string, context: z.RefinementCtx) {
  if (new Set(values).size !== values.length) {
    context.addIssue({ code: 'custom', path, message: `${what} must be unique` });
  }
}
