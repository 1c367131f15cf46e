import {
  headerSampleTypes,
  limits,
  type TemplateButtonType,
  type TemplateDraft,
  templateButtonLimits,
  templateVariables,
} from '@parley/contract';

export type DraftButton = NonNullable<TemplateDraft['buttons']>[number];
export type DraftCard = NonNullable<TemplateDraft['cards']>[number];
export type MediaFormat = 'IMAGE' | 'VIDEO' | 'DOCUMENT';

/**
 * A new template, in English until the account's last used language is known: the interface
 * language says nothing of the customers' one.
 */
export function emptyTemplate(): TemplateDraft {
  return {
    name: '',
    category: 'MARKETING',
    language: 'en',
    templateType: 'Standard',
    header: { format: 'NONE' },
    body: { text: '', examples: [] },
    footer: '',
    buttons: [],
    cards: [],
  };
}

/** A card like the first one (media format and button kinds), as the provider wants all cards alike. */
export function cardLike(pattern: DraftCard | undefined): DraftCard {
  return {
    header: { format: pattern?.header.format ?? 'IMAGE' },
    body: { text: '', examples: [] },
    buttons: (pattern?.buttons ?? []).map((button) => emptyButton(button.type)),
  };
}

export function emptyButton(type: TemplateButtonType): DraftButton {
  switch (type) {
    case 'QUICK_REPLY':
      return { type, text: '' };
    case 'URL':
      return { type, text: '', url: '' };
    case 'PHONE_NUMBER':
      return { type, text: '', phone: '' };
    case 'COPY_CODE':
      return { type, example: '' };
  }
}

export const maxButtons = {
  standard: templateButtonLimits.total,
  card: templateButtonLimits.perCard,
} as const;

/** Whether one more button of this kind stays within the counts. */
export const canAddButton = (buttons: readonly DraftButton[], type: TemplateButtonType, max: number) =>
  buttons.length < max &&
  buttons.filter((button) => button.type === type).length < (templateButtonLimits.perKind[type] ?? max);

/** Puts the next `{{n}}` where the caret is, and answers the text and where the caret goes. */
export function insertVariable(text: string, caret = text.length): { text: string; caret: number } {
  const numbers = templateVariables(text).map(Number).filter(Number.isInteger);
  const variable = `{{${Math.max(0, ...numbers) + 1}}}`;
  return { text: text.slice(0, caret) + variable + text.slice(caret), caret: caret + variable.length };
}

/** The sample types the provider takes for each media header. */
export const headerFileTypes = (format: MediaFormat): string[] =>
  headerSampleTypes.filter((type) =>
    type.startsWith({ IMAGE: 'image/', VIDEO: 'video/', DOCUMENT: 'application/' }[format]),
  );

/** Why a picked file cannot be the header sample (spec §9), as a `common:errors` code. */
export function headerFileProblem(file: File, format: MediaFormat) {
  if (!headerFileTypes(format).includes(file.type)) return 'UNSUPPORTED_MEDIA_TYPE';
  if (file.size > limits.headerSampleMaxBytes) return 'FILE_OVER_5MB';
  return undefined;
}
