import { chatbotSessionRoutes } from '@parley/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';
import { inboxKeys } from './query-keys';

/** The chatbot running in the conversation, read again whenever its latest message changes. */
export const useChatbotSession = (conversationId: string, lastMessageAt: string | null) =>
  useQuery({
    queryKey: [...inboxKeys.chatbotSession(conversationId), lastMessageAt],
    queryFn: () => request(chatbotSessionRoutes.get, { params: { conversationId } }),
  });

/** Resumes or stops the conversation's chatbot. */
export const useControlChatbotSession = (conversationId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'resume' | 'stop') =>
      request(chatbotSessionRoutes[action], { params: { conversationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxKeys.chatbotSession(conversationId) }),
  });
};
