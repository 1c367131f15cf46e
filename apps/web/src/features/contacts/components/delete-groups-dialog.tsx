import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContactGroup } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useToast } from '../../../components/toast/toast-provider';
import { useClosingValue } from '../../../lib/use-closing-value';
import { useDeleteContactGroups, useGroupDeletionPreview } from '../api';

export interface DeleteGroupsDialogProps {
  /** The groups to delete; none means the dialog is closed. */
  groups: Pick<ContactGroup, 'groupId' | 'groupName'>[];
  onClose: () => void;
  onDeleted?: () => void;
}

/**
 * Deleting a group deletes its contacts (spec §4), which people do not expect: the dialog says so
 * plainly and shows how many contacts go, as the server counts them.
 */
export function DeleteGroupsDialog({ groups: requested, onClose, onDeleted }: DeleteGroupsDialogProps) {
  const { t, i18n } = useTranslation('contacts');
  const toast = useToast();
  const open = requested.length > 0;
  const groups = useClosingValue(requested, open);
  const groupIds = groups.map((group) => group.groupId);
  const preview = useGroupDeletionPreview(open ? groupIds : []);
  const deleteGroups = useDeleteContactGroups();
  const [first] = groups;

  const confirm = () =>
    deleteGroups.mutate(groupIds, {
      onSuccess: () => {
        toast.success(t('messages.groupDeleted'));
        onClose();
        onDeleted?.();
      },
      onError: () => toast.error(t('errors.deleteGroup')),
    });

  return (
    <ConfirmDialog
      open={open}
      title={
        groups.length === 1 && first
          ? t('deleteGroups.titleOne', { name: first.groupName })
          : t('deleteGroups.titleMany', { count: groups.length })
      }
      confirmLabel={t('deleteGroups.confirm')}
      pending={deleteGroups.isPending}
      disabled={!preview.data}
      onClose={onClose}
      onConfirm={confirm}
      content={
        <Stack spacing={2}>
          <Alert severity="warning">{t('deleteGroups.warning')}</Alert>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="body2">{t('deleteGroups.contactsCount')}</Typography>
            <Typography
              variant="h5"
              component="span"
              sx={{ color: 'error.main' }}
              data-testid="deletion-contacts"
            >
              {preview.data ? (
                new Intl.NumberFormat(i18n.language).format(preview.data.contacts)
              ) : (
                <Skeleton width={48} />
              )}
            </Typography>
          </Stack>
        </Stack>
      }
    />
  );
}
