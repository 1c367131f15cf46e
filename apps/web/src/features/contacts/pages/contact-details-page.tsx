import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { isNotFound, NotFoundState } from '../../../components/not-found-state/not-found-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { useCan } from '../../auth/use-can';
import { useContact } from '../api';
import { ContactDetailsCards } from '../components/contact-details-cards';
import { ContactAvatar, StatusChips } from '../components/contact-identity';
import { DeleteContactsDialog } from '../components/delete-contacts-dialog';
import { formatPhone } from '../phone';
import { useContactActions } from '../use-contact-actions';

/** `/dashboard/contacts/{id}`: everything known about one contact, and what can be done to it. */
export function ContactDetailsPage() {
  const { t } = useTranslation('contacts');
  const toast = useToast();
  const navigate = useNavigate();
  const canDelete = useCan('deleteContacts');
  const { contactId = '' } = useParams();
  const contact = useContact(contactId);
  const { setBlocked, blockPending } = useContactActions();
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    if (contact.isError && !isNotFound(contact.error)) toast.error(t('errors.fetchDetails'));
  }, [contact.isError, contact.error, toast, t]);

  const back = { to: paths.dashboard.contacts.root, label: t('title') };
  if (isNotFound(contact.error)) return <NotFoundState thing="contact" back={back} />;
  if (contact.isError) {
    return (
      <Stack spacing={3}>
        <PageHeader back={back} title={t('errors.fetchDetails')} />
      </Stack>
    );
  }
  const data = contact.data;

  return (
    <Stack spacing={3}>
      <PageHeader
        back={back}
        title={
          data ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} component="span">
              <ContactAvatar contact={data} size={48} />
              <span data-testid="contact-name">{data.name ?? formatPhone(data.phone)}</span>
            </Stack>
          ) : (
            <Skeleton width={280} />
          )
        }
        subtitle={
          data && (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 0.5 }}>
              <LtrText>{formatPhone(data.phone)}</LtrText>
              <StatusChips contact={data} />
            </Stack>
          )
        }
        actions={
          data && (
            <>
              <Button
                component={RouterLink}
                to={paths.dashboard.contacts.edit(data.contactId)}
                variant="outlined"
                color="inherit"
                startIcon={<EditOutlined />}
                data-testid="edit-contact"
              >
                {t('actions.edit')}
              </Button>
              <Button
                variant="outlined"
                color={data.blocked ? 'primary' : 'warning'}
                startIcon={data.blocked ? <LockOpenOutlined /> : <BlockIcon />}
                loading={blockPending}
                onClick={() => setBlocked(data.contactId, !data.blocked)}
                data-testid={data.blocked ? 'unblock-contact' : 'block-contact'}
              >
                {t(data.blocked ? 'actions.unblock' : 'actions.block')}
              </Button>
              {canDelete && (
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<DeleteOutlined />}
                  onClick={() => setDeleting(true)}
                  data-testid="delete-contact"
                >
                  {t('actions.delete')}
                </Button>
              )}
            </>
          )
        }
      />
      {data?.blocked && (
        <Alert severity="warning" data-testid="blocked-alert">
          {t('details.blockedNotice')}
        </Alert>
      )}
      {data ? <ContactDetailsCards contact={data} /> : <Skeleton variant="rounded" height={360} />}
      <DeleteContactsDialog
        contacts={deleting && data ? [data] : []}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(paths.dashboard.contacts.root)}
      />
    </Stack>
  );
}
