import {
  buttonsOf,
  buttonVariable,
  carouselCardsOf,
  componentOf,
  distinctVariables,
  headerSample,
  isHttpLink,
  type StoredComponent,
  type TemplateVariables,
} from '@parley/contract';
import type { z } from 'zod/mini';

type Variables = z.output<typeof TemplateVariables>;
type SendComponent = Record<string, unknown>;

const mediaFormats = new Set(['IMAGE', 'VIDEO', 'DOCUMENT']);

/** `{{1}}` values go in order; a named variable (`{{first_name}}`) also says its name. */
const textParameter = (name: string, text: string) => ({
  type: 'text',
  text,
  ...(/^\d+$/.test(name) ? {} : { parameter_name: name }),
});

function textParameters(type: 'header' | 'body', text: unknown, values: string[]): SendComponent[] {
  const names = distinctVariables(typeof text === 'string' ? text : undefined);
  if (names.length === 0) return [];
  return [{ type, parameters: names.map((name, index) => textParameter(name, values[index] ?? '')) }];
}

/**
 * A media header sends the template's own sample (the message has no variable for it): by link when
 * the sample is an address, otherwise by its handle as the media id.
 */
function headerParameters(header: StoredComponent | undefined, values: string[]): SendComponent[] {
  if (!header) return [];
  const format = String(header.format ?? 'TEXT').toUpperCase();
  if (format === 'TEXT') return textParameters('header', header.text, values);
  const sample = headerSample(header);
  if (!mediaFormats.has(format) || !sample) return [];
  const kind = format.toLowerCase();
  const media = isHttpLink(sample) ? { link: sample } : { id: sample };
  return [{ type: 'header', parameters: [{ type: kind, [kind]: media }] }];
}

/** Each button with a variable, by its position among the template's buttons (`index` is a string). */
function buttonParameters(components: StoredComponent[], values: string[]): SendComponent[] {
  let next = 0;
  return buttonsOf(components).flatMap((button, index) => {
    const variable = buttonVariable(button);
    if (!variable) return [];
    const value = values[next++] ?? '';
    const parameter =
      variable === 'url' ? { type: 'text', text: value } : { type: 'coupon_code', coupon_code: value };
    return [{ type: 'button', sub_type: variable, index: String(index), parameters: [parameter] }];
  });
}

/**
 * The Cloud API's `template.components` of a send (reference §1 "template"): header, body and button
 * parameters, and for a carousel every card, in the template's order and with its `card_index`, as
 * the API wants all of them.
 */
export function templateSendComponents(components: StoredComponent[], variables: Variables): SendComponent[] {
  const cards = carouselCardsOf(components);
  return [
    ...headerParameters(componentOf(components, 'HEADER'), variables.headers),
    ...textParameters('body', componentOf(components, 'BODY')?.text, variables.body),
    ...buttonParameters(components, variables.buttons),
    ...(cards.length > 0
      ? [
          {
            type: 'carousel',
            cards: cards.map((card, index) => ({
              card_index: index,
              components: [
                ...headerParameters(componentOf(card, 'HEADER'), []),
                ...textParameters(
                  'body',
                  componentOf(card, 'BODY')?.text,
                  variables.carousel[index]?.body ?? [],
                ),
                ...buttonParameters(card, variables.carousel[index]?.buttons ?? []),
              ],
            })),
          },
        ]
      : []),
  ];
}
