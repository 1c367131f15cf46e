import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Conversation } from '@parley/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConversation, useMarkRead } from '../api';
import { Composer } from '../composer/composer';
import { type LockReason, WindowClosedNotice } from '../composer/window-closed-notice';
import { TemplateMessageDialog } from '../template-message/template-message-dialog';
import { useCustomerWindow } from '../use-customer-window';
import { ChatbotSessionBar } from './chatbot-session-bar';
import { MessageList } from './message-list';
import { ThreadHeader } from './thread-header';

export interface ConversationThreadProps {
  conversationId: string;
  onBack?: () => void;
  /** Whether the details side panel is shown (beside the thread, or instead of it on a phone). */
  panelOpen: boolean;
  onTogglePanel: () => void;
  /** The thread is narrow: the header's actions fold into a menu. */
  narrow: boolean;
}

/** The open conversation: header, messages, and the composer or what takes its place. */
export function ConversationThread({
  conversationId,
  onBack,
  panelOpen,
  onTogglePanel,
  narrow,
}: ConversationThreadProps) {
  const { t } = useTranslation('inbox');
  const query = useConversation(conversationId);
  const conversation = query.data;
  const windowRemainingMs = useCustomerWindow(conversation, query.dataUpdatedAt);
  const [templateOpen, setTemplateOpen] = useState(false);
  useMarkReadWhileOpen(conversation);

  if (!conversation) {
    return (
      <Box sx={{ height: 1, display: 'grid', placeItems: 'center' }}>
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
  return (
    <Box sx={{ height: 1, minWidth: 0, display: 'flex' }} data-testid="conversation-thread">
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        <ThreadHeader
          conversation={conversation}
          windowRemainingMs={windowRemainingMs}
          onBack={onBack}
          panelOpen={panelOpen}
          onTogglePanel={onTogglePanel}
          narrow={narrow}
        />
        <ChatbotSessionBar conversation={conversation} />
        <MessageList conversationId={conversationId} channelId={conversation.channelId} />
        {lock ? (
          <WindowClosedNotice reason={lock} onSendTemplate={() => setTemplateOpen(true)} />
        ) : (
          <Composer conversation={conversation} onSendTemplate={() => setTemplateOpen(true)} />
        )}
      </Stack>
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
