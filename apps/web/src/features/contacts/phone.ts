import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';

export interface Country {
  code: CountryCode;
  callingCode: string;
  name: string;
  flag: string;
  /** What a search matches: the name in the UI language and in English, the code, the calling code. */
  searchText: string;
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
      return {
        code,
        callingCode,
        name,
        flag: flagEmoji(code),
        searchText: `${name} ${englishNames.of(code) ?? ''} ${code} +${callingCode}`,
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
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
