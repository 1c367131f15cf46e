import type { ChannelCatalog, Product } from '@parley/contract';
import { formatMinor } from '../../shared/money';
import type { ChannelCatalogRow, ProductRow } from './catalog.repo';

export const toProductDto = (row: ProductRow): Product => ({
  productId: row.id,
  channelId: row.channelId,
  catalogId: row.catalogId,
  retailerId: row.retailerId,
  name: row.name,
  description: row.description || null,
  imageUrl: row.imageUrl,
  price: formatMinor(row.priceMinor, row.currency),
  currency: row.currency,
  availability: row.availability,
  updatedAt: row.updatedAt.toISOString(),
});

export const toChannelCatalogDto = (row: ChannelCatalogRow, productCount: number): ChannelCatalog => ({
  catalogId: row.catalogId,
  catalogName: row.catalogName,
  managed: true,
  productCount,
  syncedAt: row.syncedAt.toISOString(),
});

/** A channel whose provider's catalogs Parley does not manage. */
export const unmanagedCatalog: ChannelCatalog = {
  catalogId: null,
  catalogName: null,
  managed: false,
  productCount: 0,
  syncedAt: null,
};
