import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { parseCloudWebhook } from '../../providers/cloud-api/cloud-api.webhook';
import { parsePartnerWebhook } from '../../providers/partner/partner.webhook';
import type { ProviderEvent } from '../../providers/provider-events';
import { groupCommit } from '../../shared/group-commit';
import {
  claimWebhookEvents,
  deleteProcessedWebhookEvents,
  insertWebhookEvents,
  markWebhookEventsProcessed,
  markWebhookEventUnreadable,
  type NewWebhookEvent,
  type StoredWebhookEvent,
  vacuumWebhookEvents,
  type WebhookEventRow,
} from './webhooks.repo';

/** A module that acts on provider events (messages, statuses, template reviews) registers here. */
export type ProviderEventHandler = (events: ProviderEvent[]) => Promise<void>;
/** Told of each stored webhook that could not be read (it is kept with its error, never retried). */
export type UnreadableEventHandler = (event: StoredWebhookEvent, error: unknown) => Promise<void>;

const parsers: Record<WebhookEventRow['provider'], (row: StoredWebhookEvent) => ProviderEvent[]> = {
  cloud: (row) => parseCloudWebhook(JSON.parse(row.body)),
  partner: (row) => {
    if (!row.channelContext) throw new Error('a partner event without its channel');
    return parsePartnerWebhook(JSON.parse(row.body), row.channelContext);
  },
};

// Small claims keep each statement short (PGlite holds the event loop while it runs one), and let the
// planner walk the unprocessed index in order instead of a bitmap scan over every dead entry in it.
const claimBatchSize = 100;
// What this process received needs no claim: larger batches spread each statement's fixed cost.
const receivedBatchSize = 500;
const drainDelayMs = 50;

/** Processed webhooks are kept this long, for support and replays, then forgotten. */
export const webhookRetentionMs = 7 * 24 * 60 * 60 * 1000;

export function createWebhooksService(
  db: Database,
  log: FastifyBaseLogger,
  options: { vacuumAfterPrune: boolean },
) {
  const handlers: ProviderEventHandler[] = [];
  const unreadableHandlers: UnreadableEventHandler[] = [];
  let draining = false;
  let drainAgain = false;
  let leftoversWanted = false;

  // What this process stored and has not handled yet: it holds their claim, so it reads no rows back.
  const received: StoredWebhookEvent[] = [];

  /**
   * Handles what this process received and, for the sweep, every other unprocessed event (left by
   * a process that stopped, or whose claim expired), a claimed batch at a time. Intake leaves the
   * claim to the sweep: it walks the index of unprocessed events, where every event received since
   * the last drain sits, so under load each claim cost milliseconds. One drain runs per process.
   */
  const drain = async ({ leftovers }: { leftovers: boolean }): Promise<void> => {
    leftoversWanted ||= leftovers;
    if (draining) {
      drainAgain = true;
      return;
    }
    draining = true;
    try {
      do {
        drainAgain = false;
        // What arrives meanwhile waits for the next turn, so that batches stay large.
        for (let waiting = received.length; waiting > 0; ) {
          const batch = received.splice(0, Math.min(waiting, receivedBatchSize));
          waiting -= batch.length;
          await handleBatch(batch);
          await yieldToIntake();
        }
        if (!leftoversWanted) continue;
        leftoversWanted = false;
        for (
          let batch = await claimWebhookEvents(db, claimBatchSize);
          batch.length > 0;
          batch = await claimWebhookEvents(db, claimBatchSize)
        ) {
          await handleBatch(batch);
          await yieldToIntake();
        }
      } while (drainAgain);
    } finally {
      draining = false;
    }
  };

  const handleBatch = async (batch: StoredWebhookEvent[]) => {
    const readable: { id: string; events: ProviderEvent[] }[] = [];
    for (const row of batch) {
      try {
        readable.push({ id: row.id, events: parsers[row.provider](row) });
      } catch (error) {
        // Kept with the reason rather than retried: reading it again would fail again.
        await markWebhookEventUnreadable(db, row.id, error instanceof Error ? error.message : String(error));
        for (const handler of unreadableHandlers) await handler(row, error);
      }
    }
    const events = readable.flatMap((entry) => entry.events);
    await yieldToIntake();
    // A handler that throws leaves the batch claimed; it is taken over and retried after the claim expires.
    for (const handler of handlers) await handler(events);
    await yieldToIntake();
    await markWebhookEventsProcessed(
      db,
      readable.map((entry) => entry.id),
    );
  };

  // Intake asks for a drain at most every 50 ms, so processing runs in large batches and leaves
  // the (single, on PGlite) connection to the inserts in between.
  let drainTimer: NodeJS.Timeout | undefined;
  const startDrain = () => {
    drainTimer ??= setTimeout(() => {
      drainTimer = undefined;
      drain({ leftovers: false }).catch((error: unknown) =>
        log.error({ err: error }, 'webhook processing failed'),
      );
    }, drainDelayMs);
  };
  const store = groupCommit<StoredWebhookEvent>((events) => insertWebhookEvents(db, events));

  return {
    onProviderEvents(handler: ProviderEventHandler): void {
      handlers.push(handler);
    },

    onUnreadableEvent(handler: UnreadableEventHandler): void {
      unreadableHandlers.push(handler);
    },

    /** Stores the webhook as it came; once this resolves it is durable and may be acknowledged. */
    async receive(event: NewWebhookEvent): Promise<void> {
      const stored = { ...event, id: randomUUID() };
      await store(stored);
      received.push(stored);
      startDrain();
    },

    /** The periodic sweep: processes whatever is waiting, leftovers of stopped processes included. */
    sweep: () => drain({ leftovers: true }),

    /** Forgets processed webhooks older than the retention, and reclaims their space where nothing else does. */
    async prune(now = new Date()): Promise<number> {
      const deleted = await deleteProcessedWebhookEvents(db, new Date(now.getTime() - webhookRetentionMs));
      if (options.vacuumAfterPrune) await vacuumWebhookEvents(db);
      return deleted;
    },

    stop(): void {
      clearTimeout(drainTimer);
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;

/**
 * PGlite runs each statement synchronously, so a drain that never waits for I/O would hold the
 * event loop from its first claim to its last update; between statements it lets the requests
 * that arrived meanwhile be read and stored.
 */
function yieldToIntake(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
