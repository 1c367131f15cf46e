import AddIcon from '@mui/icons-material/Add';
import QuickreplyOutlined from '@mui/icons-material/QuickreplyOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { IconTile } from '../../../components/icon-tile/icon-tile';
import { paths } from '../../../config/paths';

/** What a channel without quick replies shows: what they are for, and the way to make the first. */
export function QuickRepliesEmpty({ channelId }: { channelId: string }) {
  const { t } = useTranslation('quick-replies');
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 3 }}
      data-testid="empty-state"
    >
      <IconTile>
        <QuickreplyOutlined />
      </IconTile>
      <Typography variant="h6" component="h2">
        {t('empty.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 440 }}>
        {t('empty.description')}
      </Typography>
      <Button
        component={RouterLink}
        to={paths.dashboard.channels.createQuickReply(channelId)}
        variant="contained"
        startIcon={<AddIcon />}
      >
        {t('actions.create')}
      </Button>
    </Stack>
  );
}
