import {
  type Chatbot,
  type ChatbotSettings,
  type CreateChatbotInput,
  chatbotRoutes,
  type UpdateChatbotFlowInput,
} from '@parley/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api-client';

/** Every chatbots query key starts with this; a change to one refreshes them all. */
export const chatbotsKey = ['chatbots'] as const;

export const getChatbotsQueryOptions = (channelId: string) =>
  queryOptions({
    queryKey: [...chatbotsKey, 'channel', channelId],
    queryFn: () => request(chatbotRoutes.list, { params: { channelId } }),
  });
export const useChatbots = (channelId: string) => useQuery(getChatbotsQueryOptions(channelId));

export const getChatbotQueryOptions = (channelId: string, chatbotId: string) =>
  queryOptions({
    queryKey: [...chatbotsKey, 'one', chatbotId],
    queryFn: () => request(chatbotRoutes.get, { params: { channelId, chatbotId } }),
  });
export const useChatbot = (channelId: string, chatbotId: string) =>
  useQuery(getChatbotQueryOptions(channelId, chatbotId));

export interface ChatbotRef {
  channelId: string;
  chatbotId: string;
}

/** A changed chatbot answers itself: its cached copy is replaced and the lists are fetched again. */
function useChatbotMutation<Input>(mutationFn: (input: Input) => Promise<Chatbot>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (chatbot) => {
      queryClient.setQueryData(
        getChatbotQueryOptions(chatbot.channelId, chatbot.chatbotId).queryKey,
        chatbot,
      );
      return queryClient.invalidateQueries({ queryKey: [...chatbotsKey, 'channel', chatbot.channelId] });
    },
  });
}

export const useCreateChatbot = () =>
  useChatbotMutation(({ channelId, body }: { channelId: string; body: CreateChatbotInput }) =>
    request(chatbotRoutes.create, { params: { channelId }, body }),
  );

export const useUpdateChatbotFlow = () =>
  useChatbotMutation(({ params, body }: { params: ChatbotRef; body: UpdateChatbotFlowInput }) =>
    request(chatbotRoutes.update, { params, body }),
  );

export const useSetChatbotStatus = () =>
  useChatbotMutation(({ params, status }: { params: ChatbotRef; status: Chatbot['status'] }) =>
    request(chatbotRoutes.status, { params, body: { status } }),
  );

export const useRenameChatbot = () =>
  useChatbotMutation(({ params, name }: { params: ChatbotRef; name: string }) =>
    request(chatbotRoutes.rename, { params, body: { name } }),
  );

export const useSetChatbotKeyword = () =>
  useChatbotMutation(({ params, keyword }: { params: ChatbotRef; keyword: string }) =>
    request(chatbotRoutes.keyword, { params, body: { keyword } }),
  );

export const useSetChatbotAnyKeyword = () =>
  useChatbotMutation((params: ChatbotRef) => request(chatbotRoutes.anyKeyword, { params }));

export const useSetChatbotSettings = () =>
  useChatbotMutation(({ params, settings }: { params: ChatbotRef; settings: ChatbotSettings }) =>
    request(chatbotRoutes.settings, { params, body: settings }),
  );

export function useDeleteChatbot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ChatbotRef) => request(chatbotRoutes.remove, { params }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatbotsKey }),
  });
}

/** The builder's test run: followed every second while its panel is open. */
export const useChatbotTestRun = (params: ChatbotRef, open: boolean) =>
  useQuery({
    queryKey: [...chatbotsKey, 'test-run', params.chatbotId],
    queryFn: () => request(chatbotRoutes.testRun, { params }),
    enabled: open,
    refetchInterval: open ? 1000 : false,
  });

export function useStartChatbotTestRun(params: ChatbotRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => request(chatbotRoutes.startTestRun, { params, body: { phone } }),
    onSuccess: (testRun) => queryClient.setQueryData([...chatbotsKey, 'test-run', params.chatbotId], testRun),
  });
}
