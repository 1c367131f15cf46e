import Button from '@mui/material/Button';
import type { Capability } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { ErrorScreen } from '../../components/error-screen/error-screen';
import { paths } from '../../config/paths';
import { useUser } from '../../features/auth/session';
import { useCan } from '../../features/auth/use-can';

/** The pages under it open for roles with the capability; others are told so, without a failed request. */
export function CapabilityGuard({ capability }: { capability: Capability }) {
  return useCan(capability) ? <Outlet /> : <NotAllowed />;
}

function NotAllowed() {
  const { t } = useTranslation();
  const { roleName } = useUser();
  return (
    <ErrorScreen
      code="403"
      title={t('errors.notAllowed.title')}
      description={t('errors.notAllowed.description', { role: t(`roles.${roleName}`) })}
      action={
        <Button component={RouterLink} to={paths.dashboard.root} size="large" variant="contained">
          {t('errors.notAllowed.back')}
        </Button>
      }
    />
  );
}
