import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CampaignCounts as Counts } from '@parley/contract';
import { useTranslation } from 'react-i18next';

const shown = ['sent', 'delivered', 'read', 'failed'] as const;

/** A campaign's counts in one line: how many of its recipients were sent, delivered, read, failed. */
export function CampaignCounts({ counts }: { counts: Counts }) {
  const { t, i18n } = useTranslation('campaigns');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25, mt: 0.5 }}
      data-testid="campaign-counts"
    >
      {shown.map((state) => (
        <Typography key={state} variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {t(`funnel.${state}`)}{' '}
          <Typography component="span" variant="caption" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {number.format(counts[state])}
          </Typography>
        </Typography>
      ))}
      <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {t('counts.ofTotal', { total: number.format(counts.total) })}
      </Typography>
    </Stack>
  );
}
