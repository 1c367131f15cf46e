import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { parseCloudWebhook } from '../../providers/cloud-api/cloud-api.webhook';
import { parsePartnerWebhook } from '../../providers/partner/partner.webhook';
import type { ProviderEvent } from '../../providers/provider-events';
import { parseProviderJson } from '../../providers/provider-json';
import { groupCommit } from '../../shared/group-commit';
import {
  beatWebhookProcessor,
  claimWebhookEvents,
  deleteProcessedWebhookEvents,
  forgetOtherWebhookProcessors,
  insertWebhookEvents,
  markWebhookEventsProcessed,
  markWebhookEventUnreadable,
  type NewWebhookEvent,
  recordWebhookEventFailure,
  releaseWebhookEvents,
  retireWebhookProcessor,
  type StoredWebhookEvent,
  vacuumWebhookEvents,
  type WebhookEventRow,
} from './webhooks.repo';

/** A module that acts on provider events (messages, statuses, template reviews) registers here. */
export type ProviderEventHandler = (events: ProviderEvent[]) => Promise<void>;
/** Told of each stored webhook that could not be read (it is kept with its error, never retried). */
export type UnreadableEventHandler = (event: StoredWebhookEvent, error: unknown) => Promise<void>;

const parsers: Record<WebhookEventRow['provider'], (row: StoredWebhookEvent) => ProviderEvent[]> = {
  cloud: (row) => parseCloudWebhook(parseProviderJson(row.body)),
  partner: (row) => {
    if (!row.channelContext) throw new Error('a partner event without its channel');
    return parsePartnerWebhook(parseProviderJson(row.body), row.channelContext);
  },
};

// Small claims keep each statement short (PGlite holds the event loop while it runs one), and let the
// planner walk the unprocessed index in order instead of a bitmap scan over every dead entry in it.
const claimBatchSize = 100;
// What this process received needs no claim: larger batches spread each statement's fixed cost.
const receivedBatchSize = 500;
// A process that has not beaten for `deadAfterMs` is dead, and its claims are taken over.
const heartbeatMs = 3_000;
const deadAfterMs = 10_000;
// An event that fails is tried again after 1, 2, 4 and 8 s, then parked with its error.
const retry = { maxAttempts: 5, baseDelayMs: 1_000 };
const retryMarginMs = 20;

/** Processed webhooks are kept this long, for support and replays, then forgotten. */
export const webhookRetentionMs = 7 * 24 * 60 * 60 * 1000;

export function createWebhooksService(
  db: Database,
  log: FastifyBaseLogger,
  options: {
    vacuumAfterPrune: boolean;
    /** Resolves once what was committed is on the disk (see `DatabaseHandle.flushCommits`). */
    flushCommits: () => Promise<void>;
    /** Only this process can use the database (the embedded one): any other claimer is dead. */
    soleProcess: boolean;
    /**
     * This process processes webhooks (the `worker` role). One that only answers HTTP stores what
     * it receives unclaimed, for the processing processes to claim at their next heartbeat.
     */
    processing: boolean;
    /**
     * Intake starts a drain at most this often, so that under load events are handled in batches.
     * PGlite wants long ones (50 ms), which leave its one connection to the inserts in between;
     * PostgreSQL answers sooner with short ones (10 ms: a chatbot's answer at 20 a second, p50
     * 25 ms against 43-69 ms).
     */
    drainIntervalMs: number;
  },
) {
  // This process, as its claims and heartbeat name it.
  const processorId = randomUUID();
  const handlers: ProviderEventHandler[] = [];
  const unreadableHandlers: UnreadableEventHandler[] = [];
  // One drain runs per process; a stopping process waits for the last one started.
  let draining = false;
  let lastDrain = Promise.resolve();
  let drainAgain = false;
  let stopping = false;
  let leftoversWanted = false;

  // What this process stored and has not handled yet: it holds their claim, so it reads no rows back.
  const received: StoredWebhookEvent[] = [];

  /**
   * Handles what this process received and, for the sweep, every other unprocessed event (left by
   * a process that stopped, or whose claim expired), a claimed batch at a time. Intake leaves the
   * claim to the sweep: it walks the index of unprocessed events, where every event received since
   * the last drain sits, so under load each claim cost milliseconds. One drain runs per process.
   */
  const drain = ({ leftovers }: { leftovers: boolean }): Promise<void> => {
    leftoversWanted ||= leftovers;
    if (draining) {
      drainAgain = true;
      return lastDrain;
    }
    draining = true;
    lastDrain = drainAll();
    return lastDrain;
  };

  const drainAll = async () => {
    try {
      do {
        drainAgain = false;
        // What arrives meanwhile waits for the next turn, so that batches stay large.
        for (let waiting = received.length; waiting > 0 && !stopping; ) {
          const batch = received.splice(0, Math.min(waiting, receivedBatchSize));
          waiting -= batch.length;
          await handleBatch(batch);
          await yieldToIntake();
        }
        if (!leftoversWanted) continue;
        leftoversWanted = false;
        while (!stopping) {
          const batch = await claimWebhookEvents(db, processorId, claimBatchSize);
          if (batch.length === 0) break;
          await handleBatch(batch);
          await yieldToIntake();
        }
      } while (drainAgain && !stopping);
    } finally {
      draining = false;
    }
  };

  /**
   * Acts on a batch in one go; when that fails, on each event alone, so that one event's failure
   * costs no other. Every handler tolerates an event it has seen before (a message is stored once,
   * a status only moves forward), so trying again what had already succeeded changes nothing.
   */
  const handleBatch = async (batch: StoredWebhookEvent[]) => {
    try {
      const readable: { id: string; events: ProviderEvent[] }[] = [];
      for (const row of batch) {
        try {
          readable.push({ id: row.id, events: parsers[row.provider](row) });
        } catch (error) {
          // Kept with the reason rather than retried: reading it again would fail again.
          await markWebhookEventUnreadable(db, row.id, failureReason(error));
          for (const handler of unreadableHandlers) await handler(row, error);
        }
      }
      await yieldToIntake();
      try {
        await runHandlers(readable.flatMap((entry) => entry.events));
      } catch {
        for (const entry of readable) await handleAlone(entry);
        return;
      }
      await yieldToIntake();
      await markWebhookEventsProcessed(
        db,
        readable.map((entry) => entry.id),
      );
    } catch (error) {
      // The database itself failed: the batch is given back for a later try, by whoever can.
      log.error({ err: error }, 'webhook processing failed');
      await releaseWebhookEvents(
        db,
        batch.map((row) => row.id),
        new Date(Date.now() + retry.baseDelayMs),
      ).catch(() => {});
      retryLater(retry.baseDelayMs);
    }
  };

  const runHandlers = async (events: ProviderEvent[]) => {
    for (const handler of handlers) await handler(events);
  };

  const handleAlone = async (entry: { id: string; events: ProviderEvent[] }) => {
    try {
      await runHandlers(entry.events);
      await markWebhookEventsProcessed(db, [entry.id]);
    } catch (error) {
      const reason = failureReason(error);
      const failure = await recordWebhookEventFailure(db, entry.id, reason, retry);
      const details = { webhookEventId: entry.id, attempts: failure.attempts, reason };
      if (failure.parked) {
        log.error(details, 'a webhook failed on every try and is parked');
      } else {
        log.warn(details, 'a webhook failed and will be tried again');
        // The database's clock keeps microseconds that a Date drops: a timer due on the very
        // millisecond could claim a moment before the retry is due, find nothing, and leave the
        // event to the next sweep.
        if (failure.retryAt) retryLater(failure.retryAt.getTime() - Date.now() + retryMarginMs);
      }
    }
  };

  // One timer, for the earliest retry due; a drain of leftovers claims every event that is due.
  let retryTimer: { at: number; timer: NodeJS.Timeout } | undefined;
  const retryLater = (delayMs: number) => {
    const at = Date.now() + Math.max(delayMs, 0);
    if (retryTimer && retryTimer.at <= at) return;
    clearTimeout(retryTimer?.timer);
    retryTimer = {
      at,
      timer: setTimeout(() => {
        retryTimer = undefined;
        drainInBackground({ leftovers: true });
      }, at - Date.now()),
    };
  };

  const drainInBackground = (request: { leftovers: boolean }) => {
    drain(request).catch((error: unknown) => log.error({ err: error }, 'webhook processing failed'));
  };

  /**
   * Beats this process's heartbeat, and takes over at once what a dead process held: on the
   * embedded database every other process is dead; on PostgreSQL, one whose heartbeat stopped.
   */
  let heartbeat: NodeJS.Timeout | undefined;
  const beat = async (first: boolean) => {
    if (first && options.soleProcess) await forgetOtherWebhookProcessors(db, processorId);
    await beatWebhookProcessor(db, processorId, deadAfterMs);
    // Claims what a dead process released and what a process without the worker role stored.
    drainInBackground({ leftovers: true });
  };

  // Intake starts a drain at most every `drainIntervalMs`, so that under load processing runs in
  // batches; when none started that recently, at once: a customer writing alone is answered
  // without waiting.
  let drainTimer: NodeJS.Timeout | undefined;
  let lastDrainAt = Number.NEGATIVE_INFINITY;
  const startDrain = () => {
    drainTimer ??= setTimeout(
      () => {
        drainTimer = undefined;
        lastDrainAt = performance.now();
        drainInBackground({ leftovers: false });
      },
      Math.max(0, lastDrainAt + options.drainIntervalMs - performance.now()),
    );
  };
  const store = groupCommit<StoredWebhookEvent>((events) =>
    insertWebhookEvents(db, options.processing ? processorId : null, events),
  );

  return {
    onProviderEvents(handler: ProviderEventHandler): void {
      handlers.push(handler);
    },

    onUnreadableEvent(handler: UnreadableEventHandler): void {
      unreadableHandlers.push(handler);
    },

    /** Stores the webhook as it came; once this resolves it is durable and may be acknowledged. */
    async receive(event: NewWebhookEvent): Promise<void> {
      // PostgreSQL text cannot hold a NUL: a body with a raw one is not JSON anyway, and is kept
      // (unreadable, with its error) with the character replaced rather than failing its group's insert.
      const body = event.body.includes('\0') ? event.body.replaceAll('\0', '\uFFFD') : event.body;
      const stored = { ...event, body, id: randomUUID() };
      await store(stored);
      await options.flushCommits();
      if (!options.processing) return;
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

    /** Starts the heartbeat, taking over at once what a dead process left claimed. */
    start(): void {
      const beatSafely = (first: boolean) =>
        beat(first).catch((error: unknown) => log.error({ err: error }, 'the webhook heartbeat failed'));
      void beatSafely(true);
      heartbeat = setInterval(() => void beatSafely(false), heartbeatMs);
      heartbeat.unref();
    },

    /** Stops the timers and gives back, for another process or the next start, what is not handled. */
    async stop(): Promise<void> {
      stopping = true;
      clearTimeout(drainTimer);
      clearTimeout(retryTimer?.timer);
      clearInterval(heartbeat);
      // The batch in hand is finished; what was not started is given back below.
      await lastDrain.catch(() => {});
      await retireWebhookProcessor(db, processorId).catch((error: unknown) =>
        log.error({ err: error }, 'the webhook claims could not be given back'),
      );
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;

/**
 * Why a try failed, without the values of a failed statement: those are a customer's text and name,
 * which neither the log nor the table's error column may hold (only the body itself does).
 */
function failureReason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return (cause instanceof Error ? cause.message : String(cause)).slice(0, 500);
}

/**
 * PGlite runs each statement synchronously, so a drain that never waits for I/O would hold the
 * event loop from its first claim to its last update; between statements it lets the requests
 * that arrived meanwhile be read and stored.
 */
function yieldToIntake(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
