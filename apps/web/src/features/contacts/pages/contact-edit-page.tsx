import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isNotFound, NotFoundState } from '../../../components/not-found-state/not-found-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { useContact } from '../api';
import { ContactForm } from '../components/contact-form';
import { contactLabel } from '../components/contact-identity';

export function ContactEditPage() {
  const { t } = useTranslation('contacts');
  const toast = useToast();
  const { contactId = '' } = useParams();
  const contact = useContact(contactId);

  useEffect(() => {
    if (contact.isError && !isNotFound(contact.error)) toast.error(t('errors.fetchDetails'));
  }, [contact.isError, contact.error, toast, t]);

  if (isNotFound(contact.error))
    return <NotFoundState thing="contact" back={{ to: paths.dashboard.contacts.root, label: t('title') }} />;

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeader
        back={{
          to: paths.dashboard.contacts.details(contactId),
          label: contact.data ? contactLabel(contact.data) : t('title'),
        }}
        title={t('form.editTitle')}
      />
      {contact.data ? (
        <ContactForm key={contact.data.contactId} contact={contact.data} />
      ) : (
        <Skeleton variant="rounded" height={480} />
      )}
    </Stack>
  );
}
