import type { RenderedTemplate } from '@parley/contract';
import type { MessageBody } from '../../../providers/messaging-provider';

/**
 * What Parley keeps of a message it sends, by type: all the job needs to send it, and all the thread
 * needs to show it as sent. Media name Parley's stored file, which each send gives the provider as
 * the provider takes files.
 */
export interface TextContent {
  body: string;
}
export interface MediaContent {
  mediaId: string;
  caption?: string;
  filename: string;
  mimeType: string;
}
export interface TemplateContent {
  name: string;
  language: string;
  components: Record<string, unknown>[];
  rendered: RenderedTemplate;
}
/** The Cloud API's `interactive` object, sent as it is. */
export type InteractiveContent = Record<string, unknown>;

export type OutboundContent =
  | { type: 'text'; content: TextContent }
  | { type: 'image' | 'video' | 'audio' | 'document'; content: MediaContent }
  | { type: 'template'; content: TemplateContent }
  | { type: 'interactive'; content: InteractiveContent };

type MediaObject = { id: string } | { link: string };

/** The stored message in the Cloud API's shape, its file given as `mediaObject` makes it. */
export async function providerContent(
  message: OutboundContent,
  mediaObject: (media: MediaContent) => Promise<MediaObject>,
): Promise<MessageBody> {
  switch (message.type) {
    case 'text':
      return { type: 'text', text: { body: message.content.body } };
    case 'template': {
      const { name, language, components } = message.content;
      return { type: 'template', template: { name, language: { code: language }, components } };
    }
    case 'interactive':
      return { type: 'interactive', interactive: message.content };
    case 'audio':
      return { type: 'audio', audio: await mediaObject(message.content) };
    case 'document': {
      const { caption, filename } = message.content;
      return { type: 'document', document: { ...(await mediaObject(message.content)), caption, filename } };
    }
    case 'image':
    case 'video': {
      const media = { ...(await mediaObject(message.content)), caption: message.content.caption };
      return message.type === 'image' ? { type: 'image', image: media } : { type: 'video', video: media };
    }
  }
}
