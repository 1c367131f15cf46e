import {
  type ChannelCatalog,
  type Message,
  type Product,
  type ProductImportReport,
  type ProductInput,
  type ProductList,
  type ProductListQuery,
  type ProductMessageInput,
  type ProductUpdate,
  validationMessages,
} from '@parley/contract';
import type { z } from 'zod/mini';
import type { Database } from '../../db/client';
import { ProviderError } from '../../providers/messaging-provider';
import type { ProductCatalogAtProvider } from '../../providers/product-catalog';
import { AppError } from '../../shared/errors';
import { forEachByKey } from '../../shared/keyed-concurrency';
import { formatMinor, parseMinor } from '../../shared/money';
import type { Principal } from '../../types/fastify';
import type { ChannelProviders } from '../channels/channel-providers';
import type { ChannelsService } from '../channels/channels.service';
import { withProvider } from '../channels/with-provider';
import type { InboxPort } from '../inbox/inbox.port';
import type { FormReader } from '../media/media.multipart';
import { toChannelCatalogDto, toProductDto, unmanagedCatalog } from './catalog.mapper';
import {
  type ChannelCatalogRow,
  countProducts,
  deleteProduct,
  findChannelCatalog,
  findProduct,
  findProductByRetailerId,
  listProducts,
  type ProductRow,
  productsByIds,
  productsByRetailerIds,
  replaceCatalog,
  saveProduct,
  updateProduct,
} from './catalog.repo';
import type { ProductImportFiles } from './product-import-files';
import { importColumns, type RefusedRow, readProductRows } from './product-import-rows';
import { productIdsOf, productInteractive } from './product-message';

export interface KnownProducts {
  catalogId: string | null;
  products: Map<string, ProductRow>;
}

export interface CatalogDependencies {
  db: Database;
  channels: Pick<ChannelsService, 'get'>;
  providers: Pick<ChannelProviders, 'productCatalog'>;
  inbox: Pick<InboxPort, 'sendAgentInteractive'>;
  importFiles: ProductImportFiles;
}

/** Provider calls an import makes at once. */
const importCallsAtOnce = 8;

/** A price the form's pattern let through may still have more decimals than its currency has. */
function minorOf(price: string, currency: string): number {
  const minor = parseMinor(price, currency);
  if (minor === undefined) {
    throw new AppError('VALIDATION_FAILED', [
      { path: 'price', message: validationMessages.productPriceInvalid },
    ]);
  }
  return minor;
}

/**
 * The Store: the catalog connected to a channel's business account, kept at the provider. Every
 * change is made there first and then copied here; a sync reads the provider's catalog again.
 */
export function createCatalogService({ db, channels, providers, inbox, importFiles }: CatalogDependencies) {
  const toolsOf = async (accountId: string, channelId: string) => {
    await channels.get(accountId, channelId);
    return providers.productCatalog(accountId, channelId);
  };

  const sync = (
    accountId: string,
    channelId: string,
    tools: ProductCatalogAtProvider,
  ): Promise<ChannelCatalogRow> =>
    withProvider(async () => {
      const connected = await tools.connected();
      const listed = connected ? await tools.products(connected.catalogId) : [];
      return replaceCatalog(
        db,
        {
          channelId,
          accountId,
          catalogId: connected?.catalogId ?? null,
          catalogName: connected?.name ?? null,
        },
        listed.map(({ providerProductId, retailerId, ...fields }) => ({
          accountId,
          channelId,
          catalogId: connected?.catalogId ?? '',
          providerProductId,
          retailerId,
          ...fields,
        })),
      );
    });

  /** The channel's catalog, read from the provider the first time. */
  const catalogOf = async (accountId: string, channelId: string, tools: ProductCatalogAtProvider) =>
    (await findChannelCatalog(db, channelId)) ?? sync(accountId, channelId, tools);

  /** The provider's tools and the connected catalog, for a change to the catalog. */
  const connectedCatalog = async (accountId: string, channelId: string) => {
    const tools = await toolsOf(accountId, channelId);
    if (!tools) throw new AppError('CATALOG_NOT_MANAGED');
    const catalog = await catalogOf(accountId, channelId, tools);
    if (catalog.catalogId === null) throw new AppError('CATALOG_NOT_CONNECTED');
    return { tools, catalogId: catalog.catalogId };
  };

  const describe = async (row: ChannelCatalogRow): Promise<ChannelCatalog> =>
    toChannelCatalogDto(
      row,
      row.catalogId === null ? 0 : await countProducts(db, row.channelId, row.catalogId),
    );

  const productOf = async (accountId: string, productId: string) => {
    const row = await findProduct(db, accountId, productId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  /** Adds the product at the provider, or changes it there when the catalog has its retailer id. */
  const writeProduct = async (
    { tools, catalogId }: { tools: ProductCatalogAtProvider; catalogId: string },
    accountId: string,
    channelId: string,
    product: { retailerId: string } & Parameters<ProductCatalogAtProvider['update']>[1],
    existing: ProductRow | undefined,
  ) => {
    const fields = {
      name: product.name ?? existing?.name ?? '',
      description: product.description ?? existing?.description ?? '',
      imageUrl: product.imageUrl ?? existing?.imageUrl ?? '',
      priceMinor: product.priceMinor ?? existing?.priceMinor ?? 0,
      currency: product.currency ?? existing?.currency ?? '',
      availability: product.availability ?? existing?.availability ?? 'inStock',
    };
    let providerProductId = existing?.providerProductId;
    if (providerProductId) await tools.update(providerProductId, fields);
    else
      ({ providerProductId } = await tools.create(catalogId, { retailerId: product.retailerId, ...fields }));
    return saveProduct(db, {
      accountId,
      channelId,
      catalogId,
      providerProductId,
      retailerId: product.retailerId,
      ...fields,
    });
  };

  return {
    /**
     * The channel's catalog as Parley last read it, with its products of these retailer ids; none
     * when it was never read (no one opened the Store): then nothing is known about the products.
     */
    async known(channelId: string, retailerIds: string[]): Promise<KnownProducts | undefined> {
      const catalog = await findChannelCatalog(db, channelId);
      if (!catalog) return undefined;
      const rows = catalog.catalogId
        ? await productsByRetailerIds(db, channelId, catalog.catalogId, retailerIds)
        : [];
      return { catalogId: catalog.catalogId, products: new Map(rows.map((row) => [row.retailerId, row])) };
    },

    async get(accountId: string, channelId: string): Promise<ChannelCatalog> {
      const tools = await toolsOf(accountId, channelId);
      if (!tools) return unmanagedCatalog;
      return describe(await catalogOf(accountId, channelId, tools));
    },

    async sync(accountId: string, channelId: string): Promise<ChannelCatalog> {
      const tools = await toolsOf(accountId, channelId);
      if (!tools) throw new AppError('CATALOG_NOT_MANAGED');
      return describe(await sync(accountId, channelId, tools));
    },

    async list(
      accountId: string,
      channelId: string,
      query: z.output<typeof ProductListQuery>,
    ): Promise<ProductList> {
      const tools = await toolsOf(accountId, channelId);
      const catalog = tools ? await catalogOf(accountId, channelId, tools) : undefined;
      if (!catalog?.catalogId) return { products: [], count: 0 };
      const { rows, count } = await listProducts(db, channelId, catalog.catalogId, query);
      return { products: rows.map(toProductDto), count };
    },

    async create(
      accountId: string,
      channelId: string,
      input: z.output<typeof ProductInput>,
    ): Promise<Product> {
      const catalog = await connectedCatalog(accountId, channelId);
      if (await findProductByRetailerId(db, channelId, catalog.catalogId, input.retailerId)) {
        throw new AppError('PRODUCT_RETAILER_ID_TAKEN');
      }
      const { price, description, ...fields } = input;
      const product = {
        ...fields,
        description: description ?? '',
        priceMinor: minorOf(price, input.currency),
      };
      const written = await withProvider(() =>
        writeProduct(catalog, accountId, channelId, product, undefined).catch((error: unknown) => {
          // Meta's "duplicate retailer_id": added at the provider since Parley last read the catalog.
          if (error instanceof ProviderError && error.code === 10800) {
            throw new AppError('PRODUCT_RETAILER_ID_TAKEN');
          }
          throw error;
        }),
      );
      return toProductDto(written);
    },

    async update(
      accountId: string,
      productId: string,
      change: z.output<typeof ProductUpdate>,
    ): Promise<Product> {
      const row = await productOf(accountId, productId);
      const tools = await toolsOf(accountId, row.channelId);
      if (!tools) throw new AppError('CATALOG_NOT_MANAGED');
      const { price, ...fields } = change;
      const currency = change.currency ?? row.currency;
      const priceMinor =
        price !== undefined || change.currency !== undefined
          ? minorOf(price ?? formatMinor(row.priceMinor, row.currency), currency)
          : undefined;
      await withProvider(() => tools.update(row.providerProductId, { ...fields, priceMinor }));
      const updated = await updateProduct(db, row.id, {
        ...fields,
        ...(priceMinor !== undefined && { priceMinor }),
      });
      if (!updated) throw new AppError('NOT_FOUND');
      return toProductDto(updated);
    },

    async remove(accountId: string, productId: string): Promise<void> {
      const row = await productOf(accountId, productId);
      const tools = await toolsOf(accountId, row.channelId);
      if (!tools) throw new AppError('CATALOG_NOT_MANAGED');
      await withProvider(async () => {
        try {
          await tools.remove(row.providerProductId);
        } catch (error) {
          // Already gone at the provider: deleted in Commerce Manager since Parley last read it.
          if (!(error instanceof ProviderError && error.code === 100 && /does not exist/.test(error.message)))
            throw error;
        }
      });
      await deleteProduct(db, row.id);
    },

    /** A product, product list or catalog message into a conversation the user may see. */
    sendProductMessage(
      principal: Principal,
      conversationId: string,
      input: z.output<typeof ProductMessageInput>,
    ): Promise<Message> {
      return inbox.sendAgentInteractive(principal, conversationId, async ({ accountId, channelId }) => {
        const tools = await providers.productCatalog(accountId, channelId);
        if (!tools) throw new AppError('CATALOG_NOT_MANAGED');
        const { catalogId } = await catalogOf(accountId, channelId, tools);
        if (catalogId === null) throw new AppError('CATALOG_NOT_CONNECTED');
        const rows = await productsByIds(db, channelId, catalogId, productIdsOf(input));
        return productInteractive(catalogId, input, new Map(rows.map((row) => [row.id, row])));
      });
    },

    /**
     * Adds or changes the products of an uploaded file's rows at the provider, a few calls at a
     * time; a row the checks or the provider refuse is reported with its reason, the rest go on.
     */
    async import(accountId: string, channelId: string, readForm: FormReader): Promise<ProductImportReport> {
      const catalog = await connectedCatalog(accountId, channelId);
      const { columns, rows } = await importFiles.receive(readForm);
      const products = readProductRows(rows, importColumns(columns));
      const refused: RefusedRow[] = [];
      let created = 0;
      let updated = 0;
      await forEachByKey(
        products,
        (row) => String(row.rowNumber),
        importCallsAtOnce,
        async (row) => {
          if ('refusal' in row) {
            refused.push({ rowNumber: row.rowNumber, reason: row.refusal, detail: null, values: row.values });
            return;
          }
          try {
            const existing = await findProductByRetailerId(db, channelId, catalog.catalogId, row.retailerId);
            await writeProduct(
              catalog,
              accountId,
              channelId,
              { retailerId: row.retailerId, ...row.fields },
              existing,
            );
            if (existing) updated += 1;
            else created += 1;
          } catch (error) {
            if (!(error instanceof ProviderError)) throw error;
            refused.push({
              rowNumber: row.rowNumber,
              reason: 'providerRefused',
              detail: error.details ?? error.message,
              values: row.values,
            });
          }
        },
      );
      return { created, updated, refused: refused.sort((a, b) => a.rowNumber - b.rowNumber) };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
