import { type Loose, record, text } from '../handset/loose-json';
import { mediaKindOf, type StoredMedia } from '../media/media.store';
import type { SimulatorState } from '../state';
import { placeholderPattern, type TemplateComponent } from '../templates/templates.store';
import type { PartnerApp } from './partner.store';
import { partnerErrors } from './partner-error';

/** The handle `upload/media` answers for a file: its type and id, as the partner's handles carry them. */
export function templateHandle(media: StoredMedia): string {
  return `4::${Buffer.from(media.mimeType).toString('base64')}:${media.id}`;
}

/** The file a header sample handle names: only one the app uploaded, and of the header's kind. */
export function uploadedSample(
  state: SimulatorState,
  app: PartnerApp,
  handle: string | undefined,
  format: string,
  field: string,
): StoredMedia {
  const media = state.media.get(handle?.split(':').at(-1) ?? '');
  if (media?.phoneNumberId !== app.id) {
    throw partnerErrors.invalid(`${field} must be a handle from /partner/app/${app.id}/upload/media`);
  }
  return requireKind(media, format, field);
}

/** A file of the header's kind: an image for IMAGE, a video for VIDEO, a document for DOCUMENT. */
export function requireKind(media: StoredMedia, format: string, field: string): StoredMedia {
  if (mediaKindOf(media.mimeType) !== format.toLowerCase()) {
    throw partnerErrors.invalid(`${field} must be of type ${format} for its header, got ${media.mimeType}`);
  }
  return media;
}

/**
 * The partner takes an example as the text with its variables filled in; Meta wants the values.
 * `fields` name the text and its example in the refusal.
 */
export function bodyComponent(
  bodyText: string,
  filledIn: string | undefined,
  fields: { text: string; example: string },
): TemplateComponent {
  const pieces = bodyText.split(placeholderPattern);
  if (pieces.length === 1) return { type: 'BODY', text: bodyText };
  const pattern = new RegExp(`^${pieces.map(escapeRegExp).join('(.+?)')}$`, 's');
  const values = filledIn?.match(pattern)?.slice(1);
  if (!values) {
    throw partnerErrors.invalid(`${fields.example} must be the ${fields.text} with each variable filled in`);
  }
  return { type: 'BODY', text: bodyText, example: { body_text: [values] } };
}

/** A stored body as the partner shows its example: the text with the example values in place. */
export function exampleText(body: Loose | undefined): string {
  const values = exampleValues(body);
  let next = 0;
  return (text(body?.text) ?? '').replace(placeholderPattern, (variable) => values[next++] ?? variable);
}

function exampleValues(body: Loose | undefined): string[] {
  const [values] = (record(body?.example).body_text as unknown[] | undefined) ?? [];
  return Array.isArray(values) ? values.map(String) : [];
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
