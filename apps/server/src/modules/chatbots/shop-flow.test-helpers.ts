import type { ChatbotFlow } from '@parley/contract';

const at = { x: 0, y: 0 };

/**
 * The flow the chatbot tests share: a welcome, then a menu of two reply buttons. "Track an order"
 * asks for the order number (saved as `orderNumber` and as the contact's `last_order`, and
 * acknowledged); "Talk to us" hands the conversation to `agentId` (or to the team, without one).
 */
export function shopFlow({
  agentId = null,
  trackTitle = 'Track an order',
}: {
  agentId?: string | null;
  trackTitle?: string;
} = {}): ChatbotFlow {
  return {
    startNode: 'welcome',
    nodes: [
      {
        id: 'welcome',
        position: at,
        nodeType: 'message',
        messageConfig: {
          child: 'menu',
          messages: [{ id: 'w', type: 'text', body: { text: 'Welcome to the shop!' } }],
        },
      },
      {
        id: 'menu',
        position: { x: 300, y: 0 },
        nodeType: 'input',
        inputType: 'button',
        buttonConfig: {
          headerType: 'text',
          header: '',
          body: 'How can we help?',
          footer: '',
          buttons: [
            { id: 'track', title: trackTitle, handle: 'track', child: 'order' },
            { id: 'human', title: 'Talk to us', handle: 'human', child: 'agent' },
          ],
        },
      },
      {
        id: 'order',
        position: { x: 600, y: 0 },
        nodeType: 'input',
        inputType: 'question',
        questionConfig: {
          displayText: 'What is your order number?',
          answerVariants: [],
          responseType: 'number',
          validation: { retryLimit: 2 },
          responseVariable: 'orderNumber',
          contactAttribute: 'last_order',
          errorMessage: 'Please send the digits of your order number',
          responseBody: 'Order {{orderNumber}} is on its way',
          child: 'end',
        },
      },
      {
        id: 'agent',
        position: { x: 600, y: 200 },
        nodeType: 'assign_agent',
        assignAgentConfig: { agent: agentId, child: 'end' },
      },
    ],
  };
}
