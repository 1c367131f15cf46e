import Check from '@mui/icons-material/Check';
import Translate from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, i18n, type LanguageCode, languages } from '../../lib/i18n';
import { useSettings } from '../../settings/settings-context';
import { useToast } from '../toast/toast-provider';

/** Picks the interface language; Arabic turns the layout right-to-left, the others left-to-right. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { update } = useSettings();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const handleSelect = async (code: LanguageCode) => {
    setAnchor(null);
    if (code === i18n.language) return;
    await changeLanguage(code);
    update({ direction: i18n.dir(code) });
    toast.success(t('common:language.changed'));
  };

  return (
    <>
      <Tooltip title={t('common:language.label')}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={t('common:language.label')}
          data-testid="language-switcher"
        >
          <Translate />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.code}
            lang={language.code}
            selected={language.code === i18n.language}
            onClick={() => void handleSelect(language.code)}
            data-testid={`language-${language.code}`}
          >
            <ListItemText>{language.label}</ListItemText>
            {language.code === i18n.language && (
              <ListItemIcon sx={{ minWidth: 0, ml: 2 }}>
                <Check fontSize="small" />
              </ListItemIcon>
            )}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
