import { describe, expect, it } from 'vitest';
import { messagePreviewText } from './message-preview';

describe('messagePreviewText', () => {
  it.each([
    ['text', { body: 'Is the green sofa in stock?' }, 'Is the green sofa in stock?'],
    ['image', { id: 'm1', caption: 'The scratch on the left leg' }, 'The scratch on the left leg'],
    ['video', { id: 'm2', caption: 'Unboxing' }, 'Unboxing'],
    ['document', { id: 'm3', filename: 'invoice-2291.pdf' }, 'invoice-2291.pdf'],
    ['document', { mediaId: 'm4', filename: 'offer.pdf', caption: 'Our offer' }, 'Our offer'],
    ['location', { latitude: 52.52, longitude: 13.405, name: 'Alexanderplatz' }, 'Alexanderplatz'],
    ['location', { latitude: 52.52, longitude: 13.405, address: 'Berlin' }, 'Berlin'],
    [
      'contacts',
      [{ name: { formatted_name: 'Grace Hopper' } }, { name: { formatted_name: 'Alan Turing' } }],
      'Grace Hopper, Alan Turing',
    ],
    [
      'interactive',
      { type: 'button_reply', button_reply: { id: 'b1', title: 'Track my order' } },
      'Track my order',
    ],
    ['interactive', { type: 'list_reply', list_reply: { id: 'r2', title: 'Returns' } }, 'Returns'],
    [
      'interactive',
      { type: 'button', body: { text: 'How can we help?' }, action: { buttons: [] } },
      'How can we help?',
    ],
    ['button', { payload: 'STOP', text: 'Stop promotions' }, 'Stop promotions'],
    ['reaction', { message_id: 'wamid.1', emoji: '👍' }, '👍'],
    ['order', { catalog_id: 'c1', text: 'Two of these, please', product_items: [] }, 'Two of these, please'],
    [
      'template',
      { name: 'order_update', rendered: { body: 'Your order 2291 has shipped' } },
      'Your order 2291 has shipped',
    ],
    [
      'system',
      { body: 'User changed their number', type: 'user_changed_number' },
      'User changed their number',
    ],
  ])('reads a %s message as its words', (type, content, expected) => {
    expect(messagePreviewText(type, content)).toBe(expected);
  });

  it.each([
    ['audio', { id: 'm5', voice: true }],
    ['sticker', { id: 'm6', animated: false }],
    ['image', { id: 'm7' }],
    ['reaction', { message_id: 'wamid.2' }],
    ['unsupported', { type: 'edit' }],
    ['text', { body: '   ' }],
    ['contacts', 'not a list'],
  ])('has no words for a %s message without any', (type, content) => {
    expect(messagePreviewText(type, content)).toBeNull();
  });
});
