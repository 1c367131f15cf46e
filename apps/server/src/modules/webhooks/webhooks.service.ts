import type { Database } from '../../db/client';
import { jobNames } from '../../jobs/job-names';
import type { Queue } from '../../jobs/queue';
import { parseCloudWebhook } from '../../providers/cloud-api/cloud-api.webhook';
import type { ProviderEvent } from '../../providers/provider-events';
import {
  findWebhookEvents,
  insertWebhookEvent,
  markWebhookEventProcessed,
  type WebhookEventRow,
} from './webhooks.repo';

/** A module that acts on provider events (messages, statuses, template reviews) registers here. */
export type ProviderEventHandler = (events: ProviderEvent[]) => Promise<void>;

export interface IngestJob {
  eventId: string;
}

const parsers: Record<WebhookEventRow['provider'], (body: unknown) => ProviderEvent[]> = {
  cloud: parseCloudWebhook,
  partner: () => [],
};

export function createWebhooksService(db: Database, queue: Queue) {
  const handlers: ProviderEventHandler[] = [];

  return {
    onProviderEvents(handler: ProviderEventHandler): void {
      handlers.push(handler);
    },

    /** Stores the webhook as it came and enqueues its processing, both or neither. */
    async receive(provider: WebhookEventRow['provider'], body: string): Promise<void> {
      await db.transaction(async (tx) => {
        const eventId = await insertWebhookEvent(tx, provider, body);
        await queue.send(jobNames.webhookIngest, { eventId } satisfies IngestJob, tx);
      });
    },

    /**
     * Turns stored webhooks into provider events for the registered handlers. An event already
     * processed is skipped, so a job run twice does nothing twice; one that cannot be read is kept
     * with the reason rather than retried forever.
     */
    async process(jobs: IngestJob[]): Promise<void> {
      const rows = await findWebhookEvents(
        db,
        jobs.map((job) => job.eventId),
      );
      for (const row of rows.filter((candidate) => candidate.processedAt === null)) {
        let events: ProviderEvent[];
        try {
          events = parsers[row.provider](JSON.parse(row.body));
        } catch (error) {
          await markWebhookEventProcessed(db, row.id, error instanceof Error ? error.message : String(error));
          continue;
        }
        for (const handler of handlers) await handler(events);
        await markWebhookEventProcessed(db, row.id);
      }
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
