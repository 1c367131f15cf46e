import type { SessionMessage } from './partner.schemas';

type QuickReply = Extract<SessionMessage, { type: 'quick_reply' }>;
type List = Extract<SessionMessage, { type: 'list' }>;

/**
 * The partner's `quick_reply` and `list` session messages as the Cloud API interactive messages they
 * become on WhatsApp. An option's id is its `postbackText`, else its title: what a reply carries back.
 */
export function cloudInteractive(message: QuickReply | List): Record<string, unknown> {
  if (message.type === 'list') {
    return {
      type: 'list',
      ...(message.title ? { header: { type: 'text', text: message.title } } : {}),
      body: { text: message.body },
      ...(message.footer ? { footer: { text: message.footer } } : {}),
      action: {
        button: message.globalButtons[0]?.title,
        sections: message.items.map((item) => ({
          ...(item.title || item.subtitle ? { title: item.title ?? item.subtitle } : {}),
          rows: item.options.map((option) => ({
            id: optionId(option),
            title: option.title,
            ...(option.description ? { description: option.description } : {}),
          })),
        })),
      },
    };
  }
  const { content } = message;
  return {
    type: 'button',
    ...header(content),
    body: { text: content.text },
    ...(content.caption ? { footer: { text: content.caption } } : {}),
    action: {
      buttons: message.options.map((option) => ({
        type: 'reply',
        reply: { id: optionId(option), title: option.title },
      })),
    },
  };
}

function optionId(option: { title: string; postbackText?: string }): string {
  return option.postbackText ?? option.title;
}

function header(content: QuickReply['content']) {
  switch (content.type) {
    case 'text':
      return content.header ? { header: { type: 'text', text: content.header } } : {};
    case 'image':
      return { header: { type: 'image', image: { link: content.url } } };
    case 'video':
      return { header: { type: 'video', video: { link: content.url } } };
    case 'file':
      return { header: { type: 'document', document: { link: content.url, filename: content.filename } } };
  }
}
