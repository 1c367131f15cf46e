import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Conversation } from '@parley/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversation, useMarkRead } from '../api';
import { Composer } from '../composer/composer';
import { type LockReason, WindowClosedNotice } from '../composer/window-closed-notice';
import { ConversationPanel } from '../panel/conversation-panel';
import { TemplateMessageDialog } from '../template-message/template-message-dialog';
import { useCustomerWindow } from '../use-customer-window';
import { MessageList } from './message-list';
import { ThreadHeader } from './thread-header';

export interface ConversationThreadProps {
  conversationId: string;
  onBack?: () => void;
}

/** The open conversation: header, messages, and the composer or what takes its place. */
export function ConversationThread({ conversationId, onBack }: ConversationThreadProps) {
  const { t } = useTranslation('inbox');
  const theme = useTheme();
  const panelBeside = useMediaQuery(theme.breakpoints.up('lg'));
  const query = useConversation(conversationId);
  const conversation = query.data;
  const windowRemainingMs = useCustomerWindow(conversation, query.dataUpdatedAt);
  const [panelOpen, setPanelOpen] = useState(false);
  const [templateOpen, setTemplateOpen] = useState(false);
  useMarkReadWhileOpen(conversation);

  if (!conversation) {
    return (
      <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center' }}>
        {query.isError ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="thread-error">
            {t('thread.notFound')}
          </Typography>
        ) : (
          <CircularProgress size={28} />
        )}
      </Box>
    );
  }

  const lock = lockReason(conversation, windowRemainingMs);
  const panel = <ConversationPanel conversation={conversation} />;
  return (
    <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex' }} data-testid="conversation-thread">
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        <ThreadHeader
          conversation={conversation}
          windowRemainingMs={windowRemainingMs}
          onBack={onBack}
          panelOpen={panelOpen}
          onTogglePanel={() => setPanelOpen((open) => !open)}
          narrow={panelOpen && panelBeside}
        />
        <MessageList conversationId={conversationId} />
        {lock ? (
          <WindowClosedNotice reason={lock} onSendTemplate={() => setTemplateOpen(true)} />
        ) : (
          <Composer conversation={conversation} onSendTemplate={() => setTemplateOpen(true)} />
        )}
      </Stack>
      {panelBeside ? (
        panelOpen && (
          <Box sx={{ width: 320, flexShrink: 0, borderInlineStart: 1, borderColor: 'divider' }}>{panel}</Box>
        )
      ) : (
        <Drawer
          anchor="right"
          open={panelOpen}
          onClose={() => setPanelOpen(false)}
          slotProps={{ paper: { sx: { width: { xs: 1, sm: 360 } } } }}
        >
          {panel}
        </Drawer>
      )}
      <TemplateMessageDialog
        conversation={conversation}
        open={templateOpen}
        onClose={() => setTemplateOpen(false)}
      />
    </Box>
  );
}

/** Why free text cannot go out now, if it cannot: blocked, never written, or the window closed. */
function lockReason(conversation: Conversation, windowRemainingMs: number): LockReason | undefined {
  if (conversation.isBlocked) return 'blocked';
  if (!conversation.lastInboundAt) return 'neverWrote';
  return windowRemainingMs > 0 ? undefined : 'windowClosed';
}

/** Spec §4: reading a conversation sets its unread count to 0, also for messages that arrive while it is open. */
function useMarkReadWhileOpen(conversation: Conversation | undefined) {
  const { mutate } = useMarkRead();
  const unread = conversation?.inboundUnreadMessages ?? 0;
  const conversationId = conversation?.conversationId;
  // Once per unread count: a failed call is not repeated until another message comes.
  const attempted = useRef<string>(undefined);
  useEffect(() => {
    const attempt = `${conversationId}:${unread}`;
    if (!conversationId || unread === 0 || attempted.current === attempt) return;
    attempted.current = attempt;
    mutate(conversationId);
  }, [conversationId, unread, mutate]);
}
