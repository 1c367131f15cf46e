import type { Product } from '@parley/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { message } from '../testing/fixtures';
import { MessageRow } from './message-row';
import { threadRows } from './thread-rows';

const at = '2026-05-24T10:00:00.000Z';
const shopProduct = (retailerId: string, name: string, price: string): Product => ({
  productId: '00000000-0000-4000-8000-00000000f00d',
  channelId: '00000000-0000-4000-8000-00000000c0de',
  catalogId: 'c',
  retailerId,
  name,
  description: null,
  imageUrl: '',
  price,
  currency: 'USD',
  availability: 'inStock',
  updatedAt: at,
});
const show = (...messages: Parameters<typeof threadRows>[0]) => {
  for (const row of threadRows(messages)) render(<MessageRow row={row} />);
};

describe('MessageRow', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['inbox', 'templates']);
  });
  afterEach(cleanup);

  it("shows who sent an agent's message, and the provider's reason when it failed", async () => {
    show(
      message(at, {
        direction: 'outbound',
        status: 'failed',
        error: { code: 131047, title: 'Re-engagement message', details: 'More than 24 hours have passed' },
        sentBy: { userId: '00000000-0000-4000-8000-0000000000aa', name: 'Maya Fischer' },
      }),
    );

    expect(screen.getByText('Maya Fischer')).toBeTruthy();
    const mark = screen.getByTestId('message-status');
    expect(mark.getAttribute('data-status')).toBe('failed');
    fireEvent.mouseOver(mark);
    expect(
      await screen.findByText('Not delivered: Re-engagement message: More than 24 hours have passed'),
    ).toBeTruthy();
  });

  it('names the campaign a message was sent for, linked to its details, when campaigns may be read', () => {
    const campaignMessage = message(at, {
      direction: 'outbound',
      type: 'text',
      content: { body: 'Hi Ada', campaignId: 'c-1', campaignName: 'Order updates' },
    });
    const [row] = threadRows([campaignMessage]);
    if (!row) throw new Error('no row');
    render(
      <MemoryRouter>
        <MessageRow row={row} campaignHref={(campaignId) => `/campaigns/${campaignId}`} />
      </MemoryRouter>,
    );

    const link = screen.getByRole('link', { name: 'Campaign: \u2068Order updates\u2069' });
    expect(link.getAttribute('href')).toBe('/campaigns/c-1');
    cleanup();
    show(campaignMessage);
    expect(screen.queryByTestId('message-campaign')).toBeNull();
  });

  it("says why a customer's file was not kept instead of loading it", () => {
    show(
      message(at, {
        type: 'document',
        content: { id: '1234567890123456', filename: 'catalogue.pdf' },
        mediaCopy: { state: 'failed', reason: 'tooLarge' },
      }),
    );

    expect(screen.getByTestId('media-not-kept').textContent).toBe(
      'catalogue.pdfThis file is over the size limit and was not kept',
    );
    expect(screen.queryByTestId('document-attachment')).toBeNull();
  });

  it('renders WhatsApp formatting and links in a customer text', () => {
    show(message(at, { content: { body: 'Is the *blue vase* in stock? https://shop.example/vase' } }));

    expect(screen.getByText('blue vase').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'https://shop.example/vase' }).getAttribute('href')).toBe(
      'https://shop.example/vase',
    );
  });

  it('shows a sent product list with its header, words and sections, naming the products the catalog holds', () => {
    const products = new Map([
      ['vase-blue', shopProduct('vase-blue', 'Blue glazed vase', '30')],
      ['pot-small', shopProduct('pot-small', 'Small terracotta pot', '25')],
    ]);
    const [row] = threadRows([
      message(at, {
        direction: 'outbound',
        type: 'interactive',
        content: {
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
              { title: 'Gone', product_items: [{ product_retailer_id: 'lamp-old' }] },
            ],
          },
        },
      }),
    ]);
    if (!row) throw new Error('no row');
    render(<MessageRow row={row} products={products} />);

    const shown = screen.getByTestId('message-productList');
    expect(shown.textContent).toContain('Spring picks');
    expect(shown.textContent).toContain('Fresh from the kiln');
    expect(shown.textContent).toContain('Ships in 2 days');
    const sections = screen.getAllByTestId('product-section');
    expect(sections.map((section) => section.firstChild?.textContent)).toEqual(['Vases', 'Gone']);
    expect(screen.getAllByTestId('product-card').map((card) => card.textContent)).toEqual([
      'Blue glazed vase$30.00',
      'Small terracotta pot$25.00',
      'lamp-old',
    ]);
    expect(screen.getByTestId('product-message-button').textContent).toBe('View items');
    expect(screen.queryByTestId('message-unsupported')).toBeNull();
  });

  it('shows a sent product by its retailer id until the catalog names it, and a sent catalog with its button', () => {
    show(
      message(at, {
        direction: 'outbound',
        type: 'interactive',
        content: {
          type: 'product',
          body: { text: 'Our best seller' },
          action: { catalog_id: 'c', product_retailer_id: 'vase-blue' },
        },
      }),
      message(at, {
        direction: 'outbound',
        type: 'interactive',
        content: {
          type: 'catalog_message',
          body: { text: 'Browse everything' },
          action: { name: 'catalog_message' },
        },
      }),
    );

    expect(screen.getByTestId('product-card').textContent).toBe('vase-blue');
    expect(screen.getByTestId('message-product').textContent).toContain('Our best seller');
    const catalog = screen.getByTestId('message-catalog');
    expect(catalog.textContent).toContain('Browse everything');
    expect(screen.getByTestId('product-message-button').textContent).toBe('View catalog');
  });

  it('shows an order as its items and total', () => {
    show(
      message(at, {
        type: 'order',
        content: {
          catalog_id: 'c',
          product_items: [
            { product_retailer_id: 'vase-blue', quantity: 2, item_price: 30, currency: 'EUR' },
            { product_retailer_id: 'pot-small', quantity: 1, item_price: 12.5, currency: 'EUR' },
          ],
        },
      }),
    );

    expect(screen.getByText('vase-blue')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('€72.50');
  });

  it("names an order's items the channel's catalog holds", () => {
    const [row] = threadRows([
      message(at, {
        type: 'order',
        content: {
          catalog_id: 'c',
          product_items: [
            { product_retailer_id: 'vase-blue', quantity: 1, item_price: 30, currency: 'USD' },
            { product_retailer_id: 'lamp-old', quantity: 1, item_price: 10, currency: 'USD' },
          ],
        },
      }),
    ]);
    if (!row) throw new Error('no row');
    render(
      <MessageRow
        row={row}
        products={new Map([['vase-blue', shopProduct('vase-blue', 'Blue glazed vase', '30')]])}
      />,
    );

    expect(screen.getByText('Blue glazed vase')).toBeTruthy();
    expect(screen.getByText('lamp-old')).toBeTruthy();
  });

  it('shows no total for an order in several currencies, and says why', () => {
    show(
      message(at, {
        type: 'order',
        content: {
          catalog_id: 'c',
          text: 'Both, please',
          product_items: [
            { product_retailer_id: 'vase-blue', quantity: 2, item_price: 30, currency: 'EUR' },
            { product_retailer_id: 'pot-small', quantity: 1, item_price: 12.5, currency: 'USD' },
          ],
        },
      }),
    );

    expect(screen.queryByTestId('order-total')).toBeNull();
    expect(screen.getByText('Items in several currencies: no total')).toBeTruthy();
    expect(screen.getByText('1 × $12.50')).toBeTruthy();
    expect(screen.getByText('Both, please')).toBeTruthy();
  });

  it('shows the ad a customer wrote from above their message, linked to where it was shown', () => {
    show(
      message(at, {
        content: { body: 'Is the blue vase still available?' },
        referral: {
          sourceUrl: 'https://fb.me/spring-vases',
          sourceId: '120200000000000001',
          sourceType: 'ad',
          headline: 'Spring sale: 20% off vases',
          body: 'Hand-made in Lisbon.',
          mediaType: 'image',
          imageUrl: 'https://ads.example/spring.jpg',
          ctwaClid: 'click-1',
        },
      }),
    );

    const card = screen.getByTestId('message-ad-referral');
    expect(card.textContent).toContain('Came from the ad “\u2068Spring sale: 20% off vases\u2069”');
    expect(card.textContent).toContain('Hand-made in Lisbon.');
    expect(screen.getByRole('link', { name: 'Open the ad' }).getAttribute('href')).toBe(
      'https://fb.me/spring-vases',
    );
  });

  it('links no ad address that is not a web page', () => {
    show(message(at, { referral: { sourceUrl: 'javascript:alert(1)', sourceType: 'post' } }));

    expect(screen.getByTestId('message-ad-referral').textContent).toContain('Came from a post');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows which catalog product the customer asked about', () => {
    show(
      message(at, {
        content: { body: 'Does it come in green?' },
        referredProduct: { catalogId: '300000000000001', productRetailerId: 'vase-blue-30' },
      }),
    );

    const card = screen.getByTestId('message-referred-product');
    expect(card.textContent).toContain('Asked about this product');
    expect(card.textContent).toContain('vase-blue-30');
    expect(card.textContent).toContain('300000000000001');
    expect(screen.queryByTestId('message-ad-referral')).toBeNull();
  });
});
