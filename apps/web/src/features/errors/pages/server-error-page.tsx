import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../../../components/error-screen/error-screen';

export default function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      code="500"
      title={t('errors.serverError.title')}
      description={t('errors.serverError.description')}
    />
  );
}
