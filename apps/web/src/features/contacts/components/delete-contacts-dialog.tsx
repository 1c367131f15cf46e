import type { Contact } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useClosingValue } from '../../../lib/use-closing-value';
import { useContactActions } from '../use-contact-actions';
import { contactLabel } from './contact-identity';

export interface DeleteContactsDialogProps {
  /** The contacts to delete; none means the dialog is closed. */
  contacts: Pick<Contact, 'contactId' | 'name' | 'phone'>[];
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteContactsDialog({ contacts: requested, onClose, onDeleted }: DeleteContactsDialogProps) {
  const { t } = useTranslation('contacts');
  const { deleteContacts, deletePending } = useContactActions();
  const open = requested.length > 0;
  const contacts = useClosingValue(requested, open);
  const [first] = contacts;
  return (
    <ConfirmDialog
      open={open}
      title={t('deleteContacts.title')}
      content={
        contacts.length === 1 && first
          ? t('deleteContacts.one', { name: contactLabel(first) })
          : t('deleteContacts.many', { count: contacts.length })
      }
      confirmLabel={t('actions.delete')}
      pending={deletePending}
      onClose={onClose}
      onConfirm={() =>
        deleteContacts(
          contacts.map((contact) => contact.contactId),
          () => {
            onClose();
            onDeleted?.();
          },
        )
      }
    />
  );
}
