import type { ProductAvailability } from '@parley/contract';

/** What a product is at the provider, its price in the currency's minor units. */
export interface ProductFields {
  name: string;
  description: string;
  imageUrl: string;
  priceMinor: number;
  currency: string;
  availability: ProductAvailability;
}

export interface ProviderProduct extends ProductFields {
  providerProductId: string;
  retailerId: string;
}

/** The catalog connected to a business account at its provider, which customers browse and order from. */
export interface ProductCatalogAtProvider {
  /** The catalog connected to the business account, if any. */
  connected(): Promise<{ catalogId: string; name: string } | undefined>;
  products(catalogId: string): Promise<ProviderProduct[]>;
  create(
    catalogId: string,
    product: ProductFields & { retailerId: string },
  ): Promise<{ providerProductId: string }>;
  update(providerProductId: string, change: Partial<ProductFields>): Promise<void>;
  remove(providerProductId: string): Promise<void>;
}
