import { z } from 'zod/mini';
import { integer, queryInteger } from '../common';
import { validationMessages as m } from '../validation';

/** Whether customers can order a product now (Meta's `in stock` and `out of stock`). */
export const productAvailabilities = ['inStock', 'outOfStock'] as const;
export const ProductAvailability = z.enum(productAvailabilities);
export type ProductAvailability = z.infer<typeof ProductAvailability>;

/** A price as the catalog shows it: a decimal string in the currency's major unit ("12.50"). */
export const productPrice = z
  .string()
  .check(z.trim(), z.regex(/^\d{1,9}(\.\d{1,3})?$/, m.productPriceInvalid));

/** One product of a channel's catalog, as Parley last read or wrote it at the provider. */
export const Product = z.object({
  productId: z.uuid(),
  channelId: z.uuid(),
  catalogId: z.string(),
  /** The SKU customers' orders name (`product_retailer_id`). */
  retailerId: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  imageUrl: z.string(),
  price: z.string(),
  currency: z.string(),
  availability: ProductAvailability,
  updatedAt: z.iso.datetime(),
});
export type Product = z.infer<typeof Product>;

const productFields = {
  name: z.string().check(z.trim(), z.minLength(1, m.productNameRequired), z.maxLength(150, m.tooLong)),
  description: z.optional(z.string().check(z.trim(), z.maxLength(5000, m.tooLong))),
  imageUrl: z
    .url({ protocol: /^https?$/, error: m.productImageUrlInvalid })
    .check(z.maxLength(2000, m.tooLong)),
  price: productPrice,
  currency: z.string().check(z.trim(), z.regex(/^[A-Za-z]{3}$/, m.productCurrencyInvalid), z.toUpperCase()),
  availability: z._default(ProductAvailability, 'inStock'),
};

export const retailerId = z.string().check(z.trim(), z.regex(/^\S{1,100}$/, m.productRetailerIdInvalid));

/** A new product: its retailer id is its key in the catalog and cannot change afterwards. */
export const ProductInput = z.object({ retailerId, ...productFields });
export type ProductInput = z.input<typeof ProductInput>;

export const ProductUpdate = z.partial(z.object(productFields));
export type ProductUpdate = z.input<typeof ProductUpdate>;

export const productPageSize = 25;

export const ProductListQuery = z.object({
  /** Part of the name or the retailer id. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, m.tooLong))),
  skip: z._default(queryInteger(0), 0),
  limit: z._default(queryInteger(1, 100), productPageSize),
});
export type ProductListQuery = z.input<typeof ProductListQuery>;

export const ProductList = z.object({ products: z.array(Product), count: integer() });
export type ProductList = z.infer<typeof ProductList>;

/**
 * A channel's catalog: the one connected to its WhatsApp Business Account at the provider (in
 * Meta's Commerce Manager), or none. The partner provider does not manage catalogs through Parley.
 */
export const ChannelCatalog = z.object({
  catalogId: z.nullable(z.string()),
  catalogName: z.nullable(z.string()),
  /** False for providers whose catalogs Parley cannot manage. */
  managed: z.boolean(),
  productCount: integer(),
  syncedAt: z.nullable(z.iso.datetime()),
});
export type ChannelCatalog = z.infer<typeof ChannelCatalog>;

/** The most rows one product import takes. */
export const maxProductImportRows = 1000;

/** Why a row of a product import was refused; the report says it in these words. */
export const productImportRefusals = {
  retailerIdInvalid: m.productRetailerIdInvalid,
  nameMissing: m.productNameRequired,
  priceInvalid: m.productPriceInvalid,
  currencyInvalid: m.productCurrencyInvalid,
  imageUrlInvalid: m.productImageUrlInvalid,
  availabilityInvalid: 'Write the availability as "in stock" or "out of stock"',
  valueTooLong: m.tooLong,
  repeated: 'This retailer id is on an earlier row of the file',
  providerRefused: 'The catalog refused this product',
} as const;
export type ProductImportRefusal = keyof typeof productImportRefusals;

export const ProductImportReport = z.object({
  created: integer(),
  updated: integer(),
  refused: z.array(
    z.object({
      /** The row's number in the file, the header being row 1. */
      rowNumber: integer(),
      reason: z.enum(Object.keys(productImportRefusals) as [ProductImportRefusal, ...ProductImportRefusal[]]),
      /** The provider's own words, when it refused the product. */
      detail: z.nullable(z.string()),
      values: z.array(z.string()),
    }),
  ),
});
export type ProductImportReport = z.infer<typeof ProductImportReport>;

/** The columns of the import file, in the sample's order. */
export const productImportColumns = [
  'retailer_id',
  'name',
  'description',
  'price',
  'currency',
  'image_url',
  'availability',
] as const;

export const ChannelProductsParams = z.object({ channelId: z.uuid() });
export const ProductIdParams = z.object({ productId: z.uuid() });
export const ProductSampleQuery = z.object({ format: z._default(z.enum(['csv', 'xlsx']), 'csv') });

const messageBody = z
  .string()
  .check(z.trim(), z.minLength(1, m.messageTextRequired), z.maxLength(1024, m.tooLong));
const messageFooter = z.optional(z.string().check(z.trim(), z.maxLength(60, m.tooLong)));

/** The most products one product list message offers (Meta's limit), in at most 10 sections. */
export const maxProductListItems = 30;

/**
 * A product message an agent sends from the inbox (inside the customer service window): one
 * product, a list of products in titled sections, or the whole catalog. Products are named by
 * their Store ids; the customer can put them in a cart and order.
 */
export const ProductMessageInput = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('product'),
    productId: z.uuid(),
    body: z.optional(z.string().check(z.trim(), z.maxLength(1024, m.tooLong))),
    footer: messageFooter,
  }),
  z
    .object({
      type: z.literal('productList'),
      header: z
        .string()
        .check(z.trim(), z.minLength(1, m.productListHeaderRequired), z.maxLength(60, m.tooLong)),
      body: messageBody,
      footer: messageFooter,
      sections: z
        .array(
          z.object({
            title: z
              .string()
              .check(z.trim(), z.minLength(1, m.productSectionTitleRequired), z.maxLength(24, m.tooLong)),
            productIds: z.array(z.uuid()).check(z.minLength(1)),
          }),
        )
        .check(z.minLength(1), z.maxLength(10, m.productListTooManySections)),
    })
    .check(
      z.refine(
        (input) => input.sections.flatMap((section) => section.productIds).length <= maxProductListItems,
        { message: m.productListTooManyItems, path: ['sections'] },
      ),
    ),
  z.object({
    type: z.literal('catalog'),
    body: messageBody,
    footer: messageFooter,
    /** The product whose picture the message shows. */
    thumbnailProductId: z.optional(z.uuid()),
  }),
]);
export type ProductMessageInput = z.input<typeof ProductMessageInput>;
export const ConversationProductParams = z.object({ conversationId: z.uuid() });
