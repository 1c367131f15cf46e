import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAccount from '../locales/en/account.json';
import enAuth from '../locales/en/auth.json';
import enChannels from '../locales/en/channels.json';
import enCommon from '../locales/en/common.json';
import enLanding from '../locales/en/landing.json';

export const languages = [
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'es', label: 'Español' },
  { code: 'ar', label: 'العربية' },
  { code: 'ml', label: 'മലയാളം' },
  { code: 'hi', label: 'हिन्दी' },
] as const;
export type LanguageCode = (typeof languages)[number]['code'];

export const namespaces = ['common', 'auth', 'account', 'landing', 'channels'] as const;
const languageStorageKey = 'language';

// English ships in the entry bundle as the fallback; other languages load when chosen.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../locales/*/*.json',
  '!../locales/en/*',
]);

export const i18n = i18next.createInstance();

const isLanguage = (code: string | null): code is LanguageCode =>
  languages.some((language) => language.code === code);

export function storedLanguage(): LanguageCode {
  const stored = localStorage.getItem(languageStorageKey);
  return isLanguage(stored) ? stored : 'en';
}

async function loadLanguage(code: LanguageCode): Promise<void> {
  if (code === 'en' || i18n.hasResourceBundle(code, 'common')) return;
  await Promise.all(
    namespaces.map(async (namespace) => {
      const load = localeFiles[`../locales/${code}/${namespace}.json`];
      if (load) i18n.addResourceBundle(code, namespace, (await load()).default, true, true);
    }),
  );
}

export async function initI18n(): Promise<void> {
  const language = storedLanguage();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: namespaces,
    defaultNS: 'common',
    resources: {
      en: { common: enCommon, auth: enAuth, account: enAccount, landing: enLanding, channels: enChannels },
    },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLanguage(language);
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  await loadLanguage(code);
  await i18n.changeLanguage(code);
  localStorage.setItem(languageStorageKey, code);
  document.documentElement.lang = code;
}
