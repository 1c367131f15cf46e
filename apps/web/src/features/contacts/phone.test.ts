import { describe, expect, it } from 'vitest';
import {
  composePhone,
  countryList,
  countryOfTyped,
  flagEmoji,
  formatPhone,
  guessCountry,
  searchCountries,
  splitPhone,
} from './phone';

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
    const arabic = countryList('ar');
    expect(searchCountries(arabic, 'Egypt')[0]?.code).toBe('EG');
    expect(searchCountries(arabic, 'مصر')[0]?.code).toBe('EG');
    expect(searchCountries(arabic, '+20')[0]?.code).toBe('EG');
  });

  it('offers the country named exactly first, then names that start with the search', () => {
    const english = countryList('en');
    expect(searchCountries(english, 'India').map((country) => country.code)).toEqual(['IN', 'IO']);
    expect(searchCountries(english, 'ind')[0]?.code).toBe('IN');
    expect(searchCountries(countryList('de'), 'Indien')[0]?.code).toBe('IN');
    expect(
      searchCountries(english, 'united')
        .slice(0, 3)
        .map((country) => country.name),
    ).toEqual(['United Arab Emirates', 'United Kingdom', 'United States']);
  });

  it('knows the country of a number typed with its + code', () => {
    expect(countryOfTyped('+91 98765 43210')).toBe('IN');
    expect(countryOfTyped('+49 151 12345678')).toBe('DE');
    expect(countryOfTyped('+44 7700 900123')).toBe('GB');
    expect(countryOfTyped('98765 43210')).toBeUndefined();
  });

  it('guesses the country from the browser language', () => {
    expect(guessCountry('de-AT')).toBe('AT');
    expect(guessCountry('hi')).toBe('IN');
  });

  it('formats a number for reading', () => {
    expect(formatPhone('+4915112345678')).toBe('+49 1511 2345678');
  });
});
