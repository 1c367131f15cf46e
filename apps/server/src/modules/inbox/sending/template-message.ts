import {
  carouselCardsOf,
  errorMessages,
  missingTemplateVariables,
  renderTemplate,
  type SendTemplateMessageInput,
} from '@parley/contract';
import type { z } from 'zod/mini';
import { AppError } from '../../../shared/errors';
import type { MediaStorage } from '../../media/media.storage';
import type { TemplateRow } from '../../templates/templates.repo';
import type { TemplateContent } from './outbound-content';
import { templateSendComponents } from './template-components';
import { checkChosenHeaderMedia } from './template-header-media';

/** How sends read the templates they name (message-sender.ts shares the reads in flight). */
export interface TemplateReads {
  byId(accountId: string, channelId: string, templateId: string): Promise<TemplateRow | undefined>;
  byName(
    accountId: string,
    channelId: string,
    name: string,
    language: string | undefined,
  ): Promise<TemplateRow | undefined>;
}

/**
 * The direct template message: an approved template of the conversation's channel (another
 * channel's is not found), every variable filled, each media header given a media (a stored file of
 * its kind, or a link) unless its sample is a link. The API has no field for the carousel card shown
 * first, so every card is sent in the template's order; `cardIndex` is kept with what the thread
 * shows, and must name one of the cards.
 */
export async function templateMessageContent(
  { templates, storage }: { templates: TemplateReads; storage: MediaStorage },
  conversation: { accountId: string; channelId: string },
  input: z.output<typeof SendTemplateMessageInput>,
): Promise<TemplateContent> {
  const template = await templates.byId(conversation.accountId, conversation.channelId, input.templateId);
  return templateContentOf(storage, conversation.accountId, template, input);
}

/** `templateMessageContent` of a template already read (by name, say); not found when none was. */
export async function templateContentOf(
  storage: MediaStorage,
  accountId: string,
  template: TemplateRow | undefined,
  input: Omit<z.output<typeof SendTemplateMessageInput>, 'templateId'>,
): Promise<TemplateContent> {
  if (!template) throw new AppError('NOT_FOUND');
  if (template.status !== 'APPROVED') throw new AppError('TEMPLATE_NOT_APPROVED');
  const missing = missingTemplateVariables(template.components, input.variables);
  if (missing.length > 0) {
    const onlyMedia = missing.every((issue) => issue.path.endsWith('.headerMedia'));
    throw new AppError(onlyMedia ? 'TEMPLATE_HEADER_MEDIA_MISSING' : 'TEMPLATE_VARIABLES_MISSING', missing);
  }
  await checkChosenHeaderMedia(storage, accountId, template.components, input.variables);
  const cards = carouselCardsOf(template.components).length;
  if (cards > 0 && input.cardIndex >= cards) {
    throw new AppError('VALIDATION_FAILED', [
      { path: 'cardIndex', message: errorMessages.VALIDATION_FAILED },
    ]);
  }
  return {
    name: template.name,
    language: template.language,
    components: templateSendComponents(template.components, input.variables),
    rendered: renderTemplate(template.components, input.variables, input.cardIndex),
  };
}
