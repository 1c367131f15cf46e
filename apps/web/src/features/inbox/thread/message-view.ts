import { type Message, type RenderedTemplate, storedMediaPath } from '@parley/contract';

export type MediaMessageKind = 'image' | 'video' | 'audio' | 'document' | 'sticker';

export interface SharedContact {
  name: string;
  phones: string[];
}

export interface OrderItem {
  productRetailerId: string;
  quantity: number;
  itemPrice: number;
  currency: string;
}

export interface ProductSection {
  title: string;
  retailerIds: string[];
}

/**
 * A message as the thread draws it, read from its `content`: the Cloud API's object for its type
 * (inbound, partner messages included, which the server turns into that shape), or what Parley sent.
 */
export type MessageView =
  | { kind: 'text'; text: string }
  | { kind: 'media'; media: MediaMessageKind; caption?: string; fileName?: string }
  | { kind: 'location'; latitude: number; longitude: number; name?: string; address?: string }
  | { kind: 'contacts'; contacts: SharedContact[] }
  /** The customer tapped a reply button or list row, or a template's quick-reply button. */
  | { kind: 'reply'; title: string; description?: string }
  | { kind: 'reaction'; emoji?: string; targetProviderMessageId: string }
  | { kind: 'order'; text?: string; items: OrderItem[] }
  | { kind: 'template'; rendered: RenderedTemplate }
  /**
   * Reply buttons Parley sent (a quick reply with options, a chatbot's node): a text header, or a
   * media one by its link (a stored file's API path).
   */
  | {
      kind: 'buttons';
      header?: string;
      headerMedia?: { format: 'IMAGE' | 'VIDEO' | 'DOCUMENT'; link?: string };
      body: string;
      footer?: string;
      options: string[];
    }
  /** One product of the catalog Parley sent, named by its retailer id. */
  | { kind: 'product'; retailerId: string; body?: string; footer?: string }
  /** Products in titled sections Parley sent. */
  | { kind: 'productList'; header?: string; body: string; footer?: string; sections: ProductSection[] }
  /** The whole catalog Parley sent, with the product whose picture it shows. */
  | { kind: 'catalog'; body: string; footer?: string; thumbnailRetailerId?: string }
  /** A system line, such as a customer's new number. */
  | { kind: 'notice'; text: string }
  | { kind: 'unsupported'; type: string };

type Loose = Record<string, unknown>;
const record = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
const records = (value: unknown): Loose[] => (Array.isArray(value) ? value.map(record) : []);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

const mediaKinds = new Set<string>(['image', 'video', 'audio', 'document', 'sticker']);

export function messageView(message: Pick<Message, 'type' | 'content'>): MessageView {
  const content = record(message.content);
  if (mediaKinds.has(message.type)) {
    return {
      kind: 'media',
      media: message.type as MediaMessageKind,
      ...optional('caption', text(content.caption)),
      ...optional('fileName', text(content.filename) ?? text(content.fileName)),
    };
  }
  switch (message.type) {
    case 'text':
      return { kind: 'text', text: text(content.body) ?? '' };
    case 'location':
      return {
        kind: 'location',
        latitude: Number(content.latitude),
        longitude: Number(content.longitude),
        ...optional('name', text(content.name)),
        ...optional('address', text(content.address)),
      };
    case 'contacts':
      return {
        kind: 'contacts',
        contacts: records(message.content).map((contact) => ({
          name: text(record(contact.name).formatted_name) ?? '',
          phones: records(contact.phones).flatMap((phone) => text(phone.phone) ?? []),
        })),
      };
    case 'interactive':
      return interactiveView(content);
    case 'button':
      return { kind: 'reply', title: text(content.text) ?? text(content.payload) ?? '' };
    case 'reaction':
      return {
        kind: 'reaction',
        targetProviderMessageId: text(content.message_id) ?? '',
        ...optional('emoji', text(content.emoji)),
      };
    case 'order':
      return {
        kind: 'order',
        ...optional('text', text(content.text)),
        items: records(content.product_items).map((item) => ({
          productRetailerId: text(item.product_retailer_id) ?? '',
          quantity: Number(item.quantity),
          itemPrice: Number(item.item_price),
          currency: text(item.currency) ?? '',
        })),
      };
    case 'template':
      return isRendered(content.rendered)
        ? { kind: 'template', rendered: content.rendered }
        : { kind: 'unsupported', type: message.type };
    case 'system':
      return { kind: 'notice', text: text(content.body) ?? '' };
    default:
      return { kind: 'unsupported', type: text(content.type) ?? message.type };
  }
}

const headerMediaFormats = { image: 'IMAGE', video: 'VIDEO', document: 'DOCUMENT' } as const;

/** An interactive message's media header: its link, or the stored file it names by id. */
function headerMediaOf(header: Loose) {
  const type = text(header.type) ?? '';
  if (!Object.hasOwn(headerMediaFormats, type)) return undefined;
  const media = record(header[type]);
  const mediaId = text(media.mediaId);
  return {
    format: headerMediaFormats[type as keyof typeof headerMediaFormats],
    ...optional('link', mediaId ? storedMediaPath(mediaId) : text(media.link)),
  };
}

function interactiveView(interactive: Loose): MessageView {
  const type = text(interactive.type) ?? '';
  if (type === 'button_reply' || type === 'list_reply') {
    const reply = record(interactive[type]);
    return {
      kind: 'reply',
      title: text(reply.title) ?? '',
      ...optional('description', text(reply.description)),
    };
  }
  if (type === 'button') {
    return {
      kind: 'buttons',
      ...optional('header', text(record(interactive.header).text)),
      ...optional('headerMedia', headerMediaOf(record(interactive.header))),
      body: text(record(interactive.body).text) ?? '',
      ...optional('footer', text(record(interactive.footer).text)),
      options: records(record(interactive.action).buttons).flatMap(
        (button) => text(record(button.reply).title) ?? [],
      ),
    };
  }
  const body = text(record(interactive.body).text);
  const footer = optional('footer', text(record(interactive.footer).text));
  const action = record(interactive.action);
  if (type === 'product') {
    return {
      kind: 'product',
      retailerId: text(action.product_retailer_id) ?? '',
      ...optional('body', body),
      ...footer,
    };
  }
  if (type === 'product_list') {
    return {
      kind: 'productList',
      ...optional('header', text(record(interactive.header).text)),
      body: body ?? '',
      ...footer,
      sections: records(action.sections).map((section) => ({
        title: text(section.title) ?? '',
        retailerIds: records(section.product_items).flatMap((item) => text(item.product_retailer_id) ?? []),
      })),
    };
  }
  if (type === 'catalog_message') {
    return {
      kind: 'catalog',
      body: body ?? '',
      ...footer,
      ...optional('thumbnailRetailerId', text(record(action.parameters).thumbnail_product_retailer_id)),
    };
  }
  return { kind: 'unsupported', type: `interactive ${type}`.trim() };
}

/** Whether the thread needs the channel's products to draw the message. */
export const namesProducts = (view: MessageView): boolean =>
  view.kind === 'product' || view.kind === 'productList' || view.kind === 'catalog' || view.kind === 'order';

const isRendered = (value: unknown): value is RenderedTemplate => typeof record(value).body === 'string';

/**
 * What an order comes to: quantity times price over its items, when they are all in one currency;
 * undefined when they are in several, which cannot be added up.
 */
export function orderTotal(items: readonly OrderItem[]): { currency: string; amount: number } | undefined {
  const currencies = new Set(items.map((item) => item.currency));
  const [currency] = currencies;
  if (currencies.size !== 1 || currency === undefined) return undefined;
  return { currency, amount: items.reduce((sum, item) => sum + item.quantity * item.itemPrice, 0) };
}
