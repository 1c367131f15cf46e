import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useCampaignStats } from '../api';

/** The selected campaigns' recipients added up: sent, delivered, read, failed of all of them. */
export function StatsSummary({ campaignIds }: { campaignIds: string[] }) {
  const { t, i18n } = useTranslation('campaigns');
  const toast = useToast();
  const stats = useCampaignStats(campaignIds);
  useEffect(() => {
    if (stats.isError) toast.error(errorText(t, stats.error, 'campaigns:messages.allStatsFailed'));
  }, [stats.isError, stats.error, toast, t]);
  if (!stats.data) return null;
  const sum = (key: 'total' | 'sent' | 'delivered' | 'read' | 'failed') =>
    new Intl.NumberFormat(i18n.language).format(
      stats.data.data.reduce((total, campaign) => total + campaign.counts[key], 0),
    );
  return (
    <Typography
      variant="caption"
      sx={{ color: 'text.secondary', display: { xs: 'none', md: 'block' } }}
      data-testid="stats-summary"
    >
      {t('list.selectionStats', {
        total: sum('total'),
        sent: sum('sent'),
        delivered: sum('delivered'),
        read: sum('read'),
        failed: sum('failed'),
      })}
    </Typography>
  );
}
