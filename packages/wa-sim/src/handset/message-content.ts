import type { SimulatorState } from '../state';
import { type Loose, optional, record, records, text } from './loose-json';
import { mediaTypes, mediaView } from './media-view';
import { connectedCatalog, productsOf, wholeShop } from './shop-view';
import { templateView } from './template-view';
import type { BubbleContent, MediaType, MediaView, RichMessage } from './view-model';

/**
 * One message as the handset draws it. Business requests and customer webhook messages share most
 * shapes (`text.body`, media objects, `location`, `contacts`), so one reader serves both directions.
 */
export function contentOf(state: SimulatorState, phoneNumberId: string, message: Loose): BubbleContent {
  const type = text(message.type) ?? 'text';
  const body = record(message[type]);
  if (mediaTypes.has(type)) {
    const caption = text(body.caption);
    return { kind: 'media', media: mediaView(type as MediaType, body), ...(caption ? { caption } : {}) };
  }
  switch (type) {
    case 'text':
      return { kind: 'text', text: text(body.body) ?? '' };
    case 'location':
      return {
        kind: 'location',
        latitude: Number(body.latitude),
        longitude: Number(body.longitude),
        ...optional('name', text(body.name)),
        ...optional('address', text(body.address)),
      };
    case 'contacts':
      return {
        kind: 'contacts',
        contacts: records(message.contacts).map((contact) => ({
          name: text(record(contact.name).formatted_name) ?? '',
          phones: records(contact.phones).flatMap((phone) => text(phone.phone) ?? []),
        })),
      };
    case 'interactive':
      return interactiveContent(state, phoneNumberId, body);
    case 'button':
      return { kind: 'text', text: text(body.text) ?? '' };
    case 'template':
      return { kind: 'rich', rich: templateView(state, phoneNumberId, body) };
    case 'order': {
      const catalog = state.catalogs.get(text(body.catalog_id) ?? '');
      return {
        kind: 'order',
        ...optional('text', text(body.text)),
        items: records(body.product_items).map((item) => ({
          productRetailerId: text(item.product_retailer_id) ?? '',
          ...optional(
            'name',
            catalog && state.catalogs.byRetailerId(catalog, text(item.product_retailer_id) ?? '')?.name,
          ),
          quantity: Number(item.quantity),
          itemPrice: Number(item.item_price),
          currency: text(item.currency) ?? '',
        })),
      };
    }
    default:
      return { kind: 'unsupported', type };
  }
}

/** The one line a chat list or a quoted reply shows for a message. */
export function previewOf(content: BubbleContent): string {
  switch (content.kind) {
    case 'text':
      return content.text;
    case 'media':
      return content.caption ?? mediaLabels[content.media.type](content.media);
    case 'location':
      return content.name ? `Location: ${content.name}` : 'Location';
    case 'contacts':
      return `Contact: ${content.contacts.map((contact) => contact.name).join(', ')}`;
    case 'rich':
      return (
        content.rich.header?.text ??
        content.rich.body ??
        content.rich.product?.name ??
        content.rich.missingTemplate ??
        ''
      );
    case 'order':
      return `Order: ${content.items.map((item) => `${item.quantity} × ${item.name ?? item.productRetailerId}`).join(', ')}`;
    case 'unsupported':
      return `Unsupported message (${content.type})`;
  }
}

const mediaLabels: Record<MediaType, (media: MediaView) => string> = {
  image: () => 'Photo',
  video: () => 'Video',
  audio: () => 'Audio',
  document: (media) => (media.filename ? `Document: ${media.filename}` : 'Document'),
  sticker: () => 'Sticker',
};

function interactiveContent(state: SimulatorState, phoneNumberId: string, interactive: Loose): BubbleContent {
  const action = record(interactive.action);
  switch (interactive.type) {
    case 'button_reply':
    case 'list_reply':
      return { kind: 'text', text: text(record(interactive[interactive.type]).title) ?? '' };
    case 'button':
      return {
        kind: 'rich',
        rich: {
          ...frameOf(interactive),
          actions: records(action.buttons).map((button) => {
            const reply = record(button.reply);
            const title = text(reply.title) ?? '';
            return { title, reply: { kind: 'button_reply', id: text(reply.id) ?? '', title } };
          }),
        },
      };
    case 'list':
      return {
        kind: 'rich',
        rich: {
          ...frameOf(interactive),
          actions: [],
          list: {
            label: text(action.button) ?? '',
            sections: records(action.sections).map((section) => ({
              ...optional('title', text(section.title)),
              rows: records(section.rows).map((row) => {
                const title = text(row.title) ?? '';
                const description = text(row.description);
                return {
                  title,
                  ...optional('description', description),
                  reply: {
                    kind: 'list_reply' as const,
                    id: text(row.id) ?? '',
                    title,
                    ...optional('description', description),
                  },
                };
              }),
            })),
          },
        },
      };
    case 'product': {
      const catalogId = text(action.catalog_id) ?? '';
      const [product] = productsOf(
        state.catalogs.get(catalogId),
        [text(action.product_retailer_id) ?? ''],
        state,
      );
      return {
        kind: 'rich',
        rich: {
          ...frameOf(interactive),
          actions: [],
          ...optional('product', product),
          ...(product ? { shop: { catalogId, label: 'View', sections: [{ products: [product] }] } } : {}),
        },
      };
    }
    case 'product_list': {
      const catalogId = text(action.catalog_id) ?? '';
      const catalog = state.catalogs.get(catalogId);
      const sections = records(action.sections).map((section) => ({
        ...optional('title', text(section.title)),
        products: productsOf(
          catalog,
          records(section.product_items).map((item) => text(item.product_retailer_id) ?? ''),
          state,
        ),
      }));
      return {
        kind: 'rich',
        rich: { ...frameOf(interactive), actions: [], shop: { catalogId, label: 'View items', sections } },
      };
    }
    case 'catalog_message': {
      const catalog = connectedCatalog(state, phoneNumberId);
      const thumbnail = text(record(action.parameters).thumbnail_product_retailer_id);
      const [product] = thumbnail ? productsOf(catalog, [thumbnail], state) : [];
      return {
        kind: 'rich',
        rich: {
          ...frameOf(interactive),
          actions: [],
          ...optional('product', product),
          ...(catalog ? { shop: wholeShop(catalog, 'View catalog') } : {}),
        },
      };
    }
    default:
      return { kind: 'unsupported', type: `interactive ${String(interactive.type)}` };
  }
}

function frameOf(interactive: Loose): Omit<RichMessage, 'actions'> {
  const header = record(interactive.header);
  const headerType = text(header.type);
  return {
    ...(headerType === 'text' ? { header: { text: text(header.text) ?? '' } } : {}),
    ...(headerType && mediaTypes.has(headerType)
      ? { header: { media: mediaView(headerType as MediaType, record(header[headerType])) } }
      : {}),
    ...optional('body', text(record(interactive.body).text)),
    ...optional('footer', text(record(interactive.footer).text)),
  };
}
