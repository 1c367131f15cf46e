import {
  type CreateOutboundWebhookInput,
  type OutboundWebhookDelivery,
  type OutboundWebhookDeliveryList,
  type OutboundWebhookDeliveryQuery,
  type OutboundWebhookEndpoint,
  type OutboundWebhookEndpointList,
  type OutboundWebhookEndpointWithSecret,
  outboundWebhookLimits,
  type UpdateOutboundWebhookInput,
} from '@parley/contract';
import type { z } from 'zod/mini';
import type { Clock } from '../../context';
import type { Database } from '../../db/client';
import { AppError } from '../../shared/errors';
import type { SecretBox } from '../../shared/secret-box';
import type { ListenedEvents } from './listened-events';
import { toDeliveryDto, toEndpointDto } from './outbound-webhooks.mapper';
import {
  countEndpoints,
  deleteEndpoint,
  findEndpoint,
  insertDeliveries,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  type NewEvent,
  requeueDelivery,
  updateEndpoint,
} from './outbound-webhooks.repo';
import { newWebhookSecret } from './webhook-signature';
import { checkWebhookUrl, type WebhookUrlRule } from './webhook-url';

export interface OutboundWebhooksDependencies {
  db: Database;
  secrets: SecretBox;
  clock: Clock;
  rule: WebhookUrlRule;
  /** Deliveries were queued: the worker of this process (if it has one) looks at once. */
  queued: () => void;
  listened: ListenedEvents;
  /** The account's endpoints were created, changed or deleted: every process reads them again. */
  endpointsChanged: (accountId: string) => void;
}

/** How long after events written in another's transaction the worker is woken: about its commit. */
const wakeAfterCommitMs = 20;

/**
 * The account's webhook endpoints (only admins manage them: their secrets sign what Parley sends), the
 * outbox their deliveries go through, and each endpoint's delivery log.
 */
export function createOutboundWebhooksService({
  db,
  secrets,
  clock,
  rule,
  queued,
  listened,
  endpointsChanged,
}: OutboundWebhooksDependencies) {
  const endpointOf = async (accountId: string, endpointId: string) => {
    const row = await findEndpoint(db, accountId, endpointId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };
  const retryWindow = () => {
    const now = clock();
    return { now, retryUntil: new Date(now.getTime() + outboundWebhookLimits.retryForMs) };
  };

  return {
    async list(accountId: string): Promise<OutboundWebhookEndpointList> {
      return { data: (await listEndpoints(db, accountId)).map(toEndpointDto) };
    },

    async create(
      accountId: string,
      input: z.output<typeof CreateOutboundWebhookInput>,
    ): Promise<OutboundWebhookEndpointWithSecret> {
      if ((await countEndpoints(db, accountId)) >= outboundWebhookLimits.endpointsPerAccount)
        throw new AppError('WEBHOOK_ENDPOINT_LIMIT');
      await checkWebhookUrl(input.url, rule);
      const secret = newWebhookSecret();
      const now = clock();
      const row = await insertEndpoint(db, {
        accountId,
        url: input.url,
        events: input.events,
        secretSealed: secrets.seal(secret),
        enabled: input.enabled,
        disabledReason: input.enabled ? null : 'byUser',
        disabledAt: input.enabled ? null : now,
        createdAt: now,
        updatedAt: now,
      });
      endpointsChanged(accountId);
      return { ...toEndpointDto(row), secret };
    },

    async update(
      accountId: string,
      endpointId: string,
      input: z.output<typeof UpdateOutboundWebhookInput>,
    ): Promise<OutboundWebhookEndpoint> {
      const current = await endpointOf(accountId, endpointId);
      if (input.url !== undefined && input.url !== current.url) await checkWebhookUrl(input.url, rule);
      const now = clock();
      const switched = input.enabled !== undefined && input.enabled !== current.enabled;
      const row = await updateEndpoint(
        db,
        accountId,
        endpointId,
        {
          url: input.url,
          events: input.events,
          ...(switched && input.enabled
            ? { enabled: true, disabledReason: null, disabledAt: null, failingSince: null }
            : {}),
          ...(switched && !input.enabled
            ? { enabled: false, disabledReason: 'byUser', disabledAt: now }
            : {}),
        },
        now,
      );
      if (!row) throw new AppError('NOT_FOUND');
      endpointsChanged(accountId);
      if (switched && input.enabled) queued();
      return toEndpointDto(row);
    },

    async remove(accountId: string, endpointId: string): Promise<void> {
      if (!(await deleteEndpoint(db, accountId, endpointId))) throw new AppError('NOT_FOUND');
      endpointsChanged(accountId);
    },

    async rollSecret(accountId: string, endpointId: string): Promise<OutboundWebhookEndpointWithSecret> {
      await endpointOf(accountId, endpointId);
      const secret = newWebhookSecret();
      const row = await updateEndpoint(
        db,
        accountId,
        endpointId,
        { secretSealed: secrets.seal(secret) },
        clock(),
      );
      if (!row) throw new AppError('NOT_FOUND');
      return { ...toEndpointDto(row), secret };
    },

    async deliveries(
      accountId: string,
      endpointId: string,
      query: z.output<typeof OutboundWebhookDeliveryQuery>,
    ): Promise<OutboundWebhookDeliveryList> {
      await endpointOf(accountId, endpointId);
      const { rows, total } = await listDeliveries(db, endpointId, query);
      return { data: rows.map(toDeliveryDto), totalRecords: total };
    },

    async resend(
      accountId: string,
      endpointId: string,
      deliveryId: string,
    ): Promise<OutboundWebhookDelivery> {
      const endpoint = await endpointOf(accountId, endpointId);
      if (!endpoint.enabled) throw new AppError('WEBHOOK_ENDPOINT_DISABLED');
      const row = await requeueDelivery(db, endpoint.id, deliveryId, retryWindow());
      if (!row) throw new AppError('NOT_FOUND');
      queued();
      return toDeliveryDto(row);
    },

    /**
     * Queues the events for every enabled endpoint of their accounts subscribed to them. In `tx`, the
     * transaction of what the events tell, they are kept with it or not at all; that transaction
     * commits right after, so the worker is woken a moment later (and would find them on its next
     * look anyway).
     */
    async publish(events: NewEvent[], tx?: Database): Promise<void> {
      const heard = await listened.heard(tx ?? db, events);
      if (heard.length === 0 || (await insertDeliveries(tx ?? db, heard, retryWindow())) === 0) return;
      if (tx) setTimeout(queued, wakeAfterCommitMs).unref();
      else queued();
    },
  };
}

export type OutboundWebhooksService = ReturnType<typeof createOutboundWebhooksService>;
