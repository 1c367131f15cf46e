import type { z } from 'zod/mini';
import type { FieldIssue } from '../api-error';
import { errorMessages } from '../errors';
import { mediaRoutes } from '../media/media.routes';
import { templateVariables } from '../templates/templates.variables';
import type { TemplateHeaderMedia, TemplateVariables } from './inbox.schemas';

/** A template component as stored: the Cloud API's shape, its type in either case. */
export type StoredComponent = Record<string, unknown>;
type FilledVariables = z.output<typeof TemplateVariables>;

/**
 * How many values each group of a direct template message takes. Headers: the text header's
 * variable (a media header takes its media as `headerMedia`, see `mediaHeaderSlot`). Buttons: one per website button whose
 * address ends in a variable and per copy-code button (the code), in button order. Footers have no
 * variables (the builder refuses them and the Cloud API has no footer parameter).
 */
export interface TemplateVariableSlots {
  headers: number;
  body: number;
  buttons: number;
  carousel: { body: number; buttons: number }[];
}

/**
 * What the customer got, variables filled in, so the thread shows an outbound template as sent. A
 * media header's `link` is the link sent, or for a stored file its path (`storedMediaPath`), which
 * needs the session to open.
 */
export interface RenderedTemplate {
  header?: { format: 'TEXT'; text: string } | { format: MediaHeaderFormat; link?: string };
  body: string;
  footer?: string;
  buttons?: RenderedButton[];
  /** A carousel's cards in the template's order, and the one the agent chose to show first. */
  cards?: RenderedCard[];
  cardIndex?: number;
}
export type MediaHeaderFormat = 'IMAGE' | 'VIDEO' | 'DOCUMENT';
export interface RenderedButton {
  type: string;
  text: string;
  /** A website button's address, its variable filled in. */
  url?: string;
  phoneNumber?: string;
  /** A copy-code button's code. */
  code?: string;
}
export interface RenderedCard {
  header?: { format: MediaHeaderFormat; link?: string };
  body?: string;
  buttons: RenderedButton[];
}

export const componentOf = (components: StoredComponent[], type: string): StoredComponent | undefined =>
  components.find((component) => String(component.type).toUpperCase() === type);

/** A text's variables once each, in the order their values are given: by number, or as first written. */
export function distinctVariables(text: string | undefined): string[] {
  const names = [...new Set(templateVariables(text))];
  return names.every((name) => /^\d+$/.test(name)) ? names.sort((a, b) => Number(a) - Number(b)) : names;
}

const records = (value: unknown): StoredComponent[] =>
  Array.isArray(value) ? value.filter((item): item is StoredComponent => typeof item === 'object') : [];
const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export const buttonsOf = (components: StoredComponent[]): StoredComponent[] =>
  records(componentOf(components, 'BUTTONS')?.buttons);

/** What a button takes when sent: its address suffix, its code, or nothing. */
export function buttonVariable(button: StoredComponent): 'url' | 'copy_code' | undefined {
  const type = String(button.type).toUpperCase();
  if (type === 'URL' && templateVariables(textOf(button.url)).length > 0) return 'url';
  if (type === 'COPY_CODE') return 'copy_code';
  return undefined;
}

export const carouselCardsOf = (components: StoredComponent[]): StoredComponent[][] =>
  records(componentOf(components, 'CAROUSEL')?.cards).map((card) => records(card.components));

const bodyTextOf = (components: StoredComponent[]) => textOf(componentOf(components, 'BODY')?.text);

/** A header without a format is a text one. */
const isTextHeader = (header: StoredComponent | undefined) =>
  String(header?.format ?? 'TEXT').toUpperCase() === 'TEXT';

export function templateVariableSlots(components: StoredComponent[]): TemplateVariableSlots {
  const header = componentOf(components, 'HEADER');
  const buttonSlots = (of: StoredComponent[]) => buttonsOf(of).filter(buttonVariable).length;
  return {
    headers: isTextHeader(header) ? distinctVariables(textOf(header?.text)).length : 0,
    body: distinctVariables(bodyTextOf(components)).length,
    buttons: buttonSlots(components),
    carousel: carouselCardsOf(components).map((card) => ({
      body: distinctVariables(bodyTextOf(card)).length,
      buttons: buttonSlots(card),
    })),
  };
}

/**
 * A media header (the template's, or a card's) and what it sends when no media is chosen: its sample,
 * only when that is a link. A sample uploaded for the review (a `4::` handle) is no media the provider
 * takes in a send, so such a header needs its media chosen.
 */
export interface MediaHeaderSlot {
  format: MediaHeaderFormat;
  sampleLink?: string;
}

const mediaHeaderFormats: readonly string[] = ['IMAGE', 'VIDEO', 'DOCUMENT'] satisfies MediaHeaderFormat[];

/** The media header among `components` (a template's, or a card's), if it has one. */
export function mediaHeaderSlot(components: StoredComponent[]): MediaHeaderSlot | undefined {
  const header = componentOf(components, 'HEADER');
  const format = String(header?.format ?? 'TEXT').toUpperCase();
  if (!mediaHeaderFormats.includes(format)) return undefined;
  const sample = headerSample(header);
  return { format: format as MediaHeaderFormat, ...(isHttpLink(sample) ? { sampleLink: sample } : {}) };
}

/** Where Parley serves one of the account's stored files, to those signed in to the account. */
export const storedMediaPath = (mediaId: string): string =>
  mediaRoutes.file.path.replace(':mediaId', mediaId);

/** Every variable left empty, by its place in the request (`variables.body.0`, `variables.carousel.1.buttons.0`). */
export function missingTemplateVariables(
  components: StoredComponent[],
  variables: FilledVariables,
): FieldIssue[] {
  return [...missingTextVariables(components, variables), ...missingHeaderMedia(components, variables)];
}

/**
 * Every media header with neither a chosen media nor a sample link, at `variables.headerMedia` and
 * `variables.carousel.N.headerMedia`.
 */
export function missingHeaderMedia(components: StoredComponent[], variables: FilledVariables): FieldIssue[] {
  const missing = (of: StoredComponent[], chosen: TemplateHeaderMedia | undefined, path: string) => {
    const slot = mediaHeaderSlot(of);
    return slot && !chosen && !slot.sampleLink
      ? [{ path, message: errorMessages.TEMPLATE_HEADER_MEDIA_MISSING }]
      : [];
  };
  return [
    ...missing(components, variables.headerMedia, 'variables.headerMedia'),
    ...carouselCardsOf(components).flatMap((card, index) =>
      missing(card, variables.carousel[index]?.headerMedia, `variables.carousel.${index}.headerMedia`),
    ),
  ];
}

function missingTextVariables(components: StoredComponent[], variables: FilledVariables): FieldIssue[] {
  const slots = templateVariableSlots(components);
  const missing = (path: string, count: number, values: string[] | undefined) =>
    Array.from({ length: count }, (_, index) => index)
      .filter((index) => !values?.[index]?.trim())
      .map((index) => ({
        path: `variables.${path}.${index}`,
        message: errorMessages.TEMPLATE_VARIABLES_MISSING,
      }));
  return [
    ...missing('headers', slots.headers, variables.headers),
    ...missing('body', slots.body, variables.body),
    ...missing('buttons', slots.buttons, variables.buttons),
    ...slots.carousel.flatMap((card, index) => [
      ...missing(`carousel.${index}.body`, card.body, variables.carousel[index]?.body),
      ...missing(`carousel.${index}.buttons`, card.buttons, variables.carousel[index]?.buttons),
    ]),
  ];
}

/** Puts the values in place of a text's variables, the first value for its first variable. */
export function fillVariables(text: string, values: string[]): string {
  const order = distinctVariables(text);
  return text.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[order.indexOf(name)];
    return value === undefined ? placeholder : value;
  });
}

export const isHttpLink = (value: string | undefined): value is string =>
  value !== undefined && /^https?:\/\//.test(value);

/** A media header's sample: its handle, which is a link when the media was given by address. */
export function headerSample(header: StoredComponent | undefined): string | undefined {
  const example = header?.example as { header_handle?: unknown[] } | undefined;
  return textOf(example?.header_handle?.[0]);
}

function renderButtons(components: StoredComponent[], values: string[]): RenderedButton[] {
  let next = 0;
  return buttonsOf(components).map((button) => {
    const type = String(button.type).toUpperCase();
    const value = buttonVariable(button) ? values[next++] : undefined;
    const url = textOf(button.url);
    const phoneNumber = textOf(button.phone_number);
    return {
      type,
      text: textOf(button.text) ?? '',
      ...(url ? { url: fillVariables(url, value === undefined ? [] : [value]) } : {}),
      ...(phoneNumber ? { phoneNumber } : {}),
      ...(type === 'COPY_CODE' && value !== undefined ? { code: value } : {}),
    };
  });
}

/** A media header as sent: the chosen link, the chosen stored file's path, or the sample link. */
function renderMediaHeader(
  header: StoredComponent,
  chosen: TemplateHeaderMedia | undefined,
): { format: MediaHeaderFormat; link?: string } {
  const sample = headerSample(header);
  const link = chosen
    ? 'link' in chosen
      ? chosen.link
      : storedMediaPath(chosen.mediaId)
    : isHttpLink(sample)
      ? sample
      : undefined;
  return { format: String(header.format).toUpperCase() as MediaHeaderFormat, ...(link ? { link } : {}) };
}

function renderHeader(
  header: StoredComponent,
  values: string[],
  media: TemplateHeaderMedia | undefined,
): NonNullable<RenderedTemplate['header']> {
  if (!isTextHeader(header)) return renderMediaHeader(header, media);
  return { format: 'TEXT', text: fillVariables(textOf(header.text) ?? '', values) };
}

function renderCard(card: StoredComponent[], values: FilledVariables['carousel'][number] | undefined) {
  const header = componentOf(card, 'HEADER');
  const body = bodyTextOf(card);
  return {
    ...(header ? { header: renderMediaHeader(header, values?.headerMedia) } : {}),
    ...(body ? { body: fillVariables(body, values?.body ?? []) } : {}),
    buttons: renderButtons(card, values?.buttons ?? []),
  };
}

/** The message as the customer sees it; `cardIndex` is kept for a carousel. */
export function renderTemplate(
  components: StoredComponent[],
  variables: FilledVariables,
  cardIndex: number,
): RenderedTemplate {
  const header = componentOf(components, 'HEADER');
  const footer = textOf(componentOf(components, 'FOOTER')?.text);
  const buttons = renderButtons(components, variables.buttons);
  const cards = carouselCardsOf(components);
  return {
    ...(header ? { header: renderHeader(header, variables.headers, variables.headerMedia) } : {}),
    body: fillVariables(bodyTextOf(components) ?? '', variables.body),
    ...(footer ? { footer } : {}),
    ...(buttons.length > 0 ? { buttons } : {}),
    ...(cards.length > 0
      ? { cards: cards.map((card, index) => renderCard(card, variables.carousel[index])), cardIndex }
      : {}),
  };
}
