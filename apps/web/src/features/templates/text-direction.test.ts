import { describe, expect, it } from 'vitest';
import { messageDirection } from './text-direction';

describe('messageDirection', () => {
  it('reads Arabic text right to left and English left to right', () => {
    expect(messageDirection(['مرحبا بك'])).toBe('rtl');
    expect(messageDirection(['Hello'])).toBe('ltr');
  });

  it('goes by the first letter, skipping variables, digits and punctuation', () => {
    expect(messageDirection(['{{first_name}}، 20% مرحبا Parley'])).toBe('rtl');
    expect(messageDirection(['*Parley* مرحبا'])).toBe('ltr');
  });

  it('looks at the next text when one has no letters', () => {
    expect(messageDirection([undefined, '{{1}} 123', 'שלום'])).toBe('rtl');
  });

  it('reads a template in an RTL language right to left whatever its first word', () => {
    expect(messageDirection(['Parley: مرحبا'], 'ar')).toBe('rtl');
    expect(messageDirection(['Parley'], 'ar_EG')).toBe('rtl');
    expect(messageDirection(['Parley'], 'en_US')).toBe('ltr');
  });

  it('keeps the fallback when there is no letter at all', () => {
    expect(messageDirection(['{{1}}'], undefined, 'rtl')).toBe('rtl');
  });
});
