import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { i18n } from '../lib/i18n';
import { type AppSettings, defaultSettings, readStoredSettings, settingsStorageKey } from './settings';

interface SettingsContextValue {
  settings: AppSettings;
  update: (changes: Partial<AppSettings>) => void;
  reset: () => void;
  isDefault: boolean;
  drawerOpen: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
}

const SettingsContext = createContext<SettingsContextValue | null>(null);

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(readStoredSettings);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const save = useCallback((next: AppSettings) => {
    localStorage.setItem(settingsStorageKey, JSON.stringify(next));
    setSettings(next);
  }, []);

  const value = useMemo<SettingsContextValue>(
    () => ({
      settings,
      update: (changes) => save({ ...settings, ...changes }),
      // The default direction is the language's own: right-to-left for Arabic.
      reset: () => save({ ...defaultSettings, direction: i18n.dir(i18n.language) }),
      isDefault: (Object.keys(defaultSettings) as (keyof AppSettings)[]).every((key) =>
        key === 'direction'
          ? settings.direction === i18n.dir(i18n.language)
          : settings[key] === defaultSettings[key],
      ),
      drawerOpen,
      openDrawer: () => setDrawerOpen(true),
      closeDrawer: () => setDrawerOpen(false),
    }),
    [settings, drawerOpen, save],
  );

  return <SettingsContext value={value}>{children}</SettingsContext>;
}

export function useSettings(): SettingsContextValue {
  const context = useContext(SettingsContext);
  if (!context) throw new Error('useSettings must be used inside SettingsProvider');
  return context;
}
