import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { message } from '../testing/fixtures';
import { MessageRow } from './message-row';
import { threadRows } from './thread-rows';

const at = '2026-05-24T10:00:00.000Z';
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
