import { z } from 'zod';

const mediaInput = {
  id: z.string().min(1).optional(),
  /** Small files only: base64 bytes stored as simulator media. */
  data: z.base64().optional(),
  mime_type: z.string().min(1).optional(),
};
const withMedia = <Shape extends z.ZodRawShape>(extra: Shape) =>
  z
    .object({ ...mediaInput, ...extra })
    .refine(
      (media: MediaInput) => (media.id === undefined) !== (media.data === undefined),
      'give exactly one of id or data',
    )
    .refine(
      (media: MediaInput) => media.data === undefined || media.mime_type !== undefined,
      'mime_type is required with data',
    );

type MediaInput = { id?: unknown; data?: unknown; mime_type?: unknown };

const context = z.object({ message_id: z.string().min(1) });

export const customerMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    text: z.object({ body: z.string().min(1).max(4096) }),
    context: context.optional(),
  }),
  z.object({ type: z.literal('image'), image: withMedia({ caption: z.string().max(1024).optional() }) }),
  z.object({ type: z.literal('video'), video: withMedia({ caption: z.string().max(1024).optional() }) }),
  z.object({ type: z.literal('audio'), audio: withMedia({ voice: z.boolean().optional() }) }),
  z.object({
    type: z.literal('document'),
    document: withMedia({ caption: z.string().max(1024).optional(), filename: z.string().min(1).optional() }),
  }),
  z.object({ type: z.literal('sticker'), sticker: withMedia({ animated: z.boolean().optional() }) }),
  z.object({
    type: z.literal('location'),
    location: z.object({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      name: z.string().optional(),
      address: z.string().optional(),
      url: z.string().optional(),
    }),
  }),
  z.object({
    type: z.literal('contacts'),
    contacts: z.array(z.looseObject({ name: z.looseObject({ formatted_name: z.string().min(1) }) })).min(1),
  }),
  z.object({
    type: z.literal('interactive'),
    interactive: z.discriminatedUnion('type', [
      z.object({
        type: z.literal('button_reply'),
        button_reply: z.object({ id: z.string(), title: z.string() }),
      }),
      z.object({
        type: z.literal('list_reply'),
        list_reply: z.object({ id: z.string(), title: z.string(), description: z.string().optional() }),
      }),
    ]),
    context,
  }),
  z.object({
    type: z.literal('button'),
    button: z.object({ payload: z.string(), text: z.string() }),
    context,
  }),
  z.object({
    type: z.literal('reaction'),
    reaction: z.object({ message_id: z.string().min(1), emoji: z.string().min(1).optional() }),
  }),
  z.object({
    type: z.literal('order'),
    order: z.object({
      catalog_id: z.string().min(1),
      text: z.string().optional(),
      product_items: z
        .array(
          z.object({
            product_retailer_id: z.string().min(1),
            quantity: z.number().int().positive(),
            item_price: z.number().nonnegative(),
            currency: z.string().length(3),
          }),
        )
        .min(1),
    }),
  }),
]);

/** A click-to-WhatsApp ad or post the customer tapped before writing, in Meta's `referral` fields. */
export const adReferral = z
  .object({
    source_url: z.url(),
    source_id: z.string().min(1),
    source_type: z.enum(['ad', 'post']).default('ad'),
    headline: z.string().optional(),
    body: z.string().optional(),
    media_type: z.enum(['image', 'video']).optional(),
    image_url: z.url().optional(),
    video_url: z.url().optional(),
    thumbnail_url: z.url().optional(),
    /** Left out for ads shown in Status, as Meta does. */
    ctwa_clid: z.string().min(1).optional(),
  })
  .refine(
    (referral) => referral.media_type !== 'image' || referral.image_url !== undefined,
    'an image ad needs image_url',
  )
  .refine(
    (referral) => referral.media_type !== 'video' || referral.video_url !== undefined,
    'a video ad needs video_url',
  );

/** The catalog product the customer pressed "Message business" on. */
export const referredProduct = z.object({
  catalog_id: z.string().min(1),
  product_retailer_id: z.string().min(1),
});

export const customerMessageBody = z.object({
  phoneNumberId: z.string().min(1),
  /** Profile name for a customer the seed does not know. */
  name: z.string().min(1).optional(),
  message: customerMessage,
  referral: adReferral.optional(),
  referred_product: referredProduct.optional(),
});

export type CustomerMessage = z.output<typeof customerMessage>;
/** Where the customer wrote from: an ad, or a product of the business's catalog. */
export type CustomerMessageOrigin = Pick<
  z.output<typeof customerMessageBody>,
  'name' | 'referral' | 'referred_product'
>;
