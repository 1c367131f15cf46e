import { isIP } from 'node:net';
import {
  outboundWebhookHeaders as headers,
  type OutboundWebhookFailure,
  outboundWebhookLimits,
} from '@parley/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Agent, request } from 'undici';
import type { Clock } from '../../context';
import type { Database } from '../../db/client';
import { groupCommit } from '../../shared/group-commit';
import type { SecretBox } from '../../shared/secret-box';
import { AddressNotAllowedError, allowedAddressLookup, isAllowedAddress } from '../media/public-url';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  type DeliveryOutcome,
  type EndpointRow,
  markEndpointsFailing,
  recordOutcomes,
} from './outbound-webhooks.repo';
import { signWebhook } from './webhook-signature';
import { addressPolicyFor, type WebhookUrlRule } from './webhook-url';

export interface DeliveryWorkerOptions {
  /** How often due deliveries (retries, other processes' events) are looked for when idle. */
  pollIntervalMs: number;
  claimBatch: number;
  /** Tries in flight at once, per process. */
  maxInFlight: number;
  /** Connections kept to one origin. */
  connectionsPerOrigin: number;
  /**
   * An endpoint with this many tries in flight is left out of the next claims, so that a receiver
   * that answers slowly (or not at all) holds no more than its share and the others' deliveries go on.
   */
  maxPerEndpoint: number;
  /** A try gets this long for the endpoint's whole answer. */
  timeoutMs: number;
  /** A claim a crash left behind is due again after this. */
  claimTtlMs: number;
  /** An endpoint whose every delivery has failed this long is disabled. */
  disableAfterMs: number;
}

export const defaultDeliveryWorkerOptions: Omit<DeliveryWorkerOptions, 'disableAfterMs'> = {
  pollIntervalMs: 1000,
  claimBatch: 250,
  maxInFlight: 1024,
  connectionsPerOrigin: 64,
  maxPerEndpoint: 256,
  timeoutMs: 10_000,
  claimTtlMs: 60_000,
};

export interface DeliveryWorkerDependencies {
  db: Database;
  secrets: SecretBox;
  clock: Clock;
  log: FastifyBaseLogger;
  rule: WebhookUrlRule;
  options: DeliveryWorkerOptions;
  /** Told of endpoints just disabled for failing too long. */
  endpointsDisabled: (endpoints: EndpointRow[]) => Promise<void>;
}

/** The wait after the n-th failed try: 10 s, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  const { firstRetryMs, maxRetryDelayMs } = outboundWebhookLimits;
  return Math.min(maxRetryDelayMs, firstRetryMs * 2 ** Math.min(Math.max(attempts - 1, 0), 20));
}

/**
 * A process's delivery worker: claims due deliveries in batches (`FOR UPDATE SKIP LOCKED`, so several
 * processes share them), POSTs them concurrently over kept-alive connections, and records the outcomes
 * in group commits. A process that dies mid-try leaves its claims to expire: they are tried again.
 */
export function startDeliveryWorker({
  db,
  secrets,
  clock,
  log,
  rule,
  options,
  endpointsDisabled,
}: DeliveryWorkerDependencies) {
  const {
    pollIntervalMs,
    claimBatch,
    maxInFlight,
    connectionsPerOrigin,
    maxPerEndpoint,
    timeoutMs,
    claimTtlMs,
    disableAfterMs,
  } = options;
  const agentFor = (protocol: string) =>
    new Agent({
      connections: connectionsPerOrigin,
      keepAliveTimeout: 30_000,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      connect: { timeout: timeoutMs, lookup: allowedAddressLookup(addressPolicyFor(protocol, rule)) },
    });
  const agents = { 'https:': agentFor('https:'), 'http:': agentFor('http:') };
  const openedSecrets = new Map<string, { sealed: string; secret: string }>();
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let wake: (() => void) | undefined;
  let woken = false;

  const perEndpoint = new Map<string, number>();
  /**
   * Every try ends within `timeoutMs` of its start, well inside its claim, however its receiver
   * answers (a body that drips in resets undici's own time-outs): one sweep a second stops the late.
   */
  const deadlines = new Map<AbortController, number>();
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const [controller, deadline] of deadlines) if (deadline <= now) controller.abort();
  }, 1000);
  sweeper.unref();
  const targets = new Map<string, { url: URL; protocol: 'http:' | 'https:'; literalRefused: boolean }>();
  /** An endpoint's URL, parsed once. An address literal is connected to without a lookup: it is checked here. */
  const target = (address: string) => {
    let found = targets.get(address);
    if (!found) {
      const url = new URL(address);
      const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
      const protocol = url.protocol === 'http:' ? 'http:' : 'https:';
      const literalRefused = isIP(host) !== 0 && !isAllowedAddress(host, addressPolicyFor(protocol, rule));
      found = { url, protocol, literalRefused };
      if (targets.size >= 10_000) targets.clear();
      targets.set(address, found);
    }
    return found;
  };

  const secretOf = (delivery: ClaimedDelivery) => {
    const cached = openedSecrets.get(delivery.endpointId);
    if (cached?.sealed === delivery.secretSealed) return cached.secret;
    const secret = secrets.open(delivery.secretSealed);
    openedSecrets.set(delivery.endpointId, { sealed: delivery.secretSealed, secret });
    return secret;
  };

  /** One try: the answer's status, or why there was none. */
  const post = async (
    delivery: ClaimedDelivery,
  ): Promise<{ code: number | null; error: OutboundWebhookFailure | null }> => {
    const controller = new AbortController();
    deadlines.set(controller, Date.now() + timeoutMs);
    // undici has left a try's promise pending after its abort, which kept the try in flight for good
    // (and a stopping process waiting for it): a try ends when it is aborted, whatever undici does.
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    });
    aborted.catch(() => {});
    try {
      const { url, protocol, literalRefused } = target(delivery.url);
      if (literalRefused) throw new AddressNotAllowedError(`${url.hostname} is not an allowed address`);
      const head = JSON.stringify({
        id: delivery.id,
        event: delivery.event,
        createdAt: delivery.createdAt.toISOString(),
        accountId: delivery.accountId,
      });
      const body = `${head.slice(0, -1)},"data":${delivery.data}}`;
      // Receivers compare it with their own clock to refuse replays, so it is the real time.
      const timestamp = Math.floor(Date.now() / 1000);
      const sent = request(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Parley-Webhooks/1',
          [headers.id]: delivery.id,
          [headers.timestamp]: String(timestamp),
          [headers.signature]: signWebhook(secretOf(delivery), timestamp, body),
        },
        body,
        dispatcher: agents[protocol],
        signal: controller.signal,
      });
      const response = await Promise.race([sent, aborted]);
      await Promise.race([response.body.dump({ limit: 64 * 1024 }), aborted]).catch(() => {});
      return { code: response.statusCode, error: null };
    } catch (error) {
      return { code: null, error: failureOf(error) };
    } finally {
      deadlines.delete(controller);
    }
  };

  const outcomeOf = (
    delivery: ClaimedDelivery,
    { code, error }: { code: number | null; error: OutboundWebhookFailure | null },
  ): DeliveryOutcome => {
    const now = clock();
    const delivered = code !== null && code >= 200 && code < 300;
    const givenUp = !delivered && now.getTime() >= delivery.retryUntil.getTime();
    return {
      deliveryId: delivery.id,
      endpointId: delivery.endpointId,
      attempts: delivery.attempts,
      status: delivered ? 'delivered' : givenUp ? 'failed' : 'pending',
      responseCode: code,
      error: delivered ? null : error,
      nextAttemptAt: delivered || givenUp ? null : new Date(now.getTime() + retryDelayMs(delivery.attempts)),
    };
  };

  const record = groupCommit<DeliveryOutcome>(async (outcomes) => {
    await recordOutcomes(db, outcomes);
    const succeeded = new Set(outcomes.filter((o) => o.status === 'delivered').map((o) => o.endpointId));
    const failed = new Set(
      outcomes
        .filter((o) => o.status !== 'delivered' && !succeeded.has(o.endpointId))
        .map((o) => o.endpointId),
    );
    if (failed.size === 0) return;
    const now = clock();
    const disabled = await markEndpointsFailing(db, [...failed], {
      now,
      failingBefore: new Date(now.getTime() - disableAfterMs),
    });
    if (disabled.length > 0) {
      log.warn(
        { endpointIds: disabled.map((row) => row.id) },
        'webhook endpoints failing too long are disabled',
      );
      await endpointsDisabled(disabled).catch((error: unknown) =>
        log.error({ err: error }, 'the admins of a disabled webhook endpoint could not be told'),
      );
    }
  });

  const deliver = async ({ endpointId, ...delivery }: ClaimedDelivery) => {
    perEndpoint.set(endpointId, (perEndpoint.get(endpointId) ?? 0) + 1);
    const answer = await post({ endpointId, ...delivery });
    const left = (perEndpoint.get(endpointId) ?? 1) - 1;
    if (left > 0) perEndpoint.set(endpointId, left);
    else perEndpoint.delete(endpointId);
    const outcome = outcomeOf({ endpointId, ...delivery }, answer);
    // Unrecorded, the claim runs out and the delivery is tried again: nothing is lost.
    await record(outcome).catch((error: unknown) =>
      log.error({ err: error, deliveryId: delivery.id }, 'a webhook delivery outcome was not recorded'),
    );
  };

  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(() => {
        wake = undefined;
        resolve();
      }, ms);
      wake = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
    });

  const loop = async () => {
    while (!stopped) {
      const room = maxInFlight - inFlight.size;
      if (inFlight.size > 0 && room < Math.min(claimBatch, maxInFlight) / 2) {
        await Promise.race(inFlight);
        continue;
      }
      woken = false;
      const busy = [...perEndpoint].filter(([, count]) => count >= maxPerEndpoint).map(([id]) => id);
      const limit = Math.min(room, claimBatch);
      let claimed: ClaimedDelivery[];
      try {
        const now = clock();
        claimed = await claimDueDeliveries(db, {
          now,
          claimedUntil: new Date(now.getTime() + claimTtlMs),
          limit,
          skipEndpoints: busy,
        });
      } catch (error) {
        if (stopped) break;
        log.error({ err: error }, 'webhook deliveries could not be claimed');
        await idle(pollIntervalMs);
        continue;
      }
      for (const delivery of claimed) {
        const flight: Promise<void> = deliver(delivery).finally(() => inFlight.delete(flight));
        inFlight.add(flight);
      }
      if (claimed.length === limit || stopped) continue;
      // What is left due may be the busy endpoints': look again as soon as one of their tries ends.
      await (busy.length > 0 ? Promise.race([...inFlight, idle(pollIntervalMs)]) : idle(pollIntervalMs));
    }
  };
  const running = loop();

  return {
    /** Deliveries were queued in this process: look at once rather than at the next poll. */
    wake(): void {
      if (wake) wake();
      else woken = true;
    },

    /**
     * Stops claiming and cuts the tries in flight short (each counts as a try that timed out, and is
     * tried again later, by this process once it is back or by another): a process shutting down does
     * not wait for receivers that answer slowly, or for addresses that never answer.
     */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(sweeper);
      wake?.();
      await running;
      for (const controller of deadlines.keys()) controller.abort();
      await Promise.allSettled(inFlight);
      await Promise.all(Object.values(agents).map((agent) => agent.destroy()));
    },
  };
}

export type DeliveryWorker = ReturnType<typeof startDeliveryWorker>;

/** Why a try got no answer, as the delivery log names it (no internals). */
function failureOf(error: unknown): OutboundWebhookFailure {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  if (error instanceof AddressNotAllowedError || cause instanceof AddressNotAllowedError)
    return 'addressNotAllowed';
  const code = (error as { code?: string }).code ?? (cause as { code?: string } | undefined)?.code ?? '';
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError' || timeoutCodes.has(code)) return 'timedOut';
  if (code === 'ECONNREFUSED') return 'refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'hostNotFound';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE') return 'connectionClosed';
  if (code.startsWith('ERR_TLS') || code.includes('CERT')) return 'tlsFailed';
  return 'notReached';
}

const timeoutCodes = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'ETIMEDOUT',
]);
