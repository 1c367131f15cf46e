import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/toast-provider';
import { errorText } from '../../lib/error-text';
import { useBlockContact, useDeleteContacts } from './api';

/** Block, unblock and delete, with the spec's texts (§8): block and unblock say what the server says. */
export function useContactActions() {
  const { t } = useTranslation('contacts');
  const toast = useToast();
  const block = useBlockContact();
  const remove = useDeleteContacts();

  const setBlocked = (contactId: string, blocked: boolean) =>
    block.mutate(
      { contactId, blocked },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.error(errorText(t, error, 'common:errors.generic')),
      },
    );

  const deleteContacts = (contactIds: string[], onDeleted?: () => void) =>
    remove.mutate(contactIds, {
      onSuccess: () => {
        toast.success(t('messages.contactDeleted'));
        onDeleted?.();
      },
      onError: () => toast.error(t('errors.deleteContact')),
    });

  return { setBlocked, blockPending: block.isPending, deleteContacts, deletePending: remove.isPending };
}
