import { describe, expect, it } from 'vitest';
import { composePhone, countryList, flagEmoji, formatPhone, guessCountry, splitPhone } from './phone';

describe('composePhone', () => {
  it('puts the country calling code before the national digits, whatever the user typed between them', () => {
    expect(composePhone('IN', '98765 43210')).toBe('+919876543210');
    expect(composePhone('US', '(415) 555-0123')).toBe('+14155550123');
  });

  it('drops the national trunk prefix people type out of habit', () => {
    expect(composePhone('DE', '0151 12345678')).toBe('+4915112345678');
  });

  it('keeps a number typed in full international form, even under another country', () => {
    expect(composePhone('US', '+49 151 12345678')).toBe('+4915112345678');
  });

  it('gives nothing for nothing, so the required-field message shows', () => {
    expect(composePhone('DE', ' - ')).toBe('');
  });
});

describe('splitPhone', () => {
  it('turns a stored number back into its country and national part', () => {
    expect(splitPhone('+4915112345678', 'US')).toEqual({ country: 'DE', national: '15112345678' });
  });

  it('picks the main country of a shared calling code for a number of no known area', () => {
    expect(splitPhone('+15550100001', 'DE')).toEqual({ country: 'US', national: '5550100001' });
  });

  it('round-trips through composePhone', () => {
    for (const phone of ['+971501234567', '+5215512345678', '+447700900123', '+80012345678']) {
      const { country, national } = splitPhone(phone, 'US');
      expect(composePhone(country, national)).toBe(phone);
    }
  });
});

describe('countries', () => {
  it('names countries in the UI language with their flag and calling code', () => {
    const germany = countryList('de').find((country) => country.code === 'DE');
    expect(germany).toMatchObject({ code: 'DE', callingCode: '49', name: 'Deutschland', flag: '🇩🇪' });
    expect(flagEmoji('IN')).toBe('🇮🇳');
  });

  it('finds a country by its English name or calling code in any UI language', () => {
    const egypt = countryList('ar').find((country) => country.code === 'EG');
    expect(egypt?.name).toBe('مصر');
    expect(egypt?.searchText).toContain('Egypt');
    expect(egypt?.searchText).toContain('+20');
  });

  it('guesses the country from the browser language', () => {
    expect(guessCountry('de-AT')).toBe('AT');
    expect(guessCountry('hi')).toBe('IN');
  });

  it('formats a number for reading', () => {
    expect(formatPhone('+4915112345678')).toBe('+49 1511 2345678');
  });
});
