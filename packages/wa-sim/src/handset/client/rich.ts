import type { ActionView, CardView, CustomerReply, RichMessage } from '../view-model';
import { h } from './dom';
import { formattedText } from './formatted-text';
import { icon } from './icons';
import { mediaNode } from './media';

export interface RichHandlers {
  tap(reply: CustomerReply): void;
  openList(list: NonNullable<RichMessage['list']>): void;
  copy(code: string): void;
}

/** Header, body and footer of a template or interactive message. */
export function richBody(rich: RichMessage): Node[] {
  const { header } = rich;
  return [
    header?.media ? mediaNode(header.media) : null,
    header?.text ? formattedText(header.text, 'rich__header') : null,
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
