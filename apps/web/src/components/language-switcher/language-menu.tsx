import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type LanguageCode, languages } from '../../lib/i18n';

export interface LanguageMenuProps {
  anchor: HTMLElement | null;
  current: string;
  onSelect: (code: LanguageCode) => void;
  onClose: () => void;
}

export function LanguageMenu({ anchor, current, onSelect, onClose }: LanguageMenuProps) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language.code}
          lang={language.code}
          selected={language.code === current}
          onClick={() => onSelect(language.code)}
          data-testid={`language-${language.code}`}
        >
          <ListItemText>{language.label}</ListItemText>
          {language.code === current && (
            <ListItemIcon sx={{ minWidth: 0, ml: 2 }}>
              <Check fontSize="small" />
            </ListItemIcon>
          )}
        </MenuItem>
      ))}
    </Menu>
  );
}
