import type { ProductMessageInput } from '@parley/contract';
import type { z } from 'zod/mini';
import { AppError } from '../../shared/errors';
import type { InteractiveContent } from '../inbox/sending/outbound-content';
import type { ProductRow } from './catalog.repo';

/** The Store ids a product message names. */
export function productIdsOf(input: z.output<typeof ProductMessageInput>): string[] {
  switch (input.type) {
    case 'product':
      return [input.productId];
    case 'productList':
      return input.sections.flatMap((section) => section.productIds);
    case 'catalog':
      return input.thumbnailProductId ? [input.thumbnailProductId] : [];
  }
}

/**
 * The Cloud API's product, product list or catalog message for the input, its products named by
 * their retailer ids in `catalogId`; a product the catalog no longer holds is NOT_FOUND.
 */
export function productInteractive(
  catalogId: string,
  input: z.output<typeof ProductMessageInput>,
  products: ReadonlyMap<string, ProductRow>,
): InteractiveContent {
  const retailerId = (productId: string) => {
    const product = products.get(productId);
    if (!product) throw new AppError('NOT_FOUND');
    return product.retailerId;
  };
  const footer = input.footer ? { footer: { text: input.footer } } : {};
  switch (input.type) {
    case 'product':
      return {
        type: 'product',
        ...(input.body ? { body: { text: input.body } } : {}),
        ...footer,
        action: { catalog_id: catalogId, product_retailer_id: retailerId(input.productId) },
      };
    case 'productList':
      return {
        type: 'product_list',
        header: { type: 'text', text: input.header },
        body: { text: input.body },
        ...footer,
        action: {
          catalog_id: catalogId,
          sections: input.sections.map((section) => ({
            title: section.title,
            product_items: section.productIds.map((productId) => ({
              product_retailer_id: retailerId(productId),
            })),
          })),
        },
      };
    case 'catalog':
      return {
        type: 'catalog_message',
        body: { text: input.body },
        ...footer,
        action: {
          name: 'catalog_message',
          ...(input.thumbnailProductId
            ? { parameters: { thumbnail_product_retailer_id: retailerId(input.thumbnailProductId) } }
            : {}),
        },
      };
  }
}
