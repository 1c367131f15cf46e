import type { TeamUser } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useClosingValue } from '../../../lib/use-closing-value';
import { useDeleteUser } from '../api';

export interface DeleteUserDialogProps {
  /** The user to delete; the dialog is open while there is one. */
  user: TeamUser | undefined;
  onClose: () => void;
}

/** Asks before a user is deleted, saying what it does to their sign-in and conversations. */
export function DeleteUserDialog({ user: requested, onClose }: DeleteUserDialogProps) {
  const { t } = useTranslation('users');
  const toast = useToast();
  const deletion = useDeleteUser();
  const open = requested !== undefined;
  const user = useClosingValue(requested, open);

  const confirm = () => {
    if (!user) return;
    deletion.mutate(user.userId, {
      onSuccess: () => {
        toast.success(t('messages.deleted'));
        onClose();
      },
      onError: (error) => toast.error(errorText(t, error, 'common:errors.generic')),
    });
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('delete.title')}
      content={t('delete.content', { name: user ? `${user.firstName} ${user.lastName}` : '' })}
      confirmLabel={t('actions.delete')}
      onConfirm={confirm}
      onClose={onClose}
      pending={deletion.isPending}
    />
  );
}
