import EditOutlined from '@mui/icons-material/EditOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Channel } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../../components/ltr-text/ltr-text';

const qualityColours = { GREEN: 'success', YELLOW: 'warning', RED: 'error' } as const;

export function QualityChip({ rating }: { rating: string | null }) {
  const { t } = useTranslation('channels');
  if (!rating) return <Typography variant="body2">—</Typography>;
  const colour = qualityColours[rating as keyof typeof qualityColours] ?? 'default';
  return (
    <Chip
      size="small"
      color={colour}
      variant="outlined"
      label={t(`quality.${rating}`, { defaultValue: rating })}
    />
  );
}

export function WebhookChip({ channel }: { channel: Channel }) {
  const { t } = useTranslation('channels');
  return (
    <Chip
      size="small"
      color={channel.webhookSubscribed ? 'success' : 'warning'}
      label={t(channel.webhookSubscribed ? 'webhook.subscribed' : 'webhook.notSubscribed')}
    />
  );
}

/**
 * The rate the channel's campaigns send at and where it comes from: the number's throughput, or set
 * for this channel; with a button to change it when `onEdit` is given.
 */
export function CampaignRate({ channel, onEdit }: { channel: Channel; onEdit?: () => void }) {
  const { t, i18n } = useTranslation('channels');
  const rate = new Intl.NumberFormat(i18n.language).format(channel.campaignMessagesPerSecond);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 0.5 }}>
      <Stack sx={{ alignItems: 'flex-end' }}>
        <span data-testid="campaign-rate">{t('campaignRate.value', { rate })}</span>
        <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="campaign-rate-source">
          {t(
            channel.messagesPerSecond === null ? 'campaignRate.fromThroughput' : 'campaignRate.setForChannel',
          )}
        </Typography>
      </Stack>
      {onEdit && (
        <IconButton
          size="small"
          onClick={onEdit}
          aria-label={t('campaignRate.edit')}
          data-testid="campaign-rate-edit"
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}

/** The channel's facts as label/value rows, for the details page; `onEditRate` offers to change the campaign send rate. */
export function ChannelFacts({ channel, onEditRate }: { channel: Channel; onEditRate?: () => void }) {
  const { t, i18n } = useTranslation('channels');
  const rows = [
    { label: t('fields.displayPhoneNumber'), value: <LtrText>{channel.displayPhoneNumber}</LtrText> },
    { label: t('fields.verifiedName'), value: channel.verifiedName },
    { label: t('fields.provider'), value: t(`providers.${channel.provider}`) },
    { label: t('fields.businessAccountId'), value: <LtrText>{channel.businessAccountId}</LtrText> },
    { label: t('fields.phoneNumberId'), value: <LtrText>{channel.phoneNumberId}</LtrText> },
    { label: t('fields.quality'), value: <QualityChip rating={channel.qualityRating} /> },
    {
      label: t('fields.messagingLimit'),
      value: channel.messagingLimitTier
        ? t(`tiers.${channel.messagingLimitTier}`, { defaultValue: channel.messagingLimitTier })
        : '—',
    },
    { label: t('fields.webhook'), value: <WebhookChip channel={channel} /> },
    { label: t('fields.campaignRate'), value: <CampaignRate channel={channel} onEdit={onEditRate} /> },
    {
      label: t('fields.connectedOn'),
      value: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
        new Date(channel.createdAt),
      ),
    },
  ];
  return (
    <Stack component="dl" spacing={2} sx={{ m: 0 }}>
      {rows.map((row) => (
        <Stack
          key={row.label}
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}
        >
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {row.label}
          </Typography>
          <Typography component="dd" variant="subtitle2" sx={{ m: 0, textAlign: 'end' }}>
            {row.value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
