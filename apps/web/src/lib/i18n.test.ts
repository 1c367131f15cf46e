import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from './i18n';

describe('i18n', () => {
  beforeAll(async () => {
    localStorage.clear();
    await initI18n();
  });

  it('falls back to English for a key a language lacks', async () => {
    await changeLanguage('de');
    i18n.addResource('en', 'common', 'onlyInEnglish', 'Only in English');
    expect(i18n.t('common:onlyInEnglish')).toBe('Only in English');
    expect(i18n.t('common:language.changed')).not.toBe('Language changed');
  });

  it('turns Arabic right-to-left and keeps the choice for the next visit', async () => {
    await changeLanguage('ar');
    expect(i18n.dir(i18n.language)).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(localStorage.getItem('language')).toBe('ar');
    await changeLanguage('en');
    expect(i18n.dir(i18n.language)).toBe('ltr');
  });
});
