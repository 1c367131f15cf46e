import type { Bubble, BubbleContent, ThreadView } from '../view-model';
import { h } from './dom';
import { formattedText } from './formatted-text';
import { icon } from './icons';
import { mediaNode } from './media';
import { carousel, money, type RichHandlers, richActions, richBody } from './rich';

/** The thread as the customer's phone shows it: their own messages on the right, the business's on the left. */
export function threadNodes(
  thread: ThreadView,
  businessName: string,
  handlers: (bubble: Bubble) => RichHandlers,
): HTMLElement[] {
  const nodes: HTMLElement[] = [
    h(
      'div',
      { class: 'notice' },
      icon('lock'),
      'Simulated chat: messages go to the business through the simulator only.',
    ),
  ];
  let day = '';
  for (const bubble of thread.bubbles) {
    const bubbleDay = new Date(bubble.at).toDateString();
    if (bubbleDay !== day) {
      day = bubbleDay;
      nodes.push(h('div', { class: 'day' }, dayLabel(bubble.at)));
    }
    nodes.push(bubbleNode(bubble, businessName, handlers(bubble)));
  }
  return nodes;
}

function bubbleNode(bubble: Bubble, businessName: string, handlers: RichHandlers): HTMLElement {
  const own = bubble.from === 'customer';
  const { content } = bubble;
  const rich = content.kind === 'rich' ? content.rich : undefined;
  return h(
    'div',
    { class: `row ${own ? 'row--own' : 'row--business'}`, 'data-testid': 'bubble', 'data-from': bubble.from },
    h(
      'div',
      {
        class: `bubble ${own ? 'bubble--own' : 'bubble--business'} bubble--${content.kind}`,
        'data-message-id': bubble.id,
      },
      bubble.quote
        ? h(
            'div',
            { class: `quote quote--${bubble.quote.from}` },
            h('span', { class: 'quote__author' }, bubble.quote.from === 'customer' ? 'You' : businessName),
            h('span', { class: 'quote__text' }, bubble.quote.preview),
          )
        : null,
      ...contentNodes(content),
      metaNode(bubble),
      rich ? richActions(rich, handlers) : null,
      bubble.reaction ? h('span', { class: 'reaction' }, bubble.reaction) : null,
    ),
    rich?.cards ? carousel(rich.cards, handlers) : null,
  );
}

function contentNodes(content: BubbleContent): Node[] {
  switch (content.kind) {
    case 'text':
      return [formattedText(content.text)];
    case 'media':
      return [mediaNode(content.media), content.caption ? formattedText(content.caption) : null].filter(
        (node): node is HTMLElement => node !== null,
      );
    case 'location': {
      const { latitude, longitude, name, address } = content;
      const map = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
      return [
        h(
          'a',
          { class: 'location', href: map, target: '_blank', rel: 'noopener' },
          icon('location', 'location__pin'),
          h(
            'span',
            { class: 'location__text' },
            h('strong', {}, name ?? 'Location'),
            h('span', {}, address ?? `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`),
          ),
        ),
      ];
    }
    case 'contacts':
      return content.contacts.map((contact) =>
        h(
          'div',
          { class: 'contact-card' },
          icon('person', 'contact-card__avatar'),
          h('span', {}, h('strong', {}, contact.name), h('span', {}, contact.phones.join(', '))),
        ),
      );
    case 'rich':
      return richBody(content.rich);
    case 'order':
      return [orderNode(content)];
    case 'unsupported':
      return [
        h('div', { class: 'text text--missing' }, `This message type (${content.type}) is not shown here.`),
      ];
  }
}

function orderNode(order: Extract<BubbleContent, { kind: 'order' }>): HTMLElement {
  const total = order.items.reduce((sum, item) => sum + item.quantity * item.itemPrice, 0);
  const currency = order.items[0]?.currency ?? '';
  return h(
    'div',
    { class: 'order' },
    h('div', { class: 'order__title' }, icon('cart'), 'Order'),
    ...order.items.map((item) =>
      h(
        'div',
        { class: 'order__item' },
        h('span', {}, `${item.quantity} × ${item.name ?? item.productRetailerId}`),
        h('span', {}, money(item.quantity * item.itemPrice, item.currency)),
      ),
    ),
    h(
      'div',
      { class: 'order__item order__total' },
      h('span', {}, 'Total'),
      h('span', {}, money(total, currency)),
    ),
    order.text ? formattedText(order.text) : null,
  );
}

function metaNode(bubble: Bubble): HTMLElement {
  const time = new Date(bubble.at).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
  return h(
    'span',
    { class: 'meta' },
    time,
    bubble.from === 'customer'
      ? icon('checks', `ticks ${bubble.read ? 'ticks--read' : ''}`)
      : bubble.failed
        ? icon('error', 'ticks ticks--failed')
        : null,
  );
}

function dayLabel(at: string): string {
  const date = new Date(at);
  const today = new Date();
  if (date.toDateString() === today.toDateString()) return 'Today';
  return date.toLocaleDateString([], { day: 'numeric', month: 'long', year: 'numeric' });
}
