import type { RenderedButton, RenderedTemplate } from '@parley/contract';
import type { TemplateButton, TemplateComponent } from '../templates/template-components';

const buttonTypes = new Set<string>(['QUICK_REPLY', 'URL', 'PHONE_NUMBER', 'COPY_CODE']);

/**
 * A template as the customer got it, in the components shape the WhatsApp preview pieces draw:
 * the values are already in the texts, so nothing is left to fill.
 */
export function renderedComponents(rendered: RenderedTemplate): TemplateComponent[] {
  const { header, footer, buttons = [], cards = [] } = rendered;
  return [
    ...(header
      ? [{ type: 'HEADER' as const, format: header.format, ...('text' in header && { text: header.text }) }]
      : []),
    { type: 'BODY', text: rendered.body },
    ...(footer ? [{ type: 'FOOTER' as const, text: footer }] : []),
    ...(buttons.length > 0 ? [{ type: 'BUTTONS' as const, buttons: buttons.map(templateButton) }] : []),
    ...(cards.length > 0
      ? [
          {
            type: 'CAROUSEL' as const,
            cards: cards.map((card) => ({
              components: [
                ...(card.header ? [{ type: 'HEADER' as const, format: card.header.format }] : []),
                ...(card.body ? [{ type: 'BODY' as const, text: card.body }] : []),
                { type: 'BUTTONS' as const, buttons: card.buttons.map(templateButton) },
              ],
            })),
          },
        ]
      : []),
  ];
}

function templateButton(button: RenderedButton): TemplateButton {
  return {
    type: buttonTypes.has(button.type) ? (button.type as TemplateButton['type']) : 'QUICK_REPLY',
    text: button.text,
    ...(button.url && { url: button.url }),
    ...(button.phoneNumber && { phone_number: button.phoneNumber }),
    ...(button.code && { example: button.code }),
  };
}
