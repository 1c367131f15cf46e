import type { Chatbot, FlowProblem } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { ApiRequestError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { type ChatbotRef, useSetChatbotStatus } from '../api';

/**
 * Activates or deactivates a chatbot with the spec's texts. A flow the server refuses to activate
 * leaves its problems in `refused`, for the screen to list them.
 */
export function useChatbotStatus() {
  const { t } = useTranslation('chatbots');
  const toast = useToast();
  const mutation = useSetChatbotStatus();
  const [refused, setRefused] = useState<FlowProblem[]>();

  const setStatus = (params: ChatbotRef, status: Chatbot['status']) =>
    mutation.mutate(
      { params, status },
      {
        onSuccess: () => toast.success(t('messages.statusUpdated')),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === 'CHATBOT_FLOW_HAS_PROBLEMS')
            setRefused(error.details as FlowProblem[]);
          else toast.error(errorText(t, error, 'chatbots:messages.statusFailed'));
        },
      },
    );
  /** The status a chatbot's control shows: where it is going while its change is on the way. */
  const shownStatus = ({ chatbotId, status }: { chatbotId: string; status: Chatbot['status'] }) =>
    mutation.isPending && mutation.variables.params.chatbotId === chatbotId
      ? mutation.variables.status
      : status;

  return { setStatus, shownStatus, refused, dismissRefusal: () => setRefused(undefined) };
}
