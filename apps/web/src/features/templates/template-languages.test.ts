import { describe, expect, it } from 'vitest';
import { templateLanguageNames } from './template-languages';

const nameIn = (uiLanguage: string, code: string) =>
  templateLanguageNames(uiLanguage).find((language) => language.code === code)?.name;

describe('templateLanguageNames', () => {
  it('names the template languages in the interface language', () => {
    expect(nameIn('en', 'hi')).toBe('Hindi');
    expect(nameIn('de', 'hi')).toBe('Hindi');
    expect(nameIn('de', 'ar_EG')).toBe('Arabisch (Ägypten)');
    expect(nameIn('ar', 'en')).toBe('الإنجليزية');
    expect(nameIn('hi', 'ml')).toBe('मलयालम');
    expect(nameIn('es', 'pt_BR')).toBe('portugués de Brasil');
  });

  it('sorts them by the name the user reads', () => {
    const german = templateLanguageNames('de').map((language) => language.name);
    expect(german).toEqual([...german].sort(new Intl.Collator('de').compare));
    expect(german.indexOf('Deutsch')).toBeLessThan(german.indexOf('Englisch'));
  });
});
