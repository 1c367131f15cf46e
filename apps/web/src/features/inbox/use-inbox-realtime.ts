import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeReconnect } from '../../lib/realtime';
import { useUser } from '../auth/session';
import { getContactQueryOptions } from '../contacts/api';
import { applyConversation, applyMessage, applyMessageStatus } from './inbox-cache';
import { inboxKeys } from './query-keys';

/**
 * Keeps the inbox's cached lists and threads in step with what the server pushes, so new messages,
 * ticks and changes made in other browsers show without a reload. After a dropped connection,
 * events may have been missed: everything loaded is fetched again.
 */
export function useInboxRealtime(): void {
  const queryClient = useQueryClient();
  const user = useUser();
  const viewer = { userId: user.userId, roleName: user.roleName };

  useRealtimeEvent('message.created', ({ conversation, message }) => {
    applyMessage(queryClient, message);
    applyConversation(queryClient, conversation, viewer);
    // A message from an ad is the contact's latest source.
    if (message.referral) {
      const { queryKey } = getContactQueryOptions(conversation.contact.contactId);
      void queryClient.invalidateQueries({ queryKey });
    }
  });
  useRealtimeEvent('message.status', ({ conversationId, ...change }) =>
    applyMessageStatus(queryClient, conversationId, change),
  );
  useRealtimeEvent('conversation.updated', ({ conversation }) =>
    applyConversation(queryClient, conversation, viewer),
  );
  useRealtimeEvent('conversation.assigned', ({ conversation }) =>
    applyConversation(queryClient, conversation, viewer),
  );
  useRealtimeReconnect(() => void queryClient.invalidateQueries({ queryKey: inboxKeys.all }));
}
