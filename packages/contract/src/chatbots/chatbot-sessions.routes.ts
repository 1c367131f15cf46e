import { defineRoutes } from '../route';
import { ConversationChatbotParams, ConversationChatbotSession } from './chatbots.schemas';

const sessionPath = '/api/v1/conversations/:conversationId/chatbot-session';

/** The chatbot running in a conversation, as the inbox shows and controls it. */
export const chatbotSessionRoutes = defineRoutes({
  get: {
    method: 'GET',
    path: sessionPath,
    summary: "The conversation's running or paused chatbot session",
    auth: 'bearer',
    capability: 'workInbox',
    params: ConversationChatbotParams,
    response: ConversationChatbotSession,
  },
  resume: {
    method: 'POST',
    path: `${sessionPath}/resume`,
    summary: "Let a paused chatbot take the customer's next message again",
    auth: 'bearer',
    capability: 'workInbox',
    params: ConversationChatbotParams,
    response: ConversationChatbotSession,
  },
  stop: {
    method: 'POST',
    path: `${sessionPath}/stop`,
    summary: 'End the chatbot session of a conversation',
    auth: 'bearer',
    capability: 'workInbox',
    params: ConversationChatbotParams,
    response: ConversationChatbotSession,
  },
});
