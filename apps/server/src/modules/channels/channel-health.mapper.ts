import type { ChannelHealthEvent, HealthValue } from '@parley/contract';
import type { ChannelHealthEventRow } from './channel-health.repo';

export const toChannelHealthEventDto = (row: ChannelHealthEventRow): ChannelHealthEvent => ({
  id: row.id,
  topic: row.topic,
  event: row.event,
  facts: row.facts,
  occurredAt: row.occurredAt.toISOString(),
});

export const toHealthValue = (latest: { value: string; at: Date } | undefined): HealthValue =>
  latest ? { value: latest.value, at: latest.at.toISOString() } : null;
