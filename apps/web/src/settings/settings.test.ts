import { describe, expect, it } from 'vitest';
import { defaultSettings, readStoredSettings, settingsStorageKey } from './settings';

describe('readStoredSettings', () => {
  it('starts from the defaults of spec §9', () => {
    localStorage.clear();
    expect(readStoredSettings()).toEqual({
      colorPreset: 'green',
      contrast: 'normal',
      direction: 'ltr',
      layout: 'horizontal',
      navColor: 'blend-in',
      paletteMode: 'light',
      responsiveFontSizes: true,
      stretch: false,
    });
  });

  it('keeps every valid saved field and defaults the invalid ones', () => {
    localStorage.setItem(
      settingsStorageKey,
      JSON.stringify({ colorPreset: 'purple', paletteMode: 'neon', stretch: true }),
    );
    expect(readStoredSettings()).toEqual({ ...defaultSettings, colorPreset: 'purple', stretch: true });
  });

  it('survives a corrupt entry', () => {
    localStorage.setItem(settingsStorageKey, '{not json');
    expect(readStoredSettings()).toEqual(defaultSettings);
  });
});
