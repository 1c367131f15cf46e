import { variablePattern } from './whatsapp-format';

export type TextDirection = 'ltr' | 'rtl';

const rtlLanguages = new Set(['ar', 'fa', 'he', 'ur']);
const rtlLetter = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/**
 * The direction a message reads in, whatever the UI language: right-to-left for a template in an
 * RTL language, otherwise that of the first letter of its texts (the Unicode first-strong rule that
 * WhatsApp applies too). Variable names are skipped: `{{name}} مرحبا` is Arabic.
 */
export function messageDirection(
  texts: readonly (string | undefined)[],
  language?: string,
  fallback: TextDirection = 'ltr',
): TextDirection {
  if (language && rtlLanguages.has(language.split(/[_-]/)[0] as string)) return 'rtl';
  for (const text of texts) {
    const letter = text?.replace(variablePattern, '').match(/\p{L}/u)?.[0];
    if (letter) return rtlLetter.test(letter) ? 'rtl' : 'ltr';
  }
  return fallback;
}
