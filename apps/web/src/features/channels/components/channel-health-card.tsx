import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChannelHealth, ChannelHealthEvent, ChannelHealthTopic, HealthValue } from '@parley/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/use-date-format';
import { useChannelHealth } from '../api';
import { QualityChip } from './channel-facts';

/** The notice groups the section lists, each only when it has notices; the rest are "other notices". */
const groups: { key: string; topics: ChannelHealthTopic[] }[] = [
  { key: 'restrictions', topics: ['restriction', 'violation'] },
  { key: 'accountErrors', topics: ['accountError'] },
  { key: 'unreadable', topics: ['unreadableWebhook'] },
];
const grouped = new Set(groups.flatMap((group) => group.topics));

/** The number's health as the provider reports it: its standing, each with its time, then its notices. */
export function ChannelHealthCard({ channelId }: { channelId: string }) {
  const { t } = useTranslation('channels');
  const health = useChannelHealth(channelId, true);

  return (
    <Card data-testid="channel-health">
      <CardContent sx={{ p: 3 }}>
        <Stack spacing={2.5}>
          <Typography variant="h6" component="h2">
            {t('health.title')}
          </Typography>
          {health.isError && <Alert severity="error">{t('health.failed')}</Alert>}
          {health.isPending && <Skeleton variant="rounded" height={200} />}
          {health.data && <HealthDetails health={health.data} />}
        </Stack>
      </CardContent>
    </Card>
  );
}

function HealthDetails({ health }: { health: ChannelHealth }) {
  const { t } = useTranslation('channels');
  const others = health.events.filter((event) => !grouped.has(event.topic));
  return (
    <>
      <Stack component="dl" spacing={2} sx={{ m: 0 }}>
        <Standing label={t('health.quality')} value={health.qualityRating}>
          {(value) => <QualityChip rating={value} />}
        </Standing>
        <Standing label={t('health.messagingLimit')} value={health.messagingLimit}>
          {(value) => t(`tiers.${value}`, { defaultValue: value })}
        </Standing>
        <Standing label={t('health.throughput')} value={health.throughput}>
          {(value) => t(`health.throughputLevels.${value}`, { defaultValue: value })}
        </Standing>
        <Standing label={t('health.nameReview')} value={health.nameReview}>
          {(value) => t(`health.decisions.${value}`, { defaultValue: value })}
        </Standing>
        <Standing
          label={t('health.unreadableWebhooks')}
          value={
            health.unreadableWebhooks.lastAt
              ? { value: String(health.unreadableWebhooks.total), at: health.unreadableWebhooks.lastAt }
              : null
          }
          empty={t('health.none')}
        >
          {(value) => (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={value}
              data-testid="unreadable-count"
            />
          )}
        </Standing>
      </Stack>
      {health.events.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('health.noNotices')}
        </Typography>
      )}
      {groups.map((group) => {
        const events = health.events.filter((event) => group.topics.includes(event.topic));
        return (
          events.length > 0 && (
            <NoticeList key={group.key} title={t(`health.groups.${group.key}`)} events={events} />
          )
        );
      })}
      {others.length > 0 && <NoticeList title={t('health.groups.other')} events={others} />}
    </>
  );
}

/** One standing of the number: its value and when the provider said so. */
function Standing({
  label,
  value,
  empty,
  children,
}: {
  label: string;
  value: HealthValue;
  empty?: string;
  children: (value: string) => ReactNode;
}) {
  const { t } = useTranslation('channels');
  const format = useDateFormat();
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Stack component="dd" sx={{ m: 0, alignItems: 'flex-end', textAlign: 'end' }}>
        <Typography component="div" variant="subtitle2">
          {value ? children(value.value) : (empty ?? t('health.notReported'))}
        </Typography>
        {value && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {format.dateTime(value.at)}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}

const severity: Partial<Record<ChannelHealthTopic, 'error' | 'warning'>> = {
  restriction: 'error',
  violation: 'error',
  accountError: 'error',
  unreadableWebhook: 'warning',
  quality: 'warning',
  security: 'warning',
};

function NoticeList({ title, events }: { title: string; events: ChannelHealthEvent[] }) {
  const { t } = useTranslation('channels');
  const format = useDateFormat();
  return (
    <Stack spacing={1.5}>
      <Divider />
      <Typography variant="subtitle1" component="h3">
        {title}
      </Typography>
      {events.map((event) => (
        <Stack key={event.id} spacing={0.5} data-testid="health-notice" data-topic={event.topic}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip
              size="small"
              color={severity[event.topic] ?? 'default'}
              variant="outlined"
              label={t(`health.topics.${event.topic}`)}
            />
            {event.event && (
              <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }} dir="ltr">
                {event.event}
              </Typography>
            )}
            <Typography variant="caption" sx={{ color: 'text.secondary', marginInlineStart: 'auto' }}>
              {format.dateTime(event.occurredAt)}
            </Typography>
          </Stack>
          <NoticeFacts facts={event.facts} />
        </Stack>
      ))}
    </Stack>
  );
}

/** The notice's facts in the provider's words: a code, a title, a type, a template's name. */
function NoticeFacts({ facts }: { facts: Record<string, string> }) {
  const { t } = useTranslation('channels');
  const format = useDateFormat();
  const shown = Object.entries(facts).filter(([key]) => key !== 'webhookEventId' && key !== 'href');
  if (shown.length === 0) return null;
  const text = (key: string, value: string) =>
    datedFacts.has(key) && /^\d{9,10}$/.test(value)
      ? format.dateTime(new Date(Number(value) * 1000).toISOString())
      : value;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
      {shown
        .map(([key, value]) => `${t(`health.facts.${key}`, { defaultValue: key })}: ${text(key, value)}`)
        .join(' · ')}
    </Typography>
  );
}

/** Facts Meta writes as Unix seconds. */
const datedFacts = new Set(['expiration', 'banDate']);
