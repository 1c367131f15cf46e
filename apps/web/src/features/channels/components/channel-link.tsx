import WhatsApp from '@mui/icons-material/WhatsApp';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

/** The channel a page belongs to, under its title: its name linking to the channel's page. */
export function ChannelLink({ channelId, displayName }: { channelId: string; displayName?: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} data-testid="channel-name">
      <WhatsApp color="success" fontSize="small" />
      {displayName ? (
        <Link component={RouterLink} to={paths.dashboard.channels.details(channelId)} color="inherit">
          {displayName}
        </Link>
      ) : (
        <Skeleton width={160} />
      )}
    </Stack>
  );
}
