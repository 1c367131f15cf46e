import { templateLanguages } from '@parley/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface TemplateLanguage {
  code: string;
  name: string;
}

/**
 * The languages WhatsApp takes templates in, named in the interface language and sorted by that
 * name; `nameOf` names a template's language code.
 */
export function useTemplateLanguages(): { languages: TemplateLanguage[]; nameOf: (code: string) => string } {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const languages = templateLanguageNames(i18n.language);
    const names = new Map(languages.map((language) => [language.code, language.name]));
    return { languages, nameOf: (code) => names.get(code) ?? code };
  }, [i18n.language]);
}

/** Meta's codes (`pt_BR`) are language tags with `_` for `-`; a code the browser cannot name keeps Meta's English name. */
export function templateLanguageNames(uiLanguage: string): TemplateLanguage[] {
  const names = new Intl.DisplayNames([uiLanguage], { type: 'language', fallback: 'none' });
  const collator = new Intl.Collator(uiLanguage);
  return templateLanguages
    .map(({ code, name }) => ({ code, name: names.of(code.replace('_', '-')) ?? name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
