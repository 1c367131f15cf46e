import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Contact } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useClosingValue } from '../../../lib/use-closing-value';
import { useContactDeletionPreview } from '../api';
import { useContactActions } from '../use-contact-actions';
import { contactLabel } from './contact-identity';

export interface DeleteContactsDialogProps {
  /** The contacts to delete; none means the dialog is closed. */
  contacts: Pick<Contact, 'contactId' | 'name' | 'phone'>[];
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * Deleting a contact deletes its conversations in the inbox, every message with them: when there
 * are any, the dialog says so and shows how many, as the server counts them, before anything goes.
 */
export function DeleteContactsDialog({ contacts: requested, onClose, onDeleted }: DeleteContactsDialogProps) {
  const { t } = useTranslation('contacts');
  const { deleteContacts, deletePending } = useContactActions();
  const open = requested.length > 0;
  const contacts = useClosingValue(requested, open);
  const contactIds = contacts.map((contact) => contact.contactId);
  const preview = useContactDeletionPreview(open ? contactIds : []);
  const [first] = contacts;
  return (
    <ConfirmDialog
      open={open}
      title={t('deleteContacts.title')}
      content={
        <Stack spacing={2}>
          <Typography variant="body2">
            {contacts.length === 1 && first
              ? t('deleteContacts.one', { name: contactLabel(first) })
              : t('deleteContacts.many', { count: contacts.length })}
          </Typography>
          {preview.data ? (
            preview.data.conversations > 0 && (
              <>
                <Alert severity="warning" data-testid="deletion-history-warning">
                  {t('deleteContacts.historyWarning')}
                </Alert>
                <Count label={t('deleteContacts.conversationsCount')} value={preview.data.conversations} />
                <Count label={t('deleteContacts.messagesCount')} value={preview.data.messages} />
              </>
            )
          ) : (
            <Skeleton height={48} />
          )}
        </Stack>
      }
      confirmLabel={t('actions.delete')}
      pending={deletePending}
      disabled={!preview.data}
      onClose={onClose}
      onConfirm={() =>
        deleteContacts(contactIds, () => {
          onClose();
          onDeleted?.();
        })
      }
    />
  );
}

function Count({ label, value }: { label: string; value: number }) {
  const { i18n } = useTranslation();
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
      <Typography variant="body2">{label}</Typography>
      <Typography variant="h5" component="span" sx={{ color: 'error.main' }} data-testid="deletion-count">
        {new Intl.NumberFormat(i18n.language).format(value)}
      </Typography>
    </Stack>
  );
}
