import { zodResolver } from '@hookform/resolvers/zod';
import { ProductMessageInput } from '@parley/contract';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';

export type ProductMessageType = ProductMessageInput['type'];
export const productMessageTypes: readonly ProductMessageType[] = ['product', 'productList', 'catalog'];

/**
 * What the dialog holds for all three kinds at once, so switching kinds keeps what was typed; the
 * contract's schema keeps only the chosen kind's fields.
 */
export interface ProductMessageForm {
  type: ProductMessageType;
  productId: string;
  header: string;
  body: string;
  footer: string;
  sections: { title: string; productIds: string[] }[];
  thumbnailProductId?: string;
}

export const emptySection = (): ProductMessageForm['sections'][number] => ({ title: '', productIds: [] });

export const emptyProductMessage = (): ProductMessageForm => ({
  type: 'product',
  productId: '',
  header: '',
  body: '',
  footer: '',
  sections: [emptySection()],
});

export const productMessageResolver = zodResolver(
  ProductMessageInput,
) as unknown as Resolver<ProductMessageForm>;

/** The resolver's output: the chosen kind's fields only, checked and trimmed by the contract's schema. */
export const productMessageBody = (checked: ProductMessageForm) =>
  checked as unknown as z.output<typeof ProductMessageInput>;

/** How many products a list offers over all its sections (at most `maxProductListItems`). */
export const productListCount = (
  sections: readonly { productIds: readonly string[] }[] | undefined,
): number => (sections ?? []).reduce((sum, section) => sum + section.productIds.length, 0);

/** The fields the server may name in a VALIDATION_FAILED answer. */
export const productMessageServerFields = [
  'productId',
  'header',
  'body',
  'footer',
  'sections',
  'thumbnailProductId',
] as const;
