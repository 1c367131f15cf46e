import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { Campaign } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { campaignStatusColor } from '../campaign-status';

/** A campaign's status; why Parley paused or stopped it, in its tooltip. */
export function CampaignStatusChip({ campaign }: { campaign: Pick<Campaign, 'status' | 'statusReason'> }) {
  const { t } = useTranslation('campaigns');
  return (
    <Tooltip title={campaign.statusReason ?? ''}>
      <Chip
        label={t(`statuses.${campaign.status}`)}
        color={campaignStatusColor[campaign.status]}
        size="small"
        variant="outlined"
        data-testid="campaign-status"
        data-status={campaign.status}
        sx={{ fontWeight: 600 }}
      />
    </Tooltip>
  );
}
