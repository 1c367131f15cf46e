import {
  type ChannelCatalog,
  catalogRoutes,
  type ProductInput,
  type ProductListQuery,
  type ProductUpdate,
} from '@parley/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { download, request, upload } from '../../lib/api-client';

/** Every Store query key starts with this: a change to the products refreshes the catalog's count too. */
export const storeKey = ['store'] as const;

export const getCatalogQueryOptions = (channelId: string) =>
  queryOptions({
    queryKey: [...storeKey, 'catalog', channelId],
    queryFn: () => request(catalogRoutes.get, { params: { channelId } }),
  });
export const useCatalog = (channelId: string) => useQuery(getCatalogQueryOptions(channelId));

export const getProductsQueryOptions = (channelId: string, query: ProductListQuery) =>
  queryOptions({
    queryKey: [...storeKey, 'products', channelId, query],
    queryFn: () => request(catalogRoutes.listProducts, { params: { channelId }, query }),
    placeholderData: keepPreviousData,
  });
export const useProducts = (channelId: string, query: ProductListQuery, enabled = true) =>
  useQuery({ ...getProductsQueryOptions(channelId, query), enabled });

/** After any change to the catalog, its card and its product pages are read again. */
function useRefreshStore() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: storeKey });
}

export const useSyncCatalog = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelId: string) => request(catalogRoutes.sync, { params: { channelId } }),
    onSuccess: (catalog: ChannelCatalog, channelId) => {
      queryClient.setQueryData(getCatalogQueryOptions(channelId).queryKey, catalog);
      void queryClient.invalidateQueries({ queryKey: [...storeKey, 'products', channelId] });
    },
  });
};

export const useCreateProduct = () => {
  const refresh = useRefreshStore();
  return useMutation({
    mutationFn: ({ channelId, body }: { channelId: string; body: ProductInput }) =>
      request(catalogRoutes.createProduct, { params: { channelId }, body }),
    onSuccess: refresh,
  });
};

export const useUpdateProduct = () => {
  const refresh = useRefreshStore();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: string; body: ProductUpdate }) =>
      request(catalogRoutes.updateProduct, { params: { productId }, body }),
    onSuccess: refresh,
  });
};

export const useDeleteProduct = () => {
  const refresh = useRefreshStore();
  return useMutation({
    mutationFn: (productId: string) => request(catalogRoutes.deleteProduct, { params: { productId } }),
    onSuccess: refresh,
  });
};

export const useImportProducts = () => {
  const refresh = useRefreshStore();
  return useMutation({
    mutationFn: ({ channelId, file }: { channelId: string; file: File }) =>
      upload(catalogRoutes.importProducts, { params: { channelId } }, file),
    onSuccess: refresh,
  });
};

export const downloadProductSample = (format: 'csv' | 'xlsx') =>
  download(catalogRoutes.sampleFile, { query: { format } }, `products-sample.${format}`);
