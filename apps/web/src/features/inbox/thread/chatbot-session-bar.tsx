import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Conversation } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { useChatbotSession, useControlChatbotSession } from '../chatbot-session-api';

/**
 * Above the messages while a chatbot runs in the conversation: which bot, whether it answers or is
 * paused because someone of the team wrote, and the controls to resume or stop it.
 */
export function ChatbotSessionBar({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('inbox');
  const toast = useToast();
  const { data } = useChatbotSession(conversation.conversationId, conversation.lastMessageAt);
  const control = useControlChatbotSession(conversation.conversationId);
  const session = data?.session;
  if (!session) return null;
  const act = (action: 'resume' | 'stop') =>
    control.mutate(action, {
      onSuccess: () =>
        toast.success(t(action === 'resume' ? 'chatbotSession.resumed' : 'chatbotSession.stopped')),
      onError: () => toast.error(t('chatbotSession.failed')),
    });
  return (
    <Stack
      direction="row"
      spacing={1}
      data-testid="chatbot-session"
      data-status={session.status}
      sx={{
        alignItems: 'center',
        flexWrap: 'wrap',
        rowGap: 0.5,
        px: 2,
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      <SmartToyOutlined fontSize="small" sx={{ color: 'text.secondary' }} />
      <Typography variant="body2" sx={{ flex: '1 1 12rem', color: 'text.secondary' }}>
        {t(`chatbotSession.${session.status}`, { name: session.chatbotName })}
      </Typography>
      {session.status === 'paused' && (
        <Button size="small" onClick={() => act('resume')} disabled={control.isPending}>
          {t('chatbotSession.resume')}
        </Button>
      )}
      <Button size="small" color="error" onClick={() => act('stop')} disabled={control.isPending}>
        {t('chatbotSession.stop')}
      </Button>
    </Stack>
  );
}
