import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { useTranslation } from 'react-i18next';
import { Group, Panel, Separator, useDefaultLayout } from 'react-resizable-panels';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { SplashScreen } from '../../../components/splash/splash-screen';
import { paths } from '../../../config/paths';
import { useCan } from '../../auth/use-can';
import { useChannelPlatforms } from '../../channels/api';
import { useSelectedChannel } from '../../channels/selected-channel';
import { getConversationQueryOptions } from '../api';
import { composerInputId } from '../composer/composer';
import { ConversationList } from '../list/conversation-list';
import { ConversationDetails } from '../panel/conversation-details';
import { ShortcutsDialog } from '../shortcuts-dialog';
import { ConversationThread } from '../thread/conversation-thread';
import { useFillHeight } from '../use-fill-height';
import { useInboxRealtime } from '../use-inbox-realtime';

const detailsStorageKey = 'parley.inbox.details';

/**
 * The shared inbox, a workspace as tall and wide as the window (`?channelId=` picks the channel,
 * `&conversationId=` opens a conversation): the list, the open thread and its details side by side
 * in panes whose sizes are remembered; on a phone one after the other (`&details=1`), each with
 * its way back. Keyboard: j/k, r, i and ? (the shortcuts dialog).
 */
export default function InboxPage() {
  useInboxRealtime();
  const platforms = useChannelPlatforms();
  const { selected } = useSelectedChannel();
  const [params, setParams] = useSearchParams();
  const conversationId = params.get('conversationId');
  const detailsShown = params.get('details') === '1';
  const openConversation = (id: string | null) =>
    setParams((current) => withParam(withParam(current, 'details', null), 'conversationId', id));
  const showDetails = (shown: boolean) =>
    setParams((current) => withParam(current, 'details', shown ? '1' : null));
  const onPhone = !useMediaQuery(useTheme().breakpoints.up('sm'));
  const [panelOpen, setPanelOpen] = useState(() => localStorage.getItem(detailsStorageKey) !== 'hidden');
  const togglePanel = () => {
    if (onPhone) {
      showDetails(!detailsShown);
      return;
    }
    setPanelOpen((open) => {
      localStorage.setItem(detailsStorageKey, open ? 'hidden' : 'shown');
      return !open;
    });
  };
  const [helpOpen, setHelpOpen] = useState(false);
  useHotkeys('i', togglePanel, { enabled: conversationId !== null, useKey: true });
  useHotkeys('r', () => document.getElementById(composerInputId)?.focus(), {
    enabled: conversationId !== null,
    useKey: true,
    preventDefault: true,
  });
  useHotkeys('?', () => setHelpOpen(true), { useKey: true });
  const [workspaceRef, height] = useFillHeight();

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

  const list = (
    <ConversationList
      channelId={selected.channelId}
      channelLabel={selected.label}
      selectedId={conversationId}
      onSelect={openConversation}
    />
  );
  const thread = (narrow: boolean) =>
    conversationId ? (
      <ConversationThread
        key={conversationId}
        conversationId={conversationId}
        onBack={onPhone ? () => openConversation(null) : undefined}
        panelOpen={onPhone ? detailsShown : panelOpen}
        onTogglePanel={togglePanel}
        narrow={narrow}
      />
    ) : null;

  return (
    <Box
      ref={workspaceRef}
      sx={{ height, bgcolor: 'background.paper', overflow: 'hidden' }}
      data-testid="inbox"
    >
      {onPhone ? (
        conversationId && detailsShown ? (
          <ConversationDetails conversationId={conversationId} onBack={() => showDetails(false)} />
        ) : (
          (thread(true) ?? list)
        )
      ) : (
        <Panes
          list={list}
          thread={thread(panelOpen) ?? <NoConversation />}
          details={
            conversationId && panelOpen ? <ConversationDetails conversationId={conversationId} /> : null
          }
        />
      )}
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Box>
  );
}

interface PanesProps {
  list: ReactNode;
  thread: ReactNode;
  details: ReactNode;
}

/** The three panes, resized by dragging (or the arrow keys on) the lines between them, and remembered. */
function Panes({ list, thread, details }: PanesProps) {
  const { t } = useTranslation('inbox');
  const layout = useDefaultLayout({
    id: 'parley-inbox',
    panelIds: details ? ['list', 'thread', 'details'] : ['list', 'thread'],
    storage: localStorage,
  });
  return (
    <Group
      id="parley-inbox"
      defaultLayout={layout.defaultLayout}
      onLayoutChanged={layout.onLayoutChanged}
      style={{ height: '100%' }}
    >
      <Panel id="list" defaultSize={320} minSize={260} maxSize="45%">
        {list}
      </Panel>
      <PaneSeparator label={t('panes.resizeList')} />
      <Panel id="thread" minSize={340}>
        {thread}
      </Panel>
      {details && (
        <>
          <PaneSeparator label={t('panes.resizeDetails')} />
          <Panel id="details" defaultSize={300} minSize={260} maxSize="40%">
            {details}
          </Panel>
        </>
      )}
    </Group>
  );
}

function PaneSeparator({ label }: { label: string }) {
  return (
    <Box
      component={Separator}
      aria-label={label}
      sx={{
        width: '1px',
        bgcolor: 'divider',
        position: 'relative',
        outline: 'none',
        // A wider grip than the line it draws.
        '&::after': { content: '""', position: 'absolute', insetBlock: 0, insetInline: -4 },
        '&[data-separator="hover"], &[data-separator="active"], &:focus-visible': {
          bgcolor: 'primary.main',
          width: '3px',
        },
      }}
    />
  );
}

function NoConversation() {
  const { t } = useTranslation('inbox');
  return (
    <Stack
      spacing={1}
      sx={{ height: 1, alignItems: 'center', justifyContent: 'center', color: 'text.secondary', p: 3 }}
    >
      <ForumOutlined sx={{ fontSize: 56, opacity: 0.6 }} />
      <Typography variant="body2" data-testid="no-conversation">
        {t('thread.choose')}
      </Typography>
      <Typography variant="caption">{t('shortcuts.teaser')}</Typography>
    </Stack>
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
