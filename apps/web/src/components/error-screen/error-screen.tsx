import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

export interface ErrorScreenProps {
  code: string;
  title: string;
  description: string;
  action?: ReactNode;
}

export function ErrorScreen({ code, title, description, action }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', py: { xs: 8, md: 12 }, px: 2, textAlign: 'center' }}>
      <Typography
        aria-hidden
        sx={{
          fontSize: { xs: 96, md: 128 },
          fontWeight: 800,
          lineHeight: 1,
          color: 'primary.main',
          fontFamily: (theme) => theme.typography.h1.fontFamily,
        }}
      >
        {code}
      </Typography>
      <Typography variant="h3" component="h1" sx={{ mt: 2, mb: 2 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 5 }}>{description}</Typography>
      {action ?? (
        <Button component={RouterLink} to={paths.home} size="large" variant="contained">
          {t('errors.goHome')}
        </Button>
      )}
    </Box>
  );
}
