import type { ChannelHealth } from '@parley/contract';
import type { FastifyBaseLogger } from 'fastify';
import { ZodError } from 'zod';
import type { Database } from '../../db/client';
import type { HealthNotice, ProviderEvent } from '../../providers/provider-events';
import type { Realtime } from '../../realtime/realtime';
import { AppError } from '../../shared/errors';
import type { Principal } from '../../types/fastify';
import type { StoredWebhookEvent } from '../webhooks/webhooks.repo';
import { toChannelHealthEventDto, toHealthValue } from './channel-health.mapper';
import {
  type ChannelHealthEventRow,
  channelsNamedBy,
  insertChannelHealthEvents,
  latestFact,
  type NewChannelHealthEventRow,
  recentChannelHealthEvents,
  setChannelStanding,
  unreadableWebhookCount,
} from './channel-health.repo';
import { findChannel } from './channels.repo';

export interface ChannelHealthDependencies {
  db: Database;
  log: FastifyBaseLogger;
  realtime: Pick<Realtime, 'toAdmins'>;
  /** Keeps a template notice on the templates it names, and answers them. */
  templates: {
    applyHealthNotice(notice: HealthNotice): Promise<{ id: string; accountId: string; channelId: string }[]>;
  };
}

const recentEventCount = 50;

/**
 * A channel's health as its provider reports it: each notice is kept on the channels it names
 * (or without a channel when Parley has none of them), the number's standing follows it, and the
 * account's admins are told at once. Webhooks Parley could not read are kept and counted here too.
 */
export function createChannelHealthService({ db, log, realtime, templates }: ChannelHealthDependencies) {
  const record = async (rows: NewChannelHealthEventRow[], templateIds: Map<string, string> = new Map()) => {
    const stored = await insertChannelHealthEvents(db, rows);
    for (const row of stored) {
      if (!row.channelId || !row.accountId) continue;
      await setChannelStanding(db, row.channelId, {
        qualityRating: row.facts.qualityRating,
        messagingLimitTier: row.facts.messagingLimit,
      });
      realtime.toAdmins(row.accountId, 'channel.health', {
        channelId: row.channelId,
        topic: row.topic,
        event: row.event,
        templateId: templateIds.get(row.channelId) ?? null,
        occurredAt: row.occurredAt.toISOString(),
      });
    }
    return stored;
  };

  const keepNotice = async (notice: HealthNotice) => {
    if (notice.surprises.length > 0) {
      log.warn(
        { topic: notice.topic, businessAccountId: notice.businessAccountId, surprises: notice.surprises },
        'a health webhook did not read as its reference describes it; kept as it came',
      );
    }
    const templateIds = new Map<string, string>();
    let targets: { id: string; accountId: string }[];
    if (notice.templateId) {
      const changed = await templates.applyHealthNotice(notice);
      for (const template of changed) templateIds.set(template.channelId, template.id);
      targets = changed.map((template) => ({ id: template.channelId, accountId: template.accountId }));
    } else {
      targets = await channelsNamedBy(db, notice);
    }
    const row = (target?: { id: string; accountId: string }): NewChannelHealthEventRow => ({
      accountId: target?.accountId ?? null,
      channelId: target?.id ?? null,
      topic: notice.topic,
      event: notice.event,
      facts: notice.facts,
      details: notice.details,
      surprises: notice.surprises,
      occurredAt: notice.occurredAt,
    });
    await record(targets.length > 0 ? targets.map(row) : [row()], templateIds);
  };

  return {
    async handleProviderEvents(events: ProviderEvent[]): Promise<void> {
      for (const event of events) if (event.kind === 'health') await keepNotice(event);
    },

    /**
     * A stored webhook that could not be read: logged by its id, provider and error (never its body,
     * which may hold a customer's words) and counted on the channel it names, if any.
     */
    async recordUnreadable(event: StoredWebhookEvent, error: unknown): Promise<void> {
      const reason = describeUnreadable(error);
      log.warn(
        { webhookEventId: event.id, provider: event.provider, error: reason },
        'unreadable webhook kept',
      );
      try {
        const targets = event.channelContext
          ? await channelsNamedBy(db, { phoneNumberId: event.channelContext.phoneNumberId })
          : await channelsNamedBy(db, namedInBody(event.body));
        const row = (target?: { id: string; accountId: string }): NewChannelHealthEventRow => ({
          accountId: target?.accountId ?? null,
          channelId: target?.id ?? null,
          topic: 'unreadableWebhook',
          event: event.provider,
          facts: { webhookEventId: event.id, provider: event.provider, error: reason },
          occurredAt: new Date(),
        });
        await record(targets.length > 0 ? targets.map(row) : [row()]);
      } catch (failure) {
        log.error({ err: failure, webhookEventId: event.id }, 'an unreadable webhook could not be counted');
      }
    },

    async get(principal: Principal, channelId: string): Promise<ChannelHealth> {
      const channel = await findChannel(db, principal.accountId, channelId);
      if (!channel) throw new AppError('NOT_FOUND');
      // One snapshot, so the count and the list of events always agree.
      const { qualityRating, messagingLimit, throughput, nameReview, unreadable, events } =
        await db.transaction(
          async (tx) => ({
            qualityRating: await latestFact(tx, channelId, 'qualityRating'),
            messagingLimit: await latestFact(tx, channelId, 'messagingLimit'),
            throughput: await latestFact(tx, channelId, 'throughput'),
            nameReview: await latestFact(tx, channelId, 'nameDecision'),
            unreadable: await unreadableWebhookCount(tx, channelId),
            events: await recentChannelHealthEvents(tx, channelId, recentEventCount),
          }),
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        );
      return {
        channelId,
        qualityRating: toHealthValue(qualityRating),
        messagingLimit: toHealthValue(messagingLimit),
        throughput: toHealthValue(throughput),
        nameReview: toHealthValue(nameReview),
        unreadableWebhooks: { total: unreadable.total, lastAt: unreadable.lastAt?.toISOString() ?? null },
        events: events.map((row: ChannelHealthEventRow) => toChannelHealthEventDto(row)),
      };
    },
  };
}

export type ChannelHealthService = ReturnType<typeof createChannelHealthService>;

/** The reason in words that carry none of the body: JSON's own message quotes the text around the fault. */
function describeUnreadable(error: unknown): string {
  if (error instanceof SyntaxError) return 'The body is not JSON';
  if (error instanceof ZodError) {
    return error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
      .join('; ');
  }
  return error instanceof Error ? error.message : 'Unreadable';
}

/** The number or business account an unreadable Cloud body names, where it can still be read as JSON. */
function namedInBody(body: string): { phoneNumberId?: string; businessAccountId?: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return {};
  }
  const entries = field(parsed, 'entry');
  const entry = Array.isArray(entries) ? entries[0] : undefined;
  const changes = field(entry, 'changes');
  const change = Array.isArray(changes) ? changes[0] : undefined;
  const phoneNumberId = field(field(field(change, 'value'), 'metadata'), 'phone_number_id');
  const businessAccountId = field(entry, 'id');
  return {
    phoneNumberId: typeof phoneNumberId === 'string' ? phoneNumberId : undefined,
    businessAccountId: typeof businessAccountId === 'string' ? businessAccountId : undefined,
  };
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
