import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface PageHeaderProps {
  /** On a sub-page: where the back link goes, and what it says. */
  back?: { to: string; label: string };
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons at the end of the title row. */
  actions?: ReactNode;
}

/** A page's top: the way back (on a sub-page), the title, and the page's own actions. */
export function PageHeader({ back, title, subtitle, actions }: PageHeaderProps) {
  return (
    <Stack spacing={1.5}>
      {back && (
        <Button
          component={RouterLink}
          to={back.to}
          startIcon={
            <ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
          }
          sx={{ alignSelf: 'flex-start' }}
          color="inherit"
          size="small"
        >
          {back.label}
        </Button>
      )}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" data-testid="page-title" sx={{ overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" component="div" sx={{ color: 'text.secondary' }}>
              {subtitle}
            </Typography>
          )}
        </Stack>
        {actions && (
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
