import { type ProductListQuery, productPageSize } from '@parley/contract';
import { useAddressState } from '../../../components/table/address-state';
import { type PageState, writeListParams } from '../../../components/table/page-state';

/** The products page's search (part of a name or a retailer id) and page, kept in the address. */
export interface ProductListState extends PageState {
  search: string;
}

const defaults: ProductListState = { search: '', page: 1, records: productPageSize };

export function readProductListState(params: URLSearchParams): ProductListState {
  const page = Number(params.get('page'));
  return {
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    records: productPageSize,
  };
}

/** The query the server takes: 25 products a page; an empty search is no search. */
export function toProductsQuery(state: ProductListState): ProductListQuery {
  const search = state.search.trim().slice(0, 100);
  return { skip: (state.page - 1) * productPageSize, limit: productPageSize, ...(search && { search }) };
}

export function useProductListState() {
  return useAddressState(readProductListState, (params, change: Partial<ProductListState>) =>
    writeListParams(params, change, defaults),
  );
}
