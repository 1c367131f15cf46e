import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { CampaignCounts } from '@parley/contract';
import { useTranslation } from 'react-i18next';

export const funnelSteps = ['queued', 'sent', 'delivered', 'read', 'replied', 'failed', 'unknown'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

/** One colour per step, the same in the funnel and in the chart over time. */
export const stepColor = (theme: Theme): Record<FunnelStep, string> => ({
  queued: theme.palette.grey[500],
  sent: theme.palette.info.main,
  delivered: theme.palette.primary.main,
  read: theme.palette.success.main,
  replied: theme.palette.secondary.main,
  failed: theme.palette.error.main,
  unknown: theme.palette.warning.main,
});

/**
 * How far the campaign's recipients got: each bar is a share of all recipients, so the bars only
 * shrink from sent to read; failed and unknown are what did not get through.
 */
export function CampaignFunnel({ counts }: { counts: CampaignCounts }) {
  const { t, i18n } = useTranslation('campaigns');
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  const share = (value: number) => (counts.total > 0 ? value / counts.total : 0);
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('funnel.title')}
        subheader={t('funnel.subtitle', { total: number.format(counts.total) })}
      />
      <CardContent>
        <Stack
          component="ul"
          spacing={1.75}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
          data-testid="campaign-funnel"
        >
          {funnelSteps.map((step) => (
            <li key={step} data-testid={`funnel-${step}`}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
                <Typography variant="body2">{t(`funnel.${step}`)}</Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  <span data-testid="funnel-count">{number.format(counts[step])}</span>{' '}
                  <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                    ({percent.format(share(counts[step]))})
                  </Typography>
                </Typography>
              </Stack>
              <Box sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }}>
                <Box
                  sx={(theme) => ({
                    height: '100%',
                    width: `${share(counts[step]) * 100}%`,
                    bgcolor: stepColor(theme)[step],
                    borderRadius: 5,
                    transition: 'width 0.4s',
                  })}
                />
              </Box>
            </li>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
