import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ReactFlowProvider } from '@xyflow/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isNotFound, NotFoundState } from '../../../components/not-found-state/not-found-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useChatbot } from '../api';
import { FlowBuilder } from '../components/flow-builder';

/** `…/chatbot/:chatbotId`: the chatbot's flow on a canvas, with its problems and its status. */
export default function ChatbotBuilderPage() {
  const { t } = useTranslation('chatbots');
  const toast = useToast();
  const { channelId = '', chatbotId = '' } = useParams();
  const chatbot = useChatbot(channelId, chatbotId);
  const back = { to: paths.dashboard.channels.chatbots(channelId), label: t('title') };

  useEffect(() => {
    if (chatbot.isError && !isNotFound(chatbot.error))
      toast.error(errorText(t, chatbot.error, 'messages.fetchOneFailed'));
  }, [chatbot.isError, chatbot.error, toast, t]);

  if (isNotFound(chatbot.error)) return <NotFoundState thing="chatbot" back={back} />;
  if (chatbot.data)
    return (
      <ReactFlowProvider>
        {/* The flow is the builder's own once open: later answers of the same chatbot do not reset it. */}
        <FlowBuilder key={chatbot.data.chatbotId} chatbot={chatbot.data} back={back} />
      </ReactFlowProvider>
    );
  return (
    <Stack spacing={3}>
      <PageHeader back={back} title={<Skeleton width={240} />} />
      {chatbot.isError ? (
        <Alert severity="error">{errorText(t, chatbot.error, 'messages.fetchOneFailed')}</Alert>
      ) : (
        <Skeleton variant="rounded" height={480} />
      )}
    </Stack>
  );
}
