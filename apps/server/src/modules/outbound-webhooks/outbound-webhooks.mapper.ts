import type {
  OutboundWebhookDelivery,
  OutboundWebhookEndpoint,
  OutboundWebhookEvent,
  OutboundWebhookFailure,
} from '@parley/contract';
import type { DeliveryRow, EndpointRow } from './outbound-webhooks.repo';

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const toEndpointDto = (row: EndpointRow): OutboundWebhookEndpoint => ({
  endpointId: row.id,
  url: row.url,
  events: row.events as OutboundWebhookEvent[],
  enabled: row.enabled,
  disabledReason: row.enabled ? null : (row.disabledReason ?? 'byUser'),
  disabledAt: row.enabled ? null : iso(row.disabledAt),
  failingSince: iso(row.failingSince),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toDeliveryDto = (row: DeliveryRow): OutboundWebhookDelivery => ({
  deliveryId: row.id,
  endpointId: row.endpointId,
  event: row.event as OutboundWebhookEvent,
  status: row.status,
  attempts: row.attempts,
  lastResponseCode: row.lastResponseCode,
  lastError: row.lastError as OutboundWebhookFailure | null,
  lastAttemptAt: iso(row.lastAttemptAt),
  nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
  createdAt: row.createdAt.toISOString(),
});
