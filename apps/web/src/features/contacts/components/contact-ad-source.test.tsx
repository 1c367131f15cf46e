import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { ContactAdSource } from './contact-ad-source';

const springAd = {
  sourceUrl: 'https://fb.me/spring-vases',
  sourceId: '120200000000000001',
  sourceType: 'ad',
  headline: 'Spring sale: 20% off vases',
  at: '2026-05-20T09:00:00.000Z',
};

describe('ContactAdSource', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
    await i18n.loadNamespaces(['contacts']);
  });
  afterEach(cleanup);

  it('shows the first ad a contact came from and, when they came back through another, the latest', () => {
    render(
      <ContactAdSource
        contact={{
          firstAdReferral: springAd,
          lastAdReferral: { sourceId: '120200000000000002', at: '2026-05-24T09:00:00.000Z' },
        }}
      />,
    );
    const source = screen.getByTestId('contact-ad-source');
    expect(source.textContent).toContain('Came from a click-to-WhatsApp ad');
    expect(source.textContent).toContain('Spring sale: 20% off vases');
    expect(source.textContent).toContain('Latest ad');
    expect(source.textContent).toContain('120200000000000002');
    expect(screen.getByRole('link', { name: 'Open the ad' }).getAttribute('href')).toBe(
      'https://fb.me/spring-vases',
    );
  });

  it('shows one ad when the first is the latest, and nothing for a contact who never came from one', () => {
    render(<ContactAdSource contact={{ firstAdReferral: springAd, lastAdReferral: springAd }} />);
    expect(screen.getByTestId('contact-ad-source').textContent).not.toContain('Latest ad');
    cleanup();
    render(<ContactAdSource contact={{ firstAdReferral: null, lastAdReferral: null }} />);
    expect(screen.queryByTestId('contact-ad-source')).toBeNull();
  });
});
