import type { OutboundContent } from './outbound-content';

/**
 * A quick reply as it is sent: its text, or with options reply buttons whose ids are `option-1`,
 * `option-2`… in order and whose titles are the options; a tap comes back as an interactive
 * `button_reply` with that id and title.
 */
export function automaticReplyContent({
  replyMessage,
  options,
}: {
  replyMessage: string;
  options: string[];
}): OutboundContent {
  if (options.length === 0) return { type: 'text', content: { body: replyMessage } };
  return {
    type: 'interactive',
    content: {
      type: 'button',
      body: { text: replyMessage },
      action: {
        buttons: options.map((title, index) => ({
          type: 'reply',
          reply: { id: `option-${index + 1}`, title },
        })),
      },
    },
  };
}
