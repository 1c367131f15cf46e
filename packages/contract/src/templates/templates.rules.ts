import type { z } from 'zod/mini';
import { validationMessages as m, type ValidationMessageKey } from '../validation';
import { templateButtonLimits } from './templates.schemas';
import { templateVariables, variableCount } from './templates.variables';

interface ButtonShape {
  type: string;
  url?: string;
  example?: string;
}

interface BodyShape {
  text: string;
  examples: string[];
}

/** The builder's input as the rules read it (the schema's output, named here to keep the types apart). */
export interface TemplateShape {
  templateType: string;
  header: { format: string; text?: string; example?: string };
  body: BodyShape;
  footer?: string;
  buttons: ButtonShape[];
  cards: { header: { format: string; handle?: string }; body: BodyShape; buttons: ButtonShape[] }[];
}

type Path = (string | number)[];
type Report = (path: Path, message: ValidationMessageKey) => void;

/**
 * The provider's rules that can be known before submission (reference "Templates"): variables in
 * order with an example each, button counts and grouping, and carousel cards that are alike.
 */
export function checkTemplate(template: TemplateShape, context: z.core.$RefinementCtx<unknown>): void {
  const report: Report = (path, message) => context.addIssue({ code: 'custom', path, message: m[message] });

  checkBody(template.body, ['body'], report);
  const headerVariables = templateVariables(template.header.text);
  if (template.header.format === 'TEXT' && headerVariables.length > 0) {
    if (headerVariables.length > 1) report(['header', 'text'], 'templateHeaderOneVariable');
    else if (headerVariables[0] !== '1') report(['header', 'text'], 'templateVariablesOutOfOrder');
    if (!template.header.example) report(['header', 'example'], 'templateExampleRequired');
  }
  if (templateVariables(template.footer).length > 0) report(['footer'], 'templateFooterNoVariables');

  if (template.templateType === 'Carousel') checkCards(template.cards, report);
  else checkButtons(template.buttons, ['buttons'], report);
}

function checkBody(body: BodyShape, path: Path, report: Report): void {
  const variables = templateVariables(body.text);
  const inOrder = [...new Set(variables)].every((variable, index) => variable === String(index + 1));
  if (!inOrder) report([...path, 'text'], 'templateVariablesOutOfOrder');
  else if (/^\{\{|\}\}$/.test(body.text)) report([...path, 'text'], 'templateVariableAtEdge');
  for (let index = 0; index < variableCount(body.text); index += 1) {
    if (!body.examples[index]) report([...path, 'examples', index], 'templateExampleRequired');
  }
}

const tooManyOfKind: Record<string, ValidationMessageKey> = {
  URL: 'templateTooManyUrlButtons',
  PHONE_NUMBER: 'templateTooManyPhoneButtons',
  COPY_CODE: 'templateTooManyCopyCodeButtons',
};

function checkButtons(buttons: ButtonShape[], path: Path, report: Report): void {
  for (const [type, max] of Object.entries(templateButtonLimits.perKind)) {
    const message = tooManyOfKind[type];
    if (max !== undefined && message && buttons.filter((button) => button.type === type).length > max)
      report(path, message);
  }
  // Quick replies form one group, before or after the others: the kind changes at most once.
  const changes = buttons.filter(
    (button, index) =>
      index > 0 && (button.type === 'QUICK_REPLY') !== (buttons[index - 1]?.type === 'QUICK_REPLY'),
  ).length;
  if (changes > 1) report(path, 'templateQuickRepliesApart');
  buttons.forEach((button, index) => {
    if (button.type === 'URL' && button.url?.endsWith('{{1}}') && !button.example) {
      report([...path, index, 'example'], 'templateExampleRequired');
    }
  });
}

function checkCards(cards: TemplateShape['cards'], report: Report): void {
  if (cards.length < 2) report(['cards'], 'templateCarouselCardCount');
  const layout = (card: TemplateShape['cards'][number]) =>
    [card.header.format, card.body.text ? 'BODY' : '', ...card.buttons.map((button) => button.type)].join();
  cards.forEach((card, index) => {
    const path = ['cards', index];
    if (!card.header.handle) report([...path, 'header', 'handle'], 'templateCardMediaRequired');
    if (card.body.text) checkBody(card.body, [...path, 'body'], report);
    if (card.buttons.length > templateButtonLimits.perCard)
      report([...path, 'buttons'], 'templateCardTooManyButtons');
    checkButtons(card.buttons, [...path, 'buttons'], report);
    if (index > 0 && cards[0] && layout(card) !== layout(cards[0])) report(path, 'templateCardsNotAlike');
  });
}
