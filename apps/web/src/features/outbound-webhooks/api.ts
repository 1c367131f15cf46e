import {
  type CreateOutboundWebhookInput,
  type OutboundWebhookDeliveryQuery,
  outboundWebhookRoutes,
  type UpdateOutboundWebhookInput,
} from '@parley/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';

/** Every outbound-webhooks query key starts with this; a change to one refreshes them all. */
export const outboundWebhooksKey = ['outbound-webhooks'] as const;

export const getWebhookEndpointsQueryOptions = () =>
  queryOptions({
    queryKey: [...outboundWebhooksKey, 'endpoints'],
    queryFn: () => request(outboundWebhookRoutes.list),
  });
export const useWebhookEndpoints = () => useQuery(getWebhookEndpointsQueryOptions());

export const getWebhookDeliveriesQueryOptions = (endpointId: string, query: OutboundWebhookDeliveryQuery) =>
  queryOptions({
    queryKey: [...outboundWebhooksKey, 'deliveries', endpointId, query],
    queryFn: () => request(outboundWebhookRoutes.deliveries, { params: { endpointId }, query }),
    placeholderData: keepPreviousData,
  });
/** The log moves on its own while deliveries are tried: it is read again every few seconds. */
export const useWebhookDeliveries = (endpointId: string, query: OutboundWebhookDeliveryQuery) =>
  useQuery({ ...getWebhookDeliveriesQueryOptions(endpointId, query), refetchInterval: 5000 });

function useWebhooksMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: outboundWebhooksKey }),
  });
}

export const useCreateWebhookEndpoint = () =>
  useWebhooksMutation((body: CreateOutboundWebhookInput) => request(outboundWebhookRoutes.create, { body }));

export const useUpdateWebhookEndpoint = () =>
  useWebhooksMutation(({ endpointId, body }: { endpointId: string; body: UpdateOutboundWebhookInput }) =>
    request(outboundWebhookRoutes.update, { params: { endpointId }, body }),
  );

export const useDeleteWebhookEndpoint = () =>
  useWebhooksMutation((endpointId: string) =>
    request(outboundWebhookRoutes.remove, { params: { endpointId } }),
  );

export const useRollWebhookSecret = () =>
  useWebhooksMutation((endpointId: string) =>
    request(outboundWebhookRoutes.rollSecret, { params: { endpointId } }),
  );

export const useResendWebhookDelivery = () =>
  useWebhooksMutation(({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
    request(outboundWebhookRoutes.resend, { params: { endpointId, deliveryId } }),
  );
