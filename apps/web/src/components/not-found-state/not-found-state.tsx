import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiRequestError } from '../../lib/api-client';

export type MissingThing = 'channel' | 'contact' | 'group' | 'quickReply' | 'campaign' | 'chatbot' | 'order';

export interface NotFoundStateProps {
  thing: MissingThing;
  /** The list the thing would be in, and what the link to it says. */
  back: { to: string; label: string };
}

/** What a page shows when the address names a thing the account does not have. */
export function NotFoundState({ thing, back }: NotFoundStateProps) {
  const { t } = useTranslation('components');
  return (
    <Card data-testid="not-found">
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: { xs: 6, md: 10 } }}>
        <SearchOff sx={{ fontSize: 56, color: 'text.disabled' }} />
        <Typography variant="h4" component="h1">
          {t(`notFound.${thing}`)}
        </Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 420 }}>{t('notFound.description')}</Typography>
        <Button
          component={RouterLink}
          to={back.to}
          variant="contained"
          startIcon={
            <ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
          }
          data-testid="not-found-back"
        >
          {back.label}
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * Whether a failed read means the thing is not there: 404 for an id of no thing of the account's,
 * 400 for an address whose id is not even an id, which names nothing either.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}
