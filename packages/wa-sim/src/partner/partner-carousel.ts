import { type Loose, record, records, text } from '../handset/loose-json';
import type { SimulatorState } from '../state';
import type { TemplateComponent } from '../templates/templates.store';
import type { CarouselCard } from './partner.schemas';
import type { PartnerApp } from './partner.store';
import { partnerErrors } from './partner-error';
import {
  bodyComponent,
  exampleText,
  requireKind,
  templateHandle,
  uploadedSample,
} from './partner-template-samples';

type CardButton = CarouselCard['buttons'][number];

const urlVariable = '{{1}}';

/**
 * The partner's `cards` as Meta's CAROUSEL component, each card's media resolved to a sample: the
 * uploaded handle, else one made from the app's media id, else the media URL itself.
 */
export function carouselComponent(
  state: SimulatorState,
  app: PartnerApp,
  cards: CarouselCard[],
): TemplateComponent {
  return {
    type: 'CAROUSEL',
    cards: cards.map((card, index) => {
      const field = `cards[${index}]`;
      return {
        components: [
          {
            type: 'HEADER',
            format: card.headerType,
            example: { header_handle: [cardSample(state, app, card, field)] },
          },
          ...(card.body
            ? [bodyComponent(card.body, card.sampleText, { text: 'body', example: `${field}.sampleText` })]
            : []),
          ...(card.buttons.length > 0 ? [{ type: 'BUTTONS', buttons: card.buttons.map(cloudButton) }] : []),
        ],
      };
    }),
  };
}

/** A stored CAROUSEL component's cards as the partner describes them in a template's `containerMeta`. */
export function partnerCards(carousel: Loose): Loose[] {
  return records(carousel.cards).map((card) => {
    const components = records(card.components);
    const part = (type: string) => components.find((component) => component.type === type);
    const header = part('HEADER');
    const body = part('BODY');
    const sample = sampleOf(header);
    const linked = sample !== undefined && /^https?:\/\//.test(sample);
    return {
      headerType: text(header?.format) ?? null,
      mediaUrl: linked ? sample : null,
      mediaId: null,
      exampleMedia: linked ? null : (sample ?? null),
      body: text(body?.text) ?? null,
      sampleText: body ? exampleText(body) : null,
      buttons: records(part('BUTTONS')?.buttons).map(partnerButton),
    };
  });
}

function cardSample(state: SimulatorState, app: PartnerApp, card: CarouselCard, field: string): string {
  if (card.exampleMedia) {
    uploadedSample(state, app, card.exampleMedia, card.headerType, `${field}.exampleMedia`);
    return card.exampleMedia;
  }
  if (card.mediaId) {
    const media = state.media.get(card.mediaId);
    const owners = [app.id, app.phone?.phoneNumberId];
    if (!media || !owners.includes(media.phoneNumberId)) {
      throw partnerErrors.invalid(`${field}.mediaId ${card.mediaId} is not a media of app ${app.name}`);
    }
    return templateHandle(requireKind(media, card.headerType, `${field}.mediaId`));
  }
  // The schema lets no card through without one of the three.
  return card.mediaUrl ?? '';
}

function sampleOf(header: Loose | undefined): string | undefined {
  const handles = record(header?.example).header_handle;
  return Array.isArray(handles) ? text(handles[0]) : undefined;
}

function cloudButton(button: CardButton): Loose {
  switch (button.type) {
    case 'QUICK_REPLY':
      return { type: button.type, text: button.text };
    case 'URL':
      return {
        type: button.type,
        text: button.text,
        url: button.url,
        ...(button.url.endsWith(urlVariable) ? { example: [button.suffix] } : {}),
      };
    case 'PHONE_NUMBER':
      return { type: button.type, text: button.text, phone_number: button.phoneNumber };
  }
}

/** A dynamic URL button as the partner describes it: the address before `{{1}}`, its suffix, the whole. */
function partnerButton(button: Loose): Loose {
  const type = text(button.type);
  const label = text(button.text);
  if (type === 'PHONE_NUMBER') return { type, text: label, phoneNumber: text(button.phone_number) };
  const url = text(button.url);
  if (type !== 'URL' || !url?.endsWith(urlVariable)) return { type, text: label, ...(url ? { url } : {}) };
  const buttonValue = url.slice(0, -urlVariable.length);
  const suffix = Array.isArray(button.example) ? (text(button.example[0]) ?? '') : '';
  return { type, text: label, url, buttonValue, suffix, example: [buttonValue + suffix] };
}
