import { parseMinor } from '../../shared/money';
import type { ProductCatalogAtProvider, ProductFields, ProviderProduct } from '../product-catalog';
import { createGraphClient } from './graph-client';

interface GraphProduct {
  id: string;
  retailer_id: string;
  name: string;
  description?: string;
  image_url?: string;
  price?: string;
  currency?: string;
  availability?: string;
}

interface GraphPage<T> {
  data: T[];
  paging?: { cursors?: { after?: string }; next?: string };
}

const productFields = 'id,retailer_id,name,description,image_url,price,currency,availability';

/**
 * The catalog connected to the WhatsApp Business Account, through Meta's Commerce endpoints
 * (`/{waba-id}/product_catalogs`, `/{catalog-id}/products`, `/{product-item-id}`). Meta takes a
 * price in the currency's minor units and writes it back formatted ("$30.00").
 */
export function createCloudApiCatalog(options: {
  graphUrl: string;
  accessToken: string;
  businessAccountId: string;
}): ProductCatalogAtProvider {
  const { request, postJson } = createGraphClient(options.graphUrl, options.accessToken);
  return {
    async connected() {
      const page = await request<GraphPage<{ id: string; name: string }>>(
        `${options.businessAccountId}/product_catalogs?fields=id,name`,
      );
      const [catalog] = page.data;
      return catalog && { catalogId: catalog.id, name: catalog.name };
    },

    async products(catalogId) {
      const products: ProviderProduct[] = [];
      let after: string | undefined;
      do {
        const query = new URLSearchParams({
          fields: productFields,
          limit: '100',
          ...(after ? { after } : {}),
        });
        const page = await request<GraphPage<GraphProduct>>(`${catalogId}/products?${query}`);
        products.push(...page.data.map(fromGraph));
        after = page.paging?.next ? page.paging.cursors?.after : undefined;
      } while (after);
      return products;
    },

    async create(catalogId, product) {
      const created = await postJson<{ id: string }>(`${catalogId}/products`, {
        retailer_id: product.retailerId,
        ...toGraph(product),
      });
      return { providerProductId: created.id };
    },

    async update(providerProductId, change) {
      await postJson(providerProductId, toGraph(change));
    },

    async remove(providerProductId) {
      await request(providerProductId, { method: 'DELETE' });
    },
  };
}

function toGraph(fields: Partial<ProductFields>): Record<string, unknown> {
  return {
    ...(fields.name !== undefined && { name: fields.name }),
    ...(fields.description !== undefined && { description: fields.description }),
    ...(fields.imageUrl !== undefined && { image_url: fields.imageUrl }),
    ...(fields.priceMinor !== undefined && { price: fields.priceMinor }),
    ...(fields.currency !== undefined && { currency: fields.currency }),
    ...(fields.availability !== undefined && {
      availability: fields.availability === 'inStock' ? 'in stock' : 'out of stock',
    }),
  };
}

function fromGraph(product: GraphProduct): ProviderProduct {
  const currency = product.currency ?? 'USD';
  // "$1,234.50" → "1234.50": Graph formats the price for people, in en_US.
  const written = (product.price ?? '').replace(/[^\d.]/g, '');
  return {
    providerProductId: product.id,
    retailerId: product.retailer_id,
    name: product.name,
    description: product.description ?? '',
    imageUrl: product.image_url ?? '',
    priceMinor: parseMinor(written, currency) ?? 0,
    currency,
    availability: product.availability === 'in stock' ? 'inStock' : 'outOfStock',
  };
}
