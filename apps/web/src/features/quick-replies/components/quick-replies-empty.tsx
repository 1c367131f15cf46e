import AddIcon from '@mui/icons-material/Add';
import QuickreplyOutlined from '@mui/icons-material/QuickreplyOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FirstItemState } from '../../../components/first-item-state/first-item-state';
import { paths } from '../../../config/paths';

/** What a channel without quick replies shows: what they are for, and the way to make the first. */
export function QuickRepliesEmpty({ channelId }: { channelId: string }) {
  const { t } = useTranslation('quick-replies');
  return (
    <FirstItemState
      icon={<QuickreplyOutlined />}
      title={t('empty.title')}
      description={t('empty.description')}
      action={
        <Button
          component={RouterLink}
          to={paths.dashboard.channels.createQuickReply(channelId)}
          variant="contained"
          startIcon={<AddIcon />}
        >
          {t('actions.create')}
        </Button>
      }
    />
  );
}
