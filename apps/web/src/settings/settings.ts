import { z } from 'zod/mini';

/** The saved appearance settings, named as spec §3 names them; defaults from spec §9. */
export const AppSettings = z.object({
  colorPreset: z.enum(['green', 'blue', 'indigo', 'purple']),
  paletteMode: z.enum(['light', 'dark']),
  navColor: z.enum(['blend-in', 'discreet', 'evident']),
  layout: z.enum(['vertical', 'horizontal']),
  stretch: z.boolean(),
  contrast: z.enum(['normal', 'high']),
  direction: z.enum(['ltr', 'rtl']),
  responsiveFontSizes: z.boolean(),
});
export type AppSettings = z.infer<typeof AppSettings>;

export const defaultSettings: AppSettings = {
  colorPreset: 'green',
  paletteMode: 'light',
  navColor: 'blend-in',
  layout: 'horizontal',
  stretch: false,
  contrast: 'normal',
  direction: 'ltr',
  responsiveFontSizes: true,
};

export const settingsStorageKey = 'app-settings';

/** Reads saved settings, keeping every valid field and defaulting the rest. */
export function readStoredSettings(storage: Storage = localStorage): AppSettings {
  try {
    const saved = JSON.parse(storage.getItem(settingsStorageKey) ?? '{}') as Record<string, unknown>;
    const fields = Object.keys(defaultSettings) as (keyof AppSettings)[];
    return Object.fromEntries(
      fields.map((field) => {
        const parsed = AppSettings.shape[field].safeParse(saved[field]);
        return [field, parsed.success ? parsed.data : defaultSettings[field]];
      }),
    ) as AppSettings;
  } catch {
    return defaultSettings;
  }
}
