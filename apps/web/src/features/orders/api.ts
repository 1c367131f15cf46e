import {
  type Order,
  type OrderDetails,
  type OrderList,
  type OrderListQuery,
  type OrderSettingsInput,
  type OrderStatusInput,
  orderRoutes,
} from '@parley/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import { useRealtimeEvent, useRealtimeReconnect } from '../../lib/realtime';

/** Every orders query key starts with this; a change to one order refreshes them all. */
export const ordersKey = ['orders'] as const;

export const getOrdersQueryOptions = (channelId: string, query: OrderListQuery) =>
  queryOptions({
    queryKey: [...ordersKey, 'list', channelId, query],
    queryFn: () => request(orderRoutes.list, { params: { channelId }, query }),
    placeholderData: keepPreviousData,
  });
export const useOrders = (channelId: string, query: OrderListQuery) =>
  useQuery(getOrdersQueryOptions(channelId, query));

export const getOrderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...ordersKey, 'one', orderId],
    queryFn: () => request(orderRoutes.get, { params: { orderId } }),
  });
export const useOrder = (orderId: string) => useQuery(getOrderQueryOptions(orderId));

const orderSettingsKey = (channelId: string) => [...ordersKey, 'settings', channelId] as const;

export const useOrderSettings = (channelId: string) =>
  useQuery({
    queryKey: orderSettingsKey(channelId),
    queryFn: () => request(orderRoutes.settings, { params: { channelId } }),
  });

export const useUpdateOrderSettings = (channelId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderSettingsInput) =>
      request(orderRoutes.updateSettings, { params: { channelId }, body }),
    onSuccess: (settings) => queryClient.setQueryData(orderSettingsKey(channelId), settings),
  });
};

/** The answered order is stored, its rows in the lists take it at once, and the lists are read again. */
export const useUpdateOrderStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: OrderStatusInput }) =>
      request(orderRoutes.updateStatus, { params: { orderId }, body }),
    onSuccess: (order) => {
      queryClient.setQueryData(getOrderQueryOptions(order.orderId).queryKey, order);
      patchLists(queryClient, order);
      void queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list'] });
    },
  });
};

/**
 * An order arrived or moved: its row in every list shows it at once, and the lists are read again
 * (a new order, or one that no longer matches a status filter, changes which rows a page holds); an
 * open order's details take the new status and read its history again. After a dropped connection,
 * everything is read again.
 */
export function useOrderUpdates(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('order.changed', ({ order }) => {
    patchLists(queryClient, order);
    const { queryKey } = getOrderQueryOptions(order.orderId);
    queryClient.setQueryData(queryKey, (details) => (details ? { ...details, ...order } : details));
    void queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list', order.channelId] });
    void queryClient.invalidateQueries({ queryKey });
  });
  useRealtimeReconnect(() => void queryClient.invalidateQueries({ queryKey: ordersKey }));
}

function patchLists(queryClient: ReturnType<typeof useQueryClient>, order: Order | OrderDetails) {
  const { items: _items, history: _history, ...row } = order as OrderDetails;
  queryClient.setQueriesData<OrderList>({ queryKey: [...ordersKey, 'list', order.channelId] }, (list) =>
    list
      ? {
          ...list,
          orders: list.orders.map((listed) =>
            listed.orderId === order.orderId ? { ...listed, ...row } : listed,
          ),
        }
      : list,
  );
}
