import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import type { ChatbotSummary } from '@parley/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isNotFound } from '../../../components/not-found-state/not-found-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useChannel } from '../../channels/api';
import { ChannelLink } from '../../channels/components/channel-link';
import { useChatbots, useSetChatbotAnyKeyword } from '../api';
import { ChatbotTextDialog, type ChatbotTextField } from '../components/chatbot-text-dialog';
import { ChatbotsEmpty } from '../components/chatbots-empty';
import { ChatbotsTable } from '../components/chatbots-table';
import { CreateChatbotDialog } from '../components/create-chatbot-dialog';
import { DeleteChatbotDialog } from '../components/delete-chatbot-dialog';
import { RefusedActivationDialog } from '../components/refused-activation-dialog';
import { useChatbotStatus } from '../components/use-chatbot-status';

/** A channel's chatbots: what starts each, whether it runs, and the way into its builder. */
export default function ChatbotsPage() {
  const { t } = useTranslation(['chatbots', 'channels']);
  const toast = useToast();
  const { channelId = '' } = useParams();
  const channel = useChannel(channelId);
  const list = useChatbots(channelId);
  const anyKeyword = useSetChatbotAnyKeyword();
  const status = useChatbotStatus();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<{ chatbot: ChatbotSummary; field: ChatbotTextField }>();
  const [deleting, setDeleting] = useState<ChatbotSummary>();
  const [refusedBot, setRefusedBot] = useState<ChatbotSummary>();

  useEffect(() => {
    // An id of no channel is the channel scope's to say.
    if (list.isError && !isNotFound(list.error))
      toast.error(errorText(t, list.error, 'messages.fetchFailed'));
  }, [list.isError, list.error, toast, t]);

  const switchToAnyKeyword = ({ channelId, chatbotId }: ChatbotSummary) =>
    anyKeyword.mutate(
      { channelId, chatbotId },
      {
        onSuccess: () => toast.success(t('messages.statusUpdated')),
        onError: (error) => toast.error(errorText(t, error, 'common:errors.generic')),
      },
    );

  return (
    <Stack spacing={3}>
      <PageHeader
        back={{ to: paths.dashboard.channels.root, label: t('channels:list.title') }}
        title={t('title')}
        subtitle={<ChannelLink channelId={channelId} displayName={channel.data?.displayName} />}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setCreating(true)}
            data-testid="create-chatbot"
          >
            {t('actions.create')}
          </Button>
        }
      />
      <Card>
        {list.data?.data.length === 0 ? (
          <ChatbotsEmpty onCreate={() => setCreating(true)} />
        ) : (
          <ChatbotsTable
            chatbots={list.data?.data ?? (list.isError ? [] : undefined)}
            shownStatus={status.shownStatus}
            onStatus={(chatbot, next) => {
              setRefusedBot(chatbot);
              status.setStatus(chatbot, next);
            }}
            onEditText={(chatbot, field) => setEditing({ chatbot, field })}
            onAnyKeyword={switchToAnyKeyword}
            onDelete={setDeleting}
          />
        )}
      </Card>
      <CreateChatbotDialog channelId={channelId} open={creating} onClose={() => setCreating(false)} />
      <ChatbotTextDialog editing={editing} onClose={() => setEditing(undefined)} />
      <DeleteChatbotDialog chatbot={deleting} onClose={() => setDeleting(undefined)} />
      <RefusedActivationDialog
        problems={status.refused}
        onClose={status.dismissRefusal}
        action={
          refusedBot && (
            <Button
              variant="contained"
              component={RouterLink}
              to={paths.dashboard.channels.chatbot(channelId, refusedBot.chatbotId)}
            >
              {t('actions.fix')}
            </Button>
          )
        }
      />
    </Stack>
  );
}
