import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../components/error-screen/error-screen';
import { mainContentId } from '../components/skip-link/skip-link';

/** Shown when a page fails to render or to load: the 500 screen, without leaving the URL. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Box component="main" id={mainContentId}>
      <ErrorScreen
        code="500"
        title={t('errors.serverError.title')}
        description={t('errors.serverError.description')}
      />
    </Box>
  );
}
