import { catalogRoutes, type Product, type ProductMessageInput } from '@parley/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { request } from '../../lib/api-client';
import { getCatalogQueryOptions, getProductsQueryOptions } from '../store/api';
import { applyMessage } from './inbox-cache';
import { inboxKeys } from './query-keys';

/** The most products one look-up reads: the thread names products from the first page of the catalog. */
const productsPerLookup = 100;

/** The Store's queries, shared with it: a change made in the Store reaches the inbox's copies. */
const lookup = (channelId: string, search = '') =>
  getProductsQueryOptions(channelId, { ...(search && { search }), limit: productsPerLookup });

/** The catalog connected to the channel's business account, if Parley manages it. */
export const useChannelCatalog = (channelId: string) =>
  useQuery({ ...getCatalogQueryOptions(channelId), staleTime: 5 * 60_000 });

/** The channel's products by name, or those whose name or retailer id holds `search`. */
export const useChannelProducts = (channelId: string, search = '', enabled = true) =>
  useQuery({ ...lookup(channelId, search), enabled, staleTime: 60_000 });

/**
 * The channel's products by retailer id, read once per channel and only when `enabled` (a thread
 * that holds product messages): product messages name their products by retailer id.
 */
export function useProductsByRetailerId(channelId: string, enabled: boolean): ReadonlyMap<string, Product> {
  const { data } = useQuery({ ...lookup(channelId), enabled, staleTime: 60_000 });
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
