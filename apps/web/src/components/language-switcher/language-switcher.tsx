import Translate from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, i18n, type LanguageCode } from '../../lib/i18n';
import { useSettings } from '../../settings/settings-context';
import { useToast } from '../toast/toast-provider';

// The menu loads on first use: it is on every page, the sign-in page included, but rarely opened.
const LanguageMenu = lazy(() =>
  import('./language-menu').then((module) => ({ default: module.LanguageMenu })),
);

/** Picks the interface language; Arabic turns the layout right-to-left, the others left-to-right. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { update } = useSettings();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);

  const handleSelect = async (code: LanguageCode) => {
    setAnchor(null);
    if (code === i18n.language) return;
    await changeLanguage(code);
    update({ direction: i18n.dir(code) });
    toast.success(i18n.t('common:language.changed'));
  };

  return (
    <>
      <IconButton
        onClick={(event) => {
          setMenuWanted(true);
          setAnchor(event.currentTarget);
        }}
        aria-label={t('common:language.label')}
        // A native title rather than a Tooltip: MUI's Tooltip would add Popper to the sign-in page.
        title={t('common:language.label')}
        data-testid="language-switcher"
      >
        <Translate />
      </IconButton>
      {menuWanted && (
        <Suspense>
          <LanguageMenu
            anchor={anchor}
            current={i18n.language}
            onSelect={(code) => void handleSelect(code)}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
