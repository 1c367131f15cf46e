import type { SendTemplateMessageInput } from '@parley/contract';
import type { z } from 'zod/mini';
import type { MediaStorage } from '../../media/media.storage';
import { agentMessageContent } from './agent-message';
import type { OutboundContent } from './outbound-content';
import { type TemplateReads, templateContentOf } from './template-message';

/** What the public API asks the inbox to send, its files already stored in Parley. */
export type ApiOutbound =
  | { type: 'text'; body: string }
  | {
      type: 'image' | 'video' | 'audio' | 'document';
      mediaId: string;
      caption?: string;
      filename?: string;
    }
  | { type: 'interactive'; interactive: Record<string, unknown> }
  | {
      type: 'template';
      templateId?: string;
      name?: string;
      language?: string;
      variables: z.output<typeof SendTemplateMessageInput>['variables'];
      cardIndex: number;
    };

/** The API's message as the inbox keeps it, by the rules an agent's message of that type follows. */
export async function apiMessageContent(
  { templates, storage }: { templates: TemplateReads; storage: MediaStorage },
  conversation: { accountId: string; channelId: string },
  message: ApiOutbound,
): Promise<OutboundContent> {
  switch (message.type) {
    case 'text':
      return { type: 'text', content: { body: message.body } };
    case 'interactive':
      return { type: 'interactive', content: message.interactive };
    case 'template': {
      const { accountId, channelId } = conversation;
      const template = message.templateId
        ? await templates.byId(accountId, channelId, message.templateId)
        : await templates.byName(accountId, channelId, message.name ?? '', message.language);
      return { type: 'template', content: await templateContentOf(storage, accountId, template, message) };
    }
    default: {
      const { type, mediaId, caption, filename } = message;
      const content = await agentMessageContent(storage, conversation.accountId, { type, mediaId, caption });
      return filename && content.type === 'document'
        ? { ...content, content: { ...content.content, filename } }
        : content;
    }
  }
}
