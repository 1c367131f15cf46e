import { styled } from '@mui/material/styles';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

const Link = styled('a')(({ theme }) => ({
  position: 'fixed',
  top: theme.spacing(1),
  insetInlineStart: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  ...theme.typography.button,
  textDecoration: 'none',
  // Out of sight until a keyboard user tabs to it.
  '&:not(:focus)': { clipPath: 'inset(50%)', width: 1, height: 1, overflow: 'hidden', padding: 0 },
}));

/**
 * The first tab stop of every page: "Skip to content" moves the keyboard focus past the header and
 * navigation to the page's main region (WCAG 2.4.1).
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector('main');
    if (!main) return;
    event.preventDefault();
    main.tabIndex = -1;
    main.focus();
  };
  return (
    <Link href="#main" onClick={skip} data-testid="skip-link">
      {t('actions.skipToContent')}
    </Link>
  );
}
