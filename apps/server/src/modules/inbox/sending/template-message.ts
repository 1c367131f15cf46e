import {
  carouselCardsOf,
  errorMessages,
  missingTemplateVariables,
  renderTemplate,
  type SendTemplateMessageInput,
} from '@parley/contract';
import type { z } from 'zod/mini';
import type { Database } from '../../../db/client';
import { AppError } from '../../../shared/errors';
import { findTemplate } from '../../templates/templates.repo';
import type { TemplateContent } from './outbound-content';
import { templateSendComponents } from './template-components';

/**
 * The direct template message: an approved template of the conversation's channel (another
 * channel's is not found), every variable filled. The API has no field for the carousel card shown
 * first, so every card is sent in the template's order; `cardIndex` is kept with what the thread
 * shows, and must name one of the cards.
 */
export async function templateMessageContent(
  db: Database,
  conversation: { accountId: string; channelId: string },
  input: z.output<typeof SendTemplateMessageInput>,
): Promise<TemplateContent> {
  const template = await findTemplate(db, conversation.accountId, conversation.channelId, input.templateId);
  if (!template) throw new AppError('NOT_FOUND');
  if (template.status !== 'APPROVED') throw new AppError('TEMPLATE_NOT_APPROVED');
  const missing = missingTemplateVariables(template.components, input.variables);
  if (missing.length > 0) throw new AppError('TEMPLATE_VARIABLES_MISSING', missing);
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
