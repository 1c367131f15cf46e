import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useSettings } from '../../../settings/settings-context';
import { navColors } from './nav-colors';
import { navSections } from './nav-config';

/** The horizontal layout's navigation bar under the header, on large screens. */
export function NavHorizontal() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { settings } = useSettings();
  const colors = navColors(theme, settings.navColor);

  return (
    <Box
      component="nav"
      aria-label={t('nav.main')}
      sx={{
        display: { xs: 'none', lg: 'flex' },
        gap: 0.5,
        px: 3,
        py: 1,
        bgcolor: colors.background,
        borderBottom: `1px dashed ${colors.border}`,
      }}
    >
      {navSections.flatMap((section) =>
        section.items.map((item) => (
          <Button
            key={item.path}
            component={NavLink}
            to={item.path}
            // Getting Started is the dashboard's root: it must not stay lit on every page below it.
            end={item.path === paths.dashboard.root}
            startIcon={<item.icon />}
            sx={{
              color: colors.text,
              fontWeight: 500,
              px: 1.5,
              '&.active': { color: colors.textActive, bgcolor: colors.activeBackground, fontWeight: 600 },
            }}
          >
            {t(item.title)}
          </Button>
        )),
      )}
    </Box>
  );
}
