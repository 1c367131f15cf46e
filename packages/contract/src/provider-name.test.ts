import { describe, expect, it } from 'vitest';
import { replaceProviderName } from './provider-name';

describe('replaceProviderName', () => {
  it('speaks of "Our" service where a provider message names Meta or the partner', () => {
    expect(replaceProviderName('Meta rejected the template')).toBe('Our rejected the template');
    expect(replaceProviderName('Gupshup app not found')).toBe('Our app not found');
  });

  it('leaves WhatsApp and words that merely contain a provider name alone', () => {
    expect(replaceProviderName('WhatsApp number is not valid for metadata')).toBe(
      'WhatsApp number is not valid for metadata',
    );
  });
});
