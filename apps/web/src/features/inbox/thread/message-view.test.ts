import { describe, expect, it } from 'vitest';
import { messageView } from './message-view';

const view = (type: string, content: unknown) => messageView({ type, content });

describe('messageView', () => {
  it('reads media with their caption and file name', () => {
    expect(view('image', { id: '1', mime_type: 'image/jpeg', caption: 'The crack' })).toEqual({
      kind: 'media',
      media: 'image',
      caption: 'The crack',
    });
    expect(view('document', { id: '2', filename: 'invoice.pdf' })).toEqual({
      kind: 'media',
      media: 'document',
      fileName: 'invoice.pdf',
    });
    expect(view('audio', { id: '3', voice: true })).toEqual({ kind: 'media', media: 'audio' });
  });

  it('reads a location, shared contacts and an order as the Cloud API sends them', () => {
    expect(
      view('location', { latitude: 52.52, longitude: 13.405, name: 'Shop', address: 'Main St 1' }),
    ).toEqual({
      kind: 'location',
      latitude: 52.52,
      longitude: 13.405,
      name: 'Shop',
      address: 'Main St 1',
    });
    expect(
      view('contacts', [
        { name: { formatted_name: 'Barbara J. Johnson' }, phones: [{ phone: '+1 (415) 555-0829' }] },
      ]),
    ).toEqual({
      kind: 'contacts',
      contacts: [{ name: 'Barbara J. Johnson', phones: ['+1 (415) 555-0829'] }],
    });
    expect(
      view('order', {
        catalog_id: 'c',
        text: 'Love these!',
        product_items: [{ product_retailer_id: 'di9ozbzfi4', quantity: 2, item_price: 30, currency: 'USD' }],
      }),
    ).toEqual({
      kind: 'order',
      text: 'Love these!',
      items: [{ productRetailerId: 'di9ozbzfi4', quantity: 2, itemPrice: 30, currency: 'USD' }],
    });
  });

  it('reads the title of a tapped reply button, list row or template button', () => {
    expect(
      view('interactive', { type: 'button_reply', button_reply: { id: 'a', title: 'Track order' } }),
    ).toEqual({
      kind: 'reply',
      title: 'Track order',
    });
    expect(
      view('interactive', {
        type: 'list_reply',
        list_reply: { id: 'b', title: 'Size M', description: 'Fits 38-40' },
      }),
    ).toEqual({ kind: 'reply', title: 'Size M', description: 'Fits 38-40' });
    expect(view('button', { payload: 'STOP', text: 'Stop promotions' })).toEqual({
      kind: 'reply',
      title: 'Stop promotions',
    });
  });

  it('reads the reply buttons Parley sent and a template as the customer got it', () => {
    expect(
      view('interactive', {
        type: 'button',
        body: { text: 'Open 9 to 6' },
        action: { buttons: [{ type: 'reply', reply: { id: '1', title: 'Book' } }] },
      }),
    ).toEqual({ kind: 'buttons', body: 'Open 9 to 6', options: ['Book'] });
    const buttons = { type: 'reply', reply: { id: '1', title: 'Yes' } };
    expect(
      view('interactive', {
        type: 'button',
        header: { type: 'image', image: { mediaId: '00000000-0000-4000-8000-0000000000aa' } },
        body: { text: 'Tulips today?' },
        action: { buttons: [buttons] },
      }),
    ).toEqual({
      kind: 'buttons',
      headerMedia: { format: 'IMAGE', link: '/api/v1/media/00000000-0000-4000-8000-0000000000aa' },
      body: 'Tulips today?',
      options: ['Yes'],
    });
    expect(
      view('interactive', {
        type: 'button',
        header: { type: 'document', document: { link: 'https://shop.example.com/menu.pdf' } },
        body: { text: 'Our menu' },
        action: { buttons: [buttons] },
      }),
    ).toMatchObject({ headerMedia: { format: 'DOCUMENT', link: 'https://shop.example.com/menu.pdf' } });
    expect(view('template', { name: 'hello', rendered: { body: 'Hi Ana' } })).toEqual({
      kind: 'template',
      rendered: { body: 'Hi Ana' },
    });
  });

  it('reads the product, product list and catalog messages Parley sent, as the Cloud API takes them', () => {
    expect(
      view('interactive', {
        type: 'product',
        body: { text: 'Our best seller' },
        action: { catalog_id: 'c', product_retailer_id: 'vase-blue' },
      }),
    ).toEqual({ kind: 'product', retailerId: 'vase-blue', body: 'Our best seller' });
    expect(
      view('interactive', {
        type: 'product_list',
        header: { type: 'text', text: 'Spring picks' },
        body: { text: 'Fresh from the kiln' },
        footer: { text: 'Ships in 2 days' },
        action: {
          catalog_id: 'c',
          sections: [
            {
              title: 'Vases',
              product_items: [{ product_retailer_id: 'vase-blue' }, { product_retailer_id: 'pot-small' }],
            },
            { title: 'Bowls', product_items: [{ product_retailer_id: 'bowl-green' }] },
          ],
        },
      }),
    ).toEqual({
      kind: 'productList',
      header: 'Spring picks',
      body: 'Fresh from the kiln',
      footer: 'Ships in 2 days',
      sections: [
        { title: 'Vases', retailerIds: ['vase-blue', 'pot-small'] },
        { title: 'Bowls', retailerIds: ['bowl-green'] },
      ],
    });
    expect(
      view('interactive', {
        type: 'catalog_message',
        body: { text: 'Browse everything' },
        action: { name: 'catalog_message', parameters: { thumbnail_product_retailer_id: 'mug-white' } },
      }),
    ).toEqual({ kind: 'catalog', body: 'Browse everything', thumbnailRetailerId: 'mug-white' });
    expect(
      view('interactive', {
        type: 'catalog_message',
        body: { text: 'All of it' },
        action: { name: 'catalog_message' },
      }),
    ).toEqual({ kind: 'catalog', body: 'All of it' });
  });

  it('names the type of a message it cannot show', () => {
    expect(view('unsupported', { type: 'edit' })).toEqual({ kind: 'unsupported', type: 'edit' });
    expect(view('poll', {})).toEqual({ kind: 'unsupported', type: 'poll' });
  });
});
