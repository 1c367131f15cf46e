import type { ActionView, CardView, CustomerReply, ProductView, RichMessage, ShopView } from '../view-model';
import { h } from './dom';
import { formattedText } from './formatted-text';
import { icon } from './icons';
import { mediaNode } from './media';

export interface RichHandlers {
  tap(reply: CustomerReply): void;
  openList(list: NonNullable<RichMessage['list']>): void;
  openShop(shop: ShopView): void;
  copy(code: string): void;
}

/** Header, body and footer of a template or interactive message. */
export function richBody(rich: RichMessage): Node[] {
  const { header } = rich;
  return [
    header?.media ? mediaNode(header.media) : null,
    header?.text ? formattedText(header.text, 'rich__header') : null,
    rich.product ? productCard(rich.product) : null,
    rich.body ? formattedText(rich.body) : null,
    rich.missingTemplate ? h('div', { class: 'text text--missing' }, rich.missingTemplate) : null,
    rich.footer ? h('div', { class: 'rich__footer' }, rich.footer) : null,
  ].filter((node): node is HTMLElement => node !== null);
}

/** What the customer can tap, under the bubble's text: buttons, links, calls, codes, a list. */
export function richActions(rich: RichMessage, handlers: RichHandlers): HTMLElement | null {
  const { list } = rich;
  const buttons = rich.actions.map((action) => actionNode(action, handlers));
  if (list) {
    buttons.push(
      h(
        'button',
        {
          class: 'action',
          type: 'button',
          'data-testid': 'open-list',
          onclick: () => handlers.openList(list),
        },
        icon('list'),
        list.label,
      ),
    );
  }
  const { shop } = rich;
  if (shop) {
    buttons.push(
      h(
        'button',
        {
          class: 'action',
          type: 'button',
          'data-testid': 'open-shop',
          onclick: () => handlers.openShop(shop),
        },
        icon('cart'),
        shop.label,
      ),
    );
  }
  return buttons.length > 0 ? h('div', { class: 'actions' }, ...buttons) : null;
}

export function carousel(cards: CardView[], handlers: RichHandlers): HTMLElement {
  return h(
    'div',
    { class: 'carousel' },
    ...cards.map((card) =>
      h(
        'div',
        { class: 'card' },
        card.header ? mediaNode(card.header) : null,
        card.body ? formattedText(card.body, 'text card__body') : null,
        h('div', { class: 'actions' }, ...card.actions.map((action) => actionNode(action, handlers))),
      ),
    ),
  );
}

function actionNode(action: ActionView, handlers: RichHandlers): HTMLElement {
  const { reply, url, phone, code, title } = action;
  if (reply) {
    return h(
      'button',
      { class: 'action', type: 'button', 'data-testid': 'reply-button', onclick: () => handlers.tap(reply) },
      icon('reply'),
      title,
    );
  }
  if (url)
    return h('a', { class: 'action', href: url, target: '_blank', rel: 'noopener' }, icon('link'), title);
  if (phone) return h('a', { class: 'action', href: `tel:${phone}`, title: phone }, icon('call'), title);
  if (code) {
    return h(
      'button',
      { class: 'action', type: 'button', onclick: () => handlers.copy(code) },
      icon('copy'),
      title,
    );
  }
  return h('span', { class: 'action action--inert' }, title);
}

/** A product as a product or catalog message shows it: picture, name and price. */
function productCard(product: ProductView): HTMLElement {
  return h(
    'div',
    { class: 'product-card', 'data-testid': 'product-card' },
    h('img', { class: 'product-card__image', src: product.imageUrl, alt: product.name }),
    h('strong', {}, product.name),
    h('span', { class: 'product-card__price' }, money(product.price, product.currency)),
  );
}

export function money(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}
