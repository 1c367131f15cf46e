import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import { matchSorter, rankings } from 'match-sorter';

export interface Country {
  code: CountryCode;
  callingCode: string;
  name: string;
  flag: string;
  englishName: string;
}

/** Every country the phone metadata knows, named in the UI language and sorted by that name. */
export function countryList(language: string): Country[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const englishNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  return getCountries()
    .map((code) => {
      const callingCode = getCountryCallingCode(code);
      const name = names.of(code) ?? code;
      return { code, callingCode, name, flag: flagEmoji(code), englishName: englishNames.of(code) ?? code };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The countries a search names, best first: an exact name, then names that start with it, then
 * names with a word that does ("India" before "British Indian Ocean Territory"). The name in the
 * UI language and in English, the ISO code and the `+` calling code all count.
 */
export function searchCountries(countries: Country[], search: string): Country[] {
  return matchSorter(countries, search.trim(), {
    keys: ['name', 'englishName', 'code', (country) => `+${country.callingCode}`],
    threshold: rankings.CONTAINS,
    baseSort: (a, b) => a.index - b.index,
  });
}

/**
 * The country of a number typed with its `+` code, as soon as its digits tell it; a calling code
 * several countries share gives its main country until the number says which.
 */
export function countryOfTyped(typed: string): CountryCode | undefined {
  if (!typed.trim().startsWith('+')) return undefined;
  const typing = new AsYouType();
  typing.input(typed);
  return typing.getCountry() ?? typing.getNumber()?.getPossibleCountries()[0];
}

/** Regional-indicator letters, which systems draw as the country's flag. */
export function flagEmoji(code: CountryCode): string {
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1a5 + letter.charCodeAt(0)));
}

/** The country a new contact's number most likely has: the region of the browser's language. */
export function guessCountry(locale: string): CountryCode {
  const region = new Intl.Locale(locale).maximize().region;
  return getCountries().find((code) => code === region) ?? 'US';
}

/**
 * The number to send for a country and what the user typed: `+<calling code><national digits>`.
 * A national trunk prefix (the German leading 0) is dropped; a number typed with its own `+`
 * keeps its own country. Whether the result is a real number is the contract's `contactPhone`'s call.
 */
export function composePhone(country: CountryCode, typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (!digits) return '';
  if (typed.trim().startsWith('+')) return `+${digits}`;
  const callingCode = getCountryCallingCode(country);
  const parsed = parsePhoneNumberFromString(typed, country);
  return parsed?.countryCallingCode === callingCode ? parsed.number : `+${callingCode}${digits}`;
}

/** A stored E.164 number as the form edits it: its country and the national part. */
export function splitPhone(phone: string, fallback: CountryCode): { country: CountryCode; national: string } {
  const parsed = parsePhoneNumberFromString(phone);
  // Several countries share +1 or +7; the first possible one is the calling code's main country.
  const country = parsed && (parsed.country ?? parsed.getPossibleCountries()[0]);
  // A number of no country (+800 …) stays whole, with its `+`, so composing it again keeps it.
  return country ? { country, national: parsed.nationalNumber } : { country: fallback, national: phone };
}

/** `+4915112345678` as people read it: `+49 1511 2345678`. */
export function formatPhone(phone: string): string {
  return new AsYouType().input(phone);
}
