import type { Catalog, CatalogProduct } from '../catalog/catalog.store';
import type { SimulatorState } from '../state';
import type { ProductView, ShopView } from './view-model';

const minorDigits = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

export function productView(product: CatalogProduct): ProductView {
  return {
    retailerId: product.retailerId,
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    imageUrl: product.imageUrl,
    price: product.price / 10 ** minorDigits(product.currency),
    currency: product.currency,
    inStock: product.availability === 'in stock',
  };
}

/** The catalog connected to the number's business account, if any. */
export function connectedCatalog(state: SimulatorState, phoneNumberId: string): Catalog | undefined {
  return state.catalogs.connectedTo(state.businessAccountOf(phoneNumberId))[0];
}

/** Every product of the catalog, for its catalog message and the chat's shop button. */
export function wholeShop(catalog: Catalog, label: string): ShopView {
  return {
    catalogId: catalog.id,
    label,
    sections: [{ products: [...catalog.products.values()].map(productView) }],
  };
}

/** The products of these retailer ids the catalog holds, in the order given. */
export function productsOf(
  catalog: Catalog | undefined,
  retailerIds: string[],
  state: SimulatorState,
): ProductView[] {
  if (!catalog) return [];
  return retailerIds.flatMap((retailerId) => {
    const product = state.catalogs.byRetailerId(catalog, retailerId);
    return product ? [productView(product)] : [];
  });
}
