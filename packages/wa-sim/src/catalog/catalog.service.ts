import { z } from 'zod';
import { selectFields } from '../graph/objects';
import { GraphError, graphErrors } from '../graph-error';
import type { SimulatorState } from '../state';
import type { Catalog, CatalogProduct } from './catalog.store';

type Params = Record<string, unknown>;

const productNodeType = 'ProductItem';
const productDefaultFields = ['retailer_id', 'name'];

const availability = z.enum(['in stock', 'out of stock']);
const productFields = {
  name: z.string().trim().min(1).max(150),
  description: z.string().max(9999),
  image_url: z.url({ protocol: /^https?$/ }),
  // Meta takes the price in the currency's smallest unit, as a whole number.
  price: z.coerce.number().int().min(0),
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code'),
  availability,
  url: z.url(),
};
const newProduct = z.object({
  retailer_id: z.string().trim().min(1).max(100),
  ...productFields,
  description: productFields.description.optional(),
  availability: availability.default('in stock'),
  url: productFields.url.optional(),
});
const productChange = z.object(productFields).partial();

function parsed<T>(schema: z.ZodType<T>, params: Params): T {
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const missing = issue?.code === 'invalid_type' && issue.message.endsWith('received undefined');
  throw new GraphError({
    code: 100,
    message: `(#100) Param ${issue?.path.join('.') ?? '(body)'}${missing ? ' is required' : `: ${issue?.message}`}`,
  });
}

/** How Graph writes a product's price: formatted in its currency, as Commerce Manager shows it. */
function formattedPrice(product: CatalogProduct): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: product.currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(product.price / 10 ** digits);
}

/** A product item node; a seeded picture's path is served by the simulator at `origin`. */
export function describeProduct(product: CatalogProduct, origin: string, fields: unknown) {
  const node = {
    id: product.id,
    retailer_id: product.retailerId,
    name: product.name,
    description: product.description,
    image_url: product.imageUrl.startsWith('/') ? `${origin}${product.imageUrl}` : product.imageUrl,
    price: formattedPrice(product),
    currency: product.currency,
    availability: product.availability,
    url: product.url,
  };
  return selectFields(node, fields, productDefaultFields, productNodeType);
}

/** `GET /{waba-id}/product_catalogs`: the catalogs connected to the business account. */
export function connectedCatalogs(state: SimulatorState, wabaId: string) {
  const data = state.catalogs.connectedTo(wabaId).map((catalog) => ({ id: catalog.id, name: catalog.name }));
  return { data };
}

export function requireCatalog(state: SimulatorState, id: string, method: string): Catalog {
  const catalog = state.catalogs.get(id);
  if (!catalog) throw graphErrors.unsupportedRequest(id, method);
  return catalog;
}

/** `GET /{catalog-id}/products`, `limit` at a time after the `after` cursor (a product id, base64). */
export function listProducts(catalog: Catalog, query: Params, origin: string) {
  const limit = Math.min(Math.max(Number(query.limit) || 25, 1), 100);
  const all = [...catalog.products.values()];
  const after = typeof query.after === 'string' ? Buffer.from(query.after, 'base64url').toString() : '';
  const start = after ? all.findIndex((product) => product.id === after) + 1 : 0;
  const page = all.slice(start, start + limit);
  const cursor = (product: CatalogProduct | undefined) =>
    product ? Buffer.from(product.id).toString('base64url') : '';
  const more = start + limit < all.length;
  return {
    data: page.map((product) => describeProduct(product, origin, query.fields)),
    paging: {
      cursors: { before: cursor(page[0]), after: cursor(page.at(-1)) },
      ...(more ? { next: `${origin}/products?after=${cursor(page.at(-1))}&limit=${limit}` } : {}),
    },
  };
}

/** `POST /{catalog-id}/products`: a new product item; its retailer id must be new to the catalog. */
export function createProduct(state: SimulatorState, catalog: Catalog, params: Params) {
  const input = parsed(newProduct, params);
  if (state.catalogs.byRetailerId(catalog, input.retailer_id)) {
    throw new GraphError({
      code: 10800,
      message: `(#10800) Duplicate retailer_id when attempting to create a product item: ${input.retailer_id}`,
    });
  }
  const product = state.catalogs.add(catalog, {
    retailerId: input.retailer_id,
    name: input.name,
    description: input.description ?? '',
    imageUrl: input.image_url,
    price: input.price,
    currency: input.currency,
    availability: input.availability,
    url: input.url ?? '',
  });
  return { id: product.id };
}

/** `POST /{product-item-id}`: changes the fields given. */
export function updateProduct(product: CatalogProduct, params: Params) {
  const change = parsed(productChange, params);
  if (change.name !== undefined) product.name = change.name;
  if (change.description !== undefined) product.description = change.description;
  if (change.image_url !== undefined) product.imageUrl = change.image_url;
  if (change.price !== undefined) product.price = change.price;
  if (change.currency !== undefined) product.currency = change.currency;
  if (change.availability !== undefined) product.availability = change.availability;
  if (change.url !== undefined) product.url = change.url;
  return { success: true };
}
