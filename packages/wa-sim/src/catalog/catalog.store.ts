import { newGraphId } from '../ids';

export type Availability = 'in stock' | 'out of stock';

/** A product item of a catalog, as Commerce Manager keeps it: the price in the currency's minor units. */
export interface CatalogProduct {
  id: string;
  retailerId: string;
  name: string;
  description: string;
  /** An address, or a path on the simulator (a seeded picture) that reads resolve against its origin. */
  imageUrl: string;
  price: number;
  currency: string;
  availability: Availability;
  url: string;
}

export interface Catalog {
  id: string;
  name: string;
  /** The WhatsApp Business Accounts the catalog is connected to. */
  wabaIds: Set<string>;
  products: Map<string, CatalogProduct>;
}

/** The sandbox shop's catalog id, which the seeded customers' orders name. */
export const sandboxCatalogId = '194836987003835';

const sandboxProducts: Omit<CatalogProduct, 'id' | 'imageUrl' | 'url'>[] = [
  {
    retailerId: 'vase-blue',
    name: 'Blue glazed vase',
    description: 'Hand-thrown stoneware, 24 cm tall.',
    price: 3000,
    currency: 'USD',
    availability: 'in stock',
  },
  {
    retailerId: 'pot-small',
    name: 'Small terracotta pot',
    description: 'Unglazed clay with a drainage hole, 12 cm across.',
    price: 2500,
    currency: 'USD',
    availability: 'in stock',
  },
  {
    retailerId: 'bowl-green',
    name: 'Green serving bowl',
    description: 'Celadon glaze, dishwasher safe.',
    price: 4200,
    currency: 'USD',
    availability: 'in stock',
  },
  {
    retailerId: 'mug-white',
    name: 'White mug',
    description: 'Porcelain, 350 ml.',
    price: 1800,
    currency: 'USD',
    availability: 'out of stock',
  },
];

/** Catalogs and their products, for the Commerce endpoints and the handset's shop. */
export class CatalogStore {
  private readonly catalogs = new Map<string, Catalog>();
  /** Product item id → its catalog, for the `/{product-item-id}` node. */
  private readonly productCatalog = new Map<string, Catalog>();

  constructor(private readonly sandboxWabaId: string) {}

  reset(): void {
    this.catalogs.clear();
    this.productCatalog.clear();
    const catalog: Catalog = {
      id: sandboxCatalogId,
      name: 'Parley Sandbox Shop',
      wabaIds: new Set([this.sandboxWabaId]),
      products: new Map(),
    };
    this.catalogs.set(catalog.id, catalog);
    for (const product of sandboxProducts) {
      this.add(catalog, {
        ...product,
        imageUrl: `/_sim/catalog/images/${product.retailerId}.svg`,
        url: `https://shop.parley.test/products/${product.retailerId}`,
      });
    }
  }

  get(catalogId: string): Catalog | undefined {
    return this.catalogs.get(catalogId);
  }

  connectedTo(wabaId: string): Catalog[] {
    return [...this.catalogs.values()].filter((catalog) => catalog.wabaIds.has(wabaId));
  }

  add(catalog: Catalog, product: Omit<CatalogProduct, 'id'>): CatalogProduct {
    const created = { ...product, id: newGraphId() };
    catalog.products.set(created.id, created);
    this.productCatalog.set(created.id, catalog);
    return created;
  }

  product(productId: string): { catalog: Catalog; product: CatalogProduct } | undefined {
    const catalog = this.productCatalog.get(productId);
    const product = catalog?.products.get(productId);
    return catalog && product ? { catalog, product } : undefined;
  }

  byRetailerId(catalog: Catalog, retailerId: string): CatalogProduct | undefined {
    for (const product of catalog.products.values()) if (product.retailerId === retailerId) return product;
    return undefined;
  }

  remove(productId: string): void {
    this.productCatalog.get(productId)?.products.delete(productId);
    this.productCatalog.delete(productId);
  }
}

/** A seeded product's picture: a glazed shape in the product's colour, drawn as SVG. */
export function sandboxProductImage(retailerId: string): string | undefined {
  const colour = {
    'vase-blue': '#3b6fb6',
    'pot-small': '#c46a3c',
    'bowl-green': '#6f9e78',
    'mug-white': '#e9e4dc',
  }[retailerId];
  if (!colour) return undefined;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><rect width="240" height="240" fill="#f4efe8"/><ellipse cx="120" cy="200" rx="70" ry="12" fill="#00000018"/><path d="M80 60h80l-10 40c30 20 30 80 0 100H90c-30-20-30-80 0-100z" fill="${colour}" stroke="#00000030" stroke-width="3"/></svg>`;
}
