import {
  buttonsOf,
  buttonVariable,
  carouselCardsOf,
  componentOf,
  distinctVariables,
  mediaHeaderSlot,
  type StoredComponent,
  type TemplateHeaderMedia,
  type TemplateVariables,
} from '@parley/contract';
import type { z } from 'zod/mini';
import { AppError } from '../../../shared/errors';

type Variables = z.output<typeof TemplateVariables>;
/**
 * A component of a template send, in the Cloud API's shape, except that a header media chosen from
 * the account's stored files is still `{ mediaId }` (Parley's id): `withProviderMedia`
 * (template-header-media.ts) gives it as the provider takes files, right before the send.
 */
export type SendComponent = Record<string, unknown>;

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
 * A media header sends the media chosen for it, else its sample when that is a link. Never the
 * sample's upload handle (`4::…`): it only serves the template's review, and a send is refused with it.
 */
function mediaParameters(of: StoredComponent[], chosen: TemplateHeaderMedia | undefined): SendComponent[] {
  const slot = mediaHeaderSlot(of);
  if (!slot) return [];
  const media = chosen ?? (slot.sampleLink ? { link: slot.sampleLink } : undefined);
  if (!media) throw new AppError('TEMPLATE_HEADER_MEDIA_MISSING');
  const kind = slot.format.toLowerCase();
  return [{ type: 'header', parameters: [{ type: kind, [kind]: media }] }];
}

function headerParameters(components: StoredComponent[], variables: Variables): SendComponent[] {
  const header = componentOf(components, 'HEADER');
  if (!header) return [];
  if (mediaHeaderSlot(components)) return mediaParameters(components, variables.headerMedia);
  const format = String(header.format ?? 'TEXT').toUpperCase();
  return format === 'TEXT' ? textParameters('header', header.text, variables.headers) : [];
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
 * the API wants all of them. A pure function of the stored template and the filled variables (check
 * them with `missingTemplateVariables` first): a media header without media is refused
 * (TEMPLATE_HEADER_MEDIA_MISSING).
 */
export function templateSendComponents(components: StoredComponent[], variables: Variables): SendComponent[] {
  const cards = carouselCardsOf(components);
  return [
    ...headerParameters(components, variables),
    ...textParameters('body', componentOf(components, 'BODY')?.text, variables.body),
    ...buttonParameters(components, variables.buttons),
    ...(cards.length > 0
      ? [
          {
            type: 'carousel',
            cards: cards.map((card, index) => {
              const values = variables.carousel[index];
              return {
                card_index: index,
                components: [
                  ...mediaParameters(card, values?.headerMedia),
                  ...textParameters('body', componentOf(card, 'BODY')?.text, values?.body ?? []),
                  ...buttonParameters(card, values?.buttons ?? []),
                ],
              };
            }),
          },
        ]
      : []),
  ];
}
