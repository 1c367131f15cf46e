import { z } from 'zod';
import { cloudBody, fillIn, sampleTextOf } from './partner.template-text';

/** A card button as the partner takes and lists it: a URL ending in {{1}} carries its example `suffix`. */
const PartnerButton = z.looseObject({
  type: z.string(),
  text: z.string().optional(),
  url: z.string().optional(),
  suffix: z.string().nullish(),
  phoneNumber: z.string().optional(),
});
type PartnerButton = z.infer<typeof PartnerButton>;

/** A carousel card in the partner's `cards` (and in a listed template's `containerMeta`). */
export const PartnerCard = z.object({
  headerType: z.string(),
  mediaUrl: z.string().nullish(),
  mediaId: z.string().nullish(),
  exampleMedia: z.string().nullish(),
  body: z.string().nullish(),
  sampleText: z.string().nullish(),
  buttons: z.array(PartnerButton).default([]),
});
type PartnerCard = z.infer<typeof PartnerCard>;

type CloudComponent = {
  type?: string;
  format?: string;
  text?: string;
  example?: { header_handle?: unknown[]; body_text?: unknown[] };
  buttons?: CloudButton[];
};
type CloudButton = { type?: string; text?: string; url?: string; example?: string[]; phone_number?: string };
/** A card of Meta's CAROUSEL component, as Parley builds it. */
export type CloudCard = { components?: CloudComponent[] };

const urlVariable = '{{1}}';

/** Meta's CAROUSEL component as the partner's cards: the header's handle is the partner's own upload. */
export function partnerCards(carousel: { cards?: CloudCard[] }): Record<string, unknown>[] {
  return (carousel.cards ?? []).map(({ components = [] }) => {
    const part = (type: string) => components.find((component) => component.type?.toUpperCase() === type);
    const header = part('HEADER');
    const body = part('BODY');
    const handle = header?.example?.header_handle?.[0];
    return {
      headerType: header?.format ?? '',
      mediaUrl: null,
      mediaId: null,
      exampleMedia: typeof handle === 'string' ? handle : null,
      body: body?.text ?? '',
      sampleText: sampleTextOf(body),
      buttons: (part('BUTTONS')?.buttons ?? []).map(partnerButton),
    };
  });
}

/** The partner's cards as Meta's CAROUSEL component, so that a listed carousel reads as Parley made it. */
export function cloudCarousel(cards: PartnerCard[]): Record<string, unknown> {
  return {
    type: 'CAROUSEL',
    cards: cards.map((card) => {
      const sample = card.exampleMedia ?? card.mediaUrl ?? card.mediaId;
      return {
        components: [
          {
            type: 'HEADER',
            format: card.headerType,
            ...(sample ? { example: { header_handle: [sample] } } : {}),
          },
          ...(card.body ? [cloudBody(card.body, card.sampleText)] : []),
          ...(card.buttons.length > 0 ? [{ type: 'BUTTONS', buttons: card.buttons.map(cloudButton) }] : []),
        ],
      };
    }),
  };
}

function partnerButton(button: CloudButton): Record<string, unknown> {
  const { type, text, url } = button;
  if (type === 'PHONE_NUMBER') return { type, text, phoneNumber: button.phone_number };
  if (type !== 'URL' || !url?.endsWith(urlVariable)) return button;
  // The partner wants the address before the variable, the variable's example, and the whole example.
  const buttonValue = url.slice(0, -urlVariable.length);
  const suffix = button.example?.[0] ?? '';
  return { type, text, url, buttonValue, suffix, example: [fillIn(url, [suffix])] };
}

function cloudButton(button: PartnerButton): Record<string, unknown> {
  const { type, text, url } = button;
  if (type === 'PHONE_NUMBER') return { type, text, phone_number: button.phoneNumber };
  if (type !== 'URL') return button;
  return { type, text, url, ...(url?.endsWith(urlVariable) ? { example: [button.suffix ?? ''] } : {}) };
}
