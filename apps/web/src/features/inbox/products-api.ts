import { catalogRoutes, type Product, type ProductMessageInput } from '@parley/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { request } from '../../lib/api-client';
import { applyMessage } from './inbox-cache';
import { inboxKeys } from './query-keys';

/** The most products one look-up reads: the thread names products from the first page of the catalog. */
const productsPerLookup = 100;

const catalogKeys = {
  catalog: (channelId: string) => [...inboxKeys.all, 'catalog', channelId] as const,
  products: (channelId: string, search: string) => [...inboxKeys.all, 'products', channelId, search] as const,
};

/** The catalog connected to the channel's business account, if Parley manages it. */
export const getChannelCatalogQueryOptions = (channelId: string) =>
  queryOptions({
    queryKey: catalogKeys.catalog(channelId),
    queryFn: () => request(catalogRoutes.get, { params: { channelId } }),
    staleTime: 5 * 60_000,
  });
export const useChannelCatalog = (channelId: string) => useQuery(getChannelCatalogQueryOptions(channelId));

/** The channel's products by name, or those whose name or retailer id holds `search`. */
export const getChannelProductsQueryOptions = (channelId: string, search = '') =>
  queryOptions({
    queryKey: catalogKeys.products(channelId, search),
    queryFn: () =>
      request(catalogRoutes.listProducts, {
        params: { channelId },
        query: { ...(search && { search }), limit: productsPerLookup },
      }),
    staleTime: 60_000,
  });
export const useChannelProducts = (channelId: string, search = '', enabled = true) =>
  useQuery({
    ...getChannelProductsQueryOptions(channelId, search),
    enabled,
    placeholderData: keepPreviousData,
  });

/**
 * The channel's products by retailer id, read once per channel and only when `enabled` (a thread
 * that holds product messages): product messages name their products by retailer id.
 */
export function useProductsByRetailerId(channelId: string, enabled: boolean): ReadonlyMap<string, Product> {
  const { data } = useQuery({ ...getChannelProductsQueryOptions(channelId), enabled });
  return useMemo(
    () => new Map((data?.products ?? []).map((product) => [product.retailerId, product])),
    [data],
  );
}

export const useSendProductMessage = (conversationId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductMessageInput) =>
      request(catalogRoutes.sendProductMessage, { params: { conversationId }, body }),
    onSuccess: (message) => {
      applyMessage(queryClient, message);
      // A user's message pauses the chatbot running in the conversation.
      void queryClient.invalidateQueries({ queryKey: inboxKeys.chatbotSession(conversationId) });
    },
  });
};
