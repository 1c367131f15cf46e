import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import type { TeamUser } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { type RowAction, RowActionsMenu } from '../../../components/row-actions-menu/row-actions-menu';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useUpdateUser } from '../api';
import { toUpdateInput } from '../user-form-values';

export interface UserRowMenuProps {
  user: TeamUser;
  /** The signed-in admin's own row: they cannot delete themselves. */
  isSelf: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** A user's actions: edit, switch their auto-assign notification, delete. */
export function UserRowMenu({ user, isSelf, onEdit, onDelete }: UserRowMenuProps) {
  const { t } = useTranslation('users');
  const toast = useToast();
  const update = useUpdateUser();

  const toggleNotification = () =>
    update.mutate(
      {
        userId: user.userId,
        body: { ...toUpdateInput(user), autoAssignNotification: !user.autoAssignNotification },
      },
      {
        onSuccess: () => toast.success(t('messages.notificationUpdated')),
        onError: (error) => toast.error(errorText(t, error, 'users:messages.updateFailed')),
      },
    );

  const actions: RowAction[] = [
    {
      label: t('actions.edit'),
      icon: <EditOutlined fontSize="small" />,
      onSelect: onEdit,
      testId: 'edit-user',
    },
    {
      label: t(user.autoAssignNotification ? 'actions.notificationOff' : 'actions.notificationOn'),
      icon: user.autoAssignNotification ? (
        <NotificationsOffOutlined fontSize="small" />
      ) : (
        <NotificationsActiveOutlined fontSize="small" />
      ),
      onSelect: toggleNotification,
      testId: 'user-notification',
    },
    ...(isSelf
      ? []
      : [
          {
            label: t('actions.delete'),
            icon: <DeleteOutlined fontSize="small" />,
            onSelect: onDelete,
            destructive: true,
            testId: 'delete-user',
          },
        ]),
  ];
  return <RowActionsMenu label={t('actions.menu')} actions={actions} testId="user-actions" />;
}
