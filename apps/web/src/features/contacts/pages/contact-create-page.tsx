import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header/page-header';
import { paths } from '../../../config/paths';
import { ContactForm } from '../components/contact-form';

export function ContactCreatePage() {
  const { t } = useTranslation('contacts');
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeader
        back={{ to: paths.dashboard.contacts.root, label: t('title') }}
        title={t('contacts.add')}
        subtitle={t('form.createSubtitle')}
      />
      <ContactForm />
    </Stack>
  );
}
