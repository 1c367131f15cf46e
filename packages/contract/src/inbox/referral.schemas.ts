import { z } from 'zod/mini';

const text = z.optional(z.string());

/**
 * The click-to-WhatsApp ad or post a customer's message came from (Meta's `referral`): where it
 * was shown, what it said, its picture or video, and the click id Meta's conversions API takes.
 */
export const AdReferral = z.object({
  sourceUrl: text,
  sourceId: text,
  /** `ad` or `post`. */
  sourceType: text,
  headline: text,
  body: text,
  /** `image` or `video`. */
  mediaType: text,
  imageUrl: text,
  videoUrl: text,
  thumbnailUrl: text,
  ctwaClid: text,
});
export type AdReferral = z.infer<typeof AdReferral>;

/** The catalog product a customer asked about with "Message business" (Meta's `context.referred_product`). */
export const ReferredProduct = z.object({ catalogId: z.string(), productRetailerId: z.string() });
export type ReferredProduct = z.infer<typeof ReferredProduct>;

/** An ad a contact came from, and when their message from it arrived. */
export const ContactAdReferral = z.extend(AdReferral, { at: z.iso.datetime() });
export type ContactAdReferral = z.infer<typeof ContactAdReferral>;
