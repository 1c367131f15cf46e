import type { TeamUser } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { useDeleteUser } from '../api';

export interface DeleteUserDialogProps {
  /** The user to delete; the dialog is open while there is one. */
  user: TeamUser | undefined;
  onClose: () => void;
}

/** Asks before a user is deleted, saying what it does to their sign-in and conversations. */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const { t } = useTranslation('users');
  const deletion = useDeleteUser();
  return (
    <DeleteDialog
      item={user}
      onClose={onClose}
      remove={({ userId }) => deletion.mutateAsync(userId)}
      pending={deletion.isPending}
      title={t('delete.title')}
      content={(shown) => t('delete.content', { name: shown ? `${shown.firstName} ${shown.lastName}` : '' })}
      confirmLabel={t('actions.delete')}
      deletedText={t('messages.deleted')}
      failedKey="common:errors.generic"
    />
  );
}
