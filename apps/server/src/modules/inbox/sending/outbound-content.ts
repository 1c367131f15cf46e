import type { RenderedTemplate } from '@parley/contract';
import type { MessageBody } from '../../../providers/messaging-provider';
import {
  type ProviderMediaResolver,
  withInteractiveHeaderMedia,
  withProviderMedia,
} from './template-header-media';

/**
 * What Parley keeps of a message it sends, by type: all the job needs to send it, and all the thread
 * needs to show it as sent. Media (attachments, template and interactive headers) name Parley's
 * stored file, which each send gives the provider as the provider takes files.
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
  /** Header media chosen from the stored files are still `{ mediaId }` here (template-components.ts). */
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

/**
 * The stored message in the Cloud API's shape, its files (an attachment, a template's header media)
 * given as `resolve` hands them to the provider.
 */
export async function providerContent(
  message: OutboundContent,
  resolve: ProviderMediaResolver,
): Promise<MessageBody> {
  const media = async ({ mediaId }: MediaContent) => (await resolve(mediaId)).media;
  switch (message.type) {
    case 'text':
      return { type: 'text', text: { body: message.content.body } };
    case 'template': {
      const { name, language } = message.content;
      const components = await withProviderMedia(message.content.components, resolve);
      return { type: 'template', template: { name, language: { code: language }, components } };
    }
    case 'interactive':
      return { type: 'interactive', interactive: await withInteractiveHeaderMedia(message.content, resolve) };
    case 'audio':
      return { type: 'audio', audio: await media(message.content) };
    case 'document': {
      const { caption, filename } = message.content;
      return { type: 'document', document: { ...(await media(message.content)), caption, filename } };
    }
    case 'image':
    case 'video': {
      const file = { ...(await media(message.content)), caption: message.content.caption };
      return message.type === 'image' ? { type: 'image', image: file } : { type: 'video', video: file };
    }
  }
}
