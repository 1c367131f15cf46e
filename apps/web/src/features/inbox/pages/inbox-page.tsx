import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SplashScreen } from '../../../components/splash/splash-screen';
import { paths } from '../../../config/paths';
import { useCan } from '../../auth/use-can';
import { useChannelPlatforms } from '../../channels/api';
import { useSelectedChannel } from '../../channels/selected-channel';
import { getConversationQueryOptions } from '../api';
import { ConversationList } from '../list/conversation-list';
import { ConversationThread } from '../thread/conversation-thread';
import { useFillHeight } from '../use-fill-height';
import { useInboxRealtime } from '../use-inbox-realtime';

/**
 * The shared inbox (`?channelId=` picks the channel, `&conversationId=` opens a conversation): the
 * list and the open thread side by side, or one after the other on a phone.
 */
export default function InboxPage() {
  const { t } = useTranslation('inbox');
  useInboxRealtime();
  const platforms = useChannelPlatforms();
  const { selected } = useSelectedChannel();
  const [params, setParams] = useSearchParams();
  const conversationId = params.get('conversationId');
  const openConversation = (id: string | null) =>
    setParams((current) => withParam(current, 'conversationId', id));
  const onPhone = !useMediaQuery(useTheme().breakpoints.up('md'));
  const [cardRef, height] = useFillHeight();

  // The address's channel wins: choosing another channel closes a conversation of the previous one,
  // and a link to a conversation alone opens its channel.
  const open = useQuery({
    ...getConversationQueryOptions(conversationId ?? ''),
    enabled: conversationId !== null,
  });
  const openChannelId = open.data?.channelId;
  const addressChannelId = params.get('channelId');
  useEffect(() => {
    if (!openChannelId || !selected || openChannelId === selected.channelId) return;
    setParams((current) =>
      addressChannelId
        ? withParam(current, 'conversationId', null)
        : withParam(current, 'channelId', openChannelId),
    );
  }, [openChannelId, selected, addressChannelId, setParams]);

  if (!selected) return platforms.isPending ? <SplashScreen /> : <NoChannel />;

  return (
    <Card ref={cardRef} sx={{ height, display: 'flex', overflow: 'hidden' }} data-testid="inbox">
      {(!onPhone || !conversationId) && (
        <Stack
          sx={{
            width: { xs: 1, md: 320, lg: 360 },
            flexShrink: 0,
            borderInlineEnd: { md: 1 },
            borderColor: { md: 'divider' },
          }}
        >
          <ConversationList
            channelId={selected.channelId}
            channelLabel={selected.label}
            selectedId={conversationId}
            onSelect={openConversation}
          />
        </Stack>
      )}
      {conversationId ? (
        <ConversationThread
          key={conversationId}
          conversationId={conversationId}
          onBack={onPhone ? () => openConversation(null) : undefined}
        />
      ) : (
        !onPhone && (
          <Stack
            spacing={1}
            sx={{ flexGrow: 1, alignItems: 'center', justifyContent: 'center', color: 'text.secondary' }}
          >
            <ForumOutlined sx={{ fontSize: 56, opacity: 0.6 }} />
            <Typography variant="body2" data-testid="no-conversation">
              {t('thread.choose')}
            </Typography>
          </Stack>
        )
      )}
    </Card>
  );
}

/** Before a channel is connected, there is nothing to talk on. */
function NoChannel() {
  const { t } = useTranslation('inbox');
  const canConnect = useCan('manageChannels');
  return (
    <Stack
      spacing={2}
      sx={{ alignItems: 'center', textAlign: 'center', py: 10 }}
      data-testid="inbox-no-channel"
    >
      <HubOutlined sx={{ fontSize: 56, color: 'text.disabled' }} />
      <Typography variant="h6" component="h2">
        {t('noChannel.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
        {t(canConnect ? 'noChannel.text' : 'noChannel.askAdmin')}
      </Typography>
      {canConnect && (
        <Button variant="contained" component={RouterLink} to={paths.dashboard.channels.create}>
          {t('noChannel.action')}
        </Button>
      )}
    </Stack>
  );
}

function withParam(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}
