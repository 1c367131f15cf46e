import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Logo } from '../../../components/logo/logo';
import { paths } from '../../../config/paths';
import { useSettings } from '../../../settings/settings-context';
import { navColors } from './nav-colors';
import { useActiveNavItem, useNavSections } from './nav-config';

export const navWidth = 280;

export interface NavVerticalProps {
  mobileOpen: boolean;
  onMobileClose: () => void;
  /** In the horizontal layout the vertical nav only serves small screens. */
  mobileOnly: boolean;
}

export function NavVertical({ mobileOpen, onMobileClose, mobileOnly }: NavVerticalProps) {
  const theme = useTheme();
  const { settings } = useSettings();
  const isDesktop = useMediaQuery(theme.breakpoints.up('lg'));
  const colors = navColors(theme, settings.navColor);
  const permanent = isDesktop && !mobileOnly;

  return (
    <Drawer
      variant={permanent ? 'permanent' : 'temporary'}
      open={permanent || mobileOpen}
      onClose={onMobileClose}
      slotProps={{
        paper: {
          sx: {
            width: navWidth,
            bgcolor: colors.background,
            border: 'none',
            borderInlineEnd: `1px dashed ${colors.border}`,
          },
        },
      }}
    >
      <Box sx={{ px: 2.5, py: 3 }}>
        <Logo withName to={paths.dashboard.root} />
      </Box>
      <NavList onNavigate={onMobileClose} />
    </Drawer>
  );
}

function NavList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { settings } = useSettings();
  const colors = navColors(theme, settings.navColor);
  const sections = useNavSections();
  const active = useActiveNavItem(sections);

  return (
    <Box component="nav" aria-label={t('nav.main')} sx={{ px: 2 }}>
      {sections.map((section) => (
        <List
          key={section.subheader}
          subheader={
            <ListSubheader
              disableSticky
              sx={{
                bgcolor: 'transparent',
                color: colors.subheader,
                typography: 'overline',
                lineHeight: 3,
                px: 1.5,
              }}
            >
              {t(section.subheader)}
            </ListSubheader>
          }
        >
          {section.items.map((item) => (
            <ListItemButton
              key={item.title}
              component={RouterLink}
              to={item.path}
              disabled={item.waiting}
              className={item === active ? 'active' : undefined}
              aria-current={item === active ? 'page' : undefined}
              onClick={onNavigate}
              sx={{
                borderRadius: 1,
                mb: 0.5,
                color: colors.text,
                '&.active': { color: colors.textActive, bgcolor: colors.activeBackground, fontWeight: 600 },
              }}
            >
              <ListItemIcon sx={{ color: 'inherit', minWidth: 40 }}>
                <item.icon />
              </ListItemIcon>
              <ListItemText
                primary={t(item.title)}
                slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 'inherit' } } }}
              />
            </ListItemButton>
          ))}
        </List>
      ))}
    </Box>
  );
}
