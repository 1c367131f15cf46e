import { errorMessages, validationMessages } from '@parley/contract';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';

export const languages = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'es', label: 'Español' },
  { code: 'ar', label: 'العربية' },
  { code: 'ml', label: 'മലയാളം' },
  { code: 'hi', label: 'हिन्दी' },
] as const;
export type LanguageCode = (typeof languages)[number]['code'];

const languageStorageKey = 'language';

// English 'common' ships in the entry bundle so the shell and error pages never wait; every other
// namespace of every language is its own chunk, fetched when a screen asks for it (useTranslation).
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/en/common.json',
]);

/**
 * The English texts of error codes and field messages are the contract's own, defined once there;
 * common.json holds only the English texts that say more (or other things) than the server does.
 */
export const englishCommon = {
  ...enCommon,
  errors: { ...errorMessages, ...enCommon.errors },
  validation: validationMessages,
};

export const i18n = i18next.createInstance();

const isLanguage = (code: string | null): code is LanguageCode =>
  languages.some((language) => language.code === code);

export function storedLanguage(): LanguageCode {
  const stored = localStorage.getItem(languageStorageKey);
  return isLanguage(stored) ? stored : 'en';
}

const localeBackend = resourcesToBackend(async (language: string, namespace: string) => {
  const load = localeFiles[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`No ${namespace} texts for ${language}`);
  return (await load()).default;
});

export async function initI18n(): Promise<void> {
  const language = storedLanguage();
  await i18n
    .use(initReactI18next)
    .use(localeBackend)
    .init({
      lng: language,
      fallbackLng: 'en',
      ns: ['common'],
      defaultNS: 'common',
      resources: { en: { common: englishCommon } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = language;
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  await i18n.changeLanguage(code);
  localStorage.setItem(languageStorageKey, code);
  document.documentElement.lang = code;
}
