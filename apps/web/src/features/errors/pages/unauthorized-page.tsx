import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorScreen } from '../../../components/error-screen/error-screen';
import { paths } from '../../../config/paths';

export default function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code="401"
      title={t('errors.unauthorized.title')}
      description={t('errors.unauthorized.description')}
      action={
        <Button component={RouterLink} to={paths.auth.login} size="large" variant="contained">
          {t('actions.signIn')}
        </Button>
      }
    />
  );
}
