import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isNotFound, NotFoundState } from '../../../components/not-found-state/not-found-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { paths } from '../../../config/paths';
import { useChannel } from '../../channels/api';
import { CampaignWizard } from './campaign-wizard';

/** Spec §2's `/dashboard/broadcast/{channelId}/create`: a new campaign on one channel. */
export default function CampaignWizardPage() {
  const { t } = useTranslation('campaign-wizard');
  const { channelId = '' } = useParams();
  const channel = useChannel(channelId);
  if (isNotFound(channel.error))
    return <NotFoundState thing="channel" back={{ to: paths.dashboard.broadcast.list, label: t('back') }} />;
  return (
    <Stack spacing={3}>
      <PageHeader
        back={{ to: paths.dashboard.broadcast.channel(channelId), label: t('back') }}
        title={t('title')}
        subtitle={channel.data ? t('subtitle', { channel: channel.data.displayName }) : undefined}
      />
      <CampaignWizard key={channelId} channelId={channelId} />
    </Stack>
  );
}
