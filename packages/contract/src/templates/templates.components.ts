import type { TemplateButton, TemplateDraft } from './templates.schemas';
import { variableCount } from './templates.variables';

/** Spec §3: a template is filed under this label when it is created. */
export const templateLabel = 'account configuration';

export type CloudComponent = { type: 'HEADER' | 'BODY' | 'FOOTER' | 'BUTTONS' | 'CAROUSEL' } & Record<
  string,
  unknown
>;

type Draft = Partial<TemplateDraft>;
type DraftCard = NonNullable<Draft['cards']>[number];

/** Spec §7: what is submitted to create a template, components included. */
export function templatePayload(template: TemplateDraft) {
  return {
    name: template.name,
    language: template.language,
    category: template.category,
    allowCategoryChange: true,
    label: templateLabel,
    templateType: template.templateType ?? 'Standard',
    components: templateComponents(template),
  };
}

/**
 * The builder's values as the Cloud API's components, by spec §5: a header only when it is a text
 * with text or a media with its handle, a footer only with text, buttons only when there are some,
 * and a carousel in place of the standard layout only when it has cards. The live preview renders
 * the same components that are submitted.
 */
export function templateComponents(template: Draft): CloudComponent[] {
  const body = bodyComponent(template.body);
  const cards = template.cards ?? [];
  if (template.templateType === 'Carousel' && cards.length > 0) {
    return [
      ...body,
      { type: 'CAROUSEL', cards: cards.map((card) => ({ components: cardComponents(card) })) },
    ];
  }
  return [
    ...headerComponent(template.header),
    ...body,
    ...(template.footer?.trim() ? [{ type: 'FOOTER' as const, text: template.footer }] : []),
    ...buttonsComponent(template.buttons),
  ];
}

function headerComponent(header: Draft['header']): CloudComponent[] {
  if (!header) return [];
  if (header.format === 'TEXT' && header.text?.trim()) {
    const example =
      variableCount(header.text) > 0 ? { example: { header_text: [header.example ?? ''] } } : {};
    return [{ type: 'HEADER', format: 'TEXT', text: header.text, ...example }];
  }
  if (header.format !== 'NONE' && header.format !== 'TEXT' && header.handle) {
    return [{ type: 'HEADER', format: header.format, example: { header_handle: [header.handle] } }];
  }
  return [];
}

function bodyComponent(body: { text?: string; examples?: string[] } | undefined): CloudComponent[] {
  if (!body?.text?.trim()) return [];
  const count = variableCount(body.text);
  const examples = Array.from({ length: count }, (_, index) => body.examples?.[index] ?? '');
  return [{ type: 'BODY', text: body.text, ...(count > 0 ? { example: { body_text: [examples] } } : {}) }];
}

function buttonsComponent(buttons: TemplateButton[] | undefined): CloudComponent[] {
  return buttons?.length ? [{ type: 'BUTTONS', buttons: buttons.map(cloudButton) }] : [];
}

function cloudButton(button: TemplateButton): Record<string, unknown> {
  switch (button.type) {
    case 'QUICK_REPLY':
      return { type: 'QUICK_REPLY', text: button.text };
    case 'URL':
      return {
        type: 'URL',
        text: button.text,
        url: button.url,
        ...(button.url.includes('{{1}}') ? { example: [button.example ?? ''] } : {}),
      };
    case 'PHONE_NUMBER':
      return { type: 'PHONE_NUMBER', text: button.text, phone_number: button.phone };
    case 'COPY_CODE':
      return { type: 'COPY_CODE', example: button.example };
  }
}

function cardComponents(card: DraftCard): CloudComponent[] {
  return [
    ...(card.header.handle
      ? [
          {
            type: 'HEADER' as const,
            format: card.header.format,
            example: { header_handle: [card.header.handle] },
          },
        ]
      : []),
    ...bodyComponent(card.body),
    ...buttonsComponent(card.buttons),
  ];
}
