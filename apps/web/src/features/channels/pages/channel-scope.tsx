import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { isNotFound, NotFoundState } from '../../../components/not-found-state/not-found-state';
import { paths } from '../../../config/paths';
import { useChannel } from '../api';

/** Every page under `/dashboard/channels/{id}`: an id of no channel of the account's says so. */
export default function ChannelScope() {
  const { t } = useTranslation('channels');
  const { channelId = '' } = useParams();
  const channel = useChannel(channelId);
  if (isNotFound(channel.error))
    return (
      <NotFoundState thing="channel" back={{ to: paths.dashboard.channels.root, label: t('list.title') }} />
    );
  return <Outlet />;
}
