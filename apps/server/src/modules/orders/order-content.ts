import type { OrderAnomaly } from '@parley/contract';
import { z } from 'zod';
import type { StoredOrderItem } from '../../db/schema/orders';
import { toMinor } from '../../shared/money';
import type { KnownProducts } from '../catalog/catalog.service';

/** An id Meta's samples give as a string and its reference sometimes as a number. */
const idText = z.union([z.string().min(1), z.number()]).transform(String);

/** The `order` of an inbound message (Meta's webhook reference), as the inbox stored it. */
const OrderMessageContent = z.object({
  catalog_id: idText,
  text: z.string().optional(),
  product_items: z
    .array(
      z.object({
        product_retailer_id: idText,
        quantity: z.number(),
        item_price: z.number().finite(),
        currency: z.string().regex(/^[A-Za-z]{3}$/),
      }),
    )
    .min(1),
});

export interface OrderDraft {
  catalogId: string;
  text: string | null;
  items: StoredOrderItem[];
  currency: string | null;
  totalMinor: number | null;
  anomalies: OrderAnomaly[];
}

const isValidQuantity = (quantity: number) => Number.isInteger(quantity) && quantity > 0;

/**
 * The order an inbound `order` message holds, with its total in minor units; what is odd about it
 * (several currencies, a quantity that is not a positive whole number) is kept as an anomaly rather
 * than refused, since the customer did order. Undefined when the message holds no readable order.
 */
export function orderOfMessage(content: unknown): OrderDraft | undefined {
  const parsed = OrderMessageContent.safeParse(content);
  if (!parsed.success) return undefined;
  const { catalog_id, text, product_items } = parsed.data;
  const items = product_items.map((item) => {
    const currency = item.currency.toUpperCase();
    return {
      productRetailerId: item.product_retailer_id,
      quantity: item.quantity,
      unitPriceMinor: toMinor(item.item_price, currency),
      currency,
    };
  });
  const anomalies: OrderAnomaly[] = [];
  const currencies = new Set(items.map((item) => item.currency));
  if (currencies.size > 1) anomalies.push('mixedCurrencies');
  if (items.some((item) => !isValidQuantity(item.quantity))) anomalies.push('invalidQuantity');
  const [currency] = currencies;
  return {
    catalogId: catalog_id,
    text: text?.trim() || null,
    items,
    currency: currencies.size === 1 && currency ? currency : null,
    totalMinor: currencies.size === 1 ? items.reduce((sum, item) => sum + itemAmountMinor(item), 0) : null,
    anomalies,
  };
}

/** What a line costs; nothing for a quantity that cannot be shipped. */
export const itemAmountMinor = (item: StoredOrderItem): number =>
  isValidQuantity(item.quantity) ? item.unitPriceMinor * item.quantity : 0;

/**
 * What the channel's catalog, as Parley last read it, says about the order: placed from another
 * catalog, naming a product it does not hold, or pricing one in another currency than the product's.
 * Nothing when the catalog was never read.
 */
export function catalogAnomalies(order: OrderDraft, known: KnownProducts | undefined): OrderAnomaly[] {
  if (!known) return [];
  if (known.catalogId !== order.catalogId) return ['otherCatalog'];
  const products = order.items.map((item) => ({ item, product: known.products.get(item.productRetailerId) }));
  const anomalies: OrderAnomaly[] = [];
  if (products.some(({ product }) => !product)) anomalies.push('unknownProduct');
  if (products.some(({ item, product }) => product && product.currency !== item.currency)) {
    anomalies.push('currencyMismatch');
  }
  return anomalies;
}
