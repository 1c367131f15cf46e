import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Campaign } from '@parley/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useDateFormat } from '../../../lib/use-date-format';
import { CampaignStatusChip } from '../components/campaign-status-chip';

/** What the campaign is: its status (and why), template, schedule and who made it. */
export function CampaignSummary({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('campaigns');
  const format = useDateFormat();
  const { template } = campaign;
  const facts: [string, ReactNode][] = [
    [
      t('details.status'),
      <Stack key="status" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <CampaignStatusChip campaign={campaign} />
        {campaign.statusReason && (
          <Typography variant="body2" sx={{ color: 'warning.main' }} data-testid="status-reason">
            {campaign.statusReason}
          </Typography>
        )}
      </Stack>,
    ],
    [t('details.type'), t(`types.${campaign.type}`)],
    [
      t('details.template'),
      t('details.templateLine', {
        name: template.name,
        language: template.language,
        category: template.category,
      }),
    ],
    [t('details.schedule'), format.dateTime(campaign.scheduleTime)],
    [t('details.recipients'), new Intl.NumberFormat().format(campaign.campaignMessageCount)],
  ];
  if (campaign.dailyLimit)
    facts.push([t('details.dailyLimit'), t('details.dailyLimitValue', { count: campaign.dailyLimit })]);
  if (campaign.startedAt) facts.push([t('details.startedAt'), format.dateTime(campaign.startedAt)]);
  if (campaign.finishedAt) facts.push([t('details.finishedAt'), format.dateTime(campaign.finishedAt)]);
  if (campaign.createdBy) facts.push([t('details.createdBy'), campaign.createdBy.name]);
  if (campaign.parentCampaignId)
    facts.push([
      t('details.followUpOf'),
      <Link
        key="parent"
        component={RouterLink}
        to={paths.dashboard.broadcast.details(campaign.channelId, campaign.parentCampaignId)}
      >
        {t('details.parentCampaign')}
      </Link>,
    ]);

  return (
    <Card>
      <CardContent>
        <Stack
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(0, 1fr))',
            },
            gap: 2.5,
          }}
        >
          {facts.map(([label, value]) => (
            <div key={label}>
              <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, mt: 0.5, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </div>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
