import { and, asc, count, eq, ilike, inArray, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { channelCatalogs, products } from '../../db/schema/index';

export type ChannelCatalogRow = typeof channelCatalogs.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type NewProduct = Omit<typeof products.$inferInsert, 'id' | 'updatedAt'>;

export async function findChannelCatalog(db: Database, channelId: string) {
  const [row] = await db.select().from(channelCatalogs).where(eq(channelCatalogs.channelId, channelId));
  return row;
}

/**
 * Records the catalog the provider named for the channel and makes the products under it exactly
 * those it listed, in one transaction: a product deleted at the provider goes, an edited one changes.
 */
export function replaceCatalog(
  db: Database,
  catalog: Omit<ChannelCatalogRow, 'syncedAt'>,
  listed: NewProduct[],
): Promise<ChannelCatalogRow> {
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(channelCatalogs)
      .values({ ...catalog, syncedAt: sql`now()` })
      .onConflictDoUpdate({
        target: channelCatalogs.channelId,
        set: { catalogId: catalog.catalogId, catalogName: catalog.catalogName, syncedAt: sql`now()` },
      })
      .returning();
    const retailerIds = listed.map((product) => product.retailerId);
    const listedNow =
      catalog.catalogId !== null && retailerIds.length > 0
        ? and(eq(products.catalogId, catalog.catalogId), inArray(products.retailerId, retailerIds))
        : undefined;
    await tx
      .delete(products)
      .where(and(eq(products.channelId, catalog.channelId), listedNow ? not(listedNow) : undefined));
    for (let start = 0; start < listed.length; start += 500) {
      await tx
        .insert(products)
        .values(listed.slice(start, start + 500))
        .onConflictDoUpdate({
          target: [products.channelId, products.catalogId, products.retailerId],
          set: {
            providerProductId: sql`excluded.provider_product_id`,
            name: sql`excluded.name`,
            description: sql`excluded.description`,
            imageUrl: sql`excluded.image_url`,
            priceMinor: sql`excluded.price_minor`,
            currency: sql`excluded.currency`,
            availability: sql`excluded.availability`,
            updatedAt: sql`now()`,
          },
        });
    }
    if (!saved) throw new Error('the channel catalog was not saved');
    return saved;
  });
}

const matching = (channelId: string, catalogId: string, search?: string) =>
  and(
    eq(products.channelId, channelId),
    eq(products.catalogId, catalogId),
    search
      ? or(
          ilike(products.name, `%${escapeLike(search)}%`),
          ilike(products.retailerId, `%${escapeLike(search)}%`),
        )
      : undefined,
  );

/** A page of the catalog's products by name, and how many match in all. */
export async function listProducts(
  db: Database,
  channelId: string,
  catalogId: string,
  page: { search?: string; skip: number; limit: number },
) {
  const where = matching(channelId, catalogId, page.search);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(sql`lower(${products.name})`), asc(products.id))
      .offset(page.skip)
      .limit(page.limit),
    db.select({ count: count() }).from(products).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function countProducts(db: Database, channelId: string, catalogId: string): Promise<number> {
  const [total] = await db.select({ count: count() }).from(products).where(matching(channelId, catalogId));
  return total?.count ?? 0;
}

export async function findProduct(db: Database, accountId: string, productId: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.accountId, accountId)));
  return row;
}

export async function findProductByRetailerId(
  db: Database,
  channelId: string,
  catalogId: string,
  retailerId: string,
) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(matching(channelId, catalogId), eq(products.retailerId, retailerId)));
  return row;
}

/** The products of these retailer ids in the channel's catalog. */
export function productsByRetailerIds(
  db: Database,
  channelId: string,
  catalogId: string,
  retailerIds: string[],
) {
  if (retailerIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(products)
    .where(and(matching(channelId, catalogId), inArray(products.retailerId, retailerIds)));
}

/** The products of these Store ids in the channel's catalog. */
export function productsByIds(db: Database, channelId: string, catalogId: string, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(products)
    .where(and(matching(channelId, catalogId), inArray(products.id, productIds)));
}

/** Adds the product, or replaces the one of its retailer id (an import's row for a known product). */
export async function saveProduct(db: Database, product: NewProduct): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values(product)
    .onConflictDoUpdate({
      target: [products.channelId, products.catalogId, products.retailerId],
      set: { ...product, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('the product was not saved');
  return row;
}

export async function updateProduct(
  db: Database,
  productId: string,
  change: Partial<Omit<NewProduct, 'accountId' | 'channelId' | 'catalogId' | 'retailerId'>>,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(products.id, productId))
    .returning();
  return row;
}

export async function deleteProduct(db: Database, productId: string): Promise<void> {
  await db.delete(products).where(eq(products.id, productId));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
