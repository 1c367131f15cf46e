import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CampaignProgress } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { stepColor } from './campaign-funnel';

const charted = ['sent', 'delivered', 'read', 'replied', 'failed'] as const;

/** What happened in each minute (or hour) of the campaign, one line per step. */
export function ProgressChart({ progress }: { progress: CampaignProgress | undefined }) {
  const { t, i18n } = useTranslation('campaigns');
  const theme = useTheme();
  const colors = stepColor(theme);
  const points = progress?.points ?? [];
  const perHour = (progress?.bucketSeconds ?? 60) >= 3600;
  const time = new Intl.DateTimeFormat(
    i18n.language,
    perHour ? { dateStyle: 'short', timeStyle: 'short' } : { timeStyle: 'short' },
  );
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader
        title={t('progress.title')}
        subheader={t(perHour ? 'progress.perHour' : 'progress.perMinute')}
      />
      <CardContent data-testid="progress-chart">
        {points.length === 0 ? (
          <Box sx={{ height: { xs: 120, sm: 280 }, display: 'grid', placeItems: 'center' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('progress.empty')}
            </Typography>
          </Box>
        ) : (
          <Box dir="ltr">
            <LineChart
              height={280}
              skipAnimation
              xAxis={[
                {
                  scaleType: 'time',
                  data: points.map((point) => new Date(point.at)),
                  valueFormatter: (value: Date) => time.format(value),
                },
              ]}
              series={charted.map((step) => ({
                id: step,
                label: t(`funnel.${step}`),
                data: points.map((point) => point[step]),
                color: colors[step],
                showMark: points.length < 30,
              }))}
              margin={{ left: 8, right: 16 }}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
