import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSettings } from '../../../settings/settings-context';
import { navColors } from './nav-colors';
import { useActiveNavItem, useNavSections } from './nav-config';

/** The horizontal layout's navigation bar under the header, on large screens. */
export function NavHorizontal() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { settings } = useSettings();
  const colors = navColors(theme, settings.navColor);
  const sections = useNavSections();
  const active = useActiveNavItem(sections);
  const activeRef = useRef<HTMLAnchorElement>(null);

  // A bar that scrolls sideways brings the current page's entry into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when another entry is lit
  useEffect(() => {
    activeRef.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  return (
    <Box
      component="nav"
      aria-label={t('nav.main')}
      sx={{
        display: { xs: 'none', lg: 'flex' },
        // Long labels (Malayalam) scroll the bar sideways rather than wrap onto two lines.
        overflowX: 'auto',
        scrollbarWidth: 'thin',
        gap: 0.5,
        px: 3,
        py: 1,
        bgcolor: colors.background,
        borderBottom: `1px dashed ${colors.border}`,
      }}
    >
      {sections.flatMap((section) =>
        section.items.map((item) => (
          <Button
            key={item.title}
            component={RouterLink}
            to={item.path}
            disabled={item.waiting}
            ref={item === active ? activeRef : undefined}
            className={item === active ? 'active' : undefined}
            aria-current={item === active ? 'page' : undefined}
            startIcon={<item.icon />}
            sx={{
              color: colors.text,
              fontWeight: 500,
              px: 1.5,
              flexShrink: 0,
              whiteSpace: 'nowrap',
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
