import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type ContactGroup, ContactGroupInput } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { ApiRequestError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useClosingValue } from '../../../lib/use-closing-value';
import { useCreateContactGroup, useRenameContactGroup } from '../api';

export interface GroupNameDialogProps {
  open: boolean;
  /** The group to rename; without it the dialog creates one. */
  group?: Pick<ContactGroup, 'groupId' | 'groupName'>;
  onClose: () => void;
}

/** Creates a group, or renames one. */
export function GroupNameDialog({ open, group: requested, onClose }: GroupNameDialogProps) {
  const { t } = useTranslation('contacts');
  const group = useClosingValue(requested, open);
  const toast = useToast();
  const createGroup = useCreateContactGroup();
  const renameGroup = useRenameContactGroup();
  const { control, handleSubmit, setError, reset } = useForm<ContactGroupInput>({
    resolver: zodResolver(ContactGroupInput),
    values: { groupName: group?.groupName ?? '' },
  });

  const close = () => {
    reset();
    onClose();
  };
  const fail = (error: unknown) => {
    if (error instanceof ApiRequestError && error.code === 'GROUP_NAME_TAKEN') {
      setError('groupName', { type: 'server', message: errorText(t, error, 'common:errors.generic') });
    } else if (!applyFieldErrors(error, setError, ['groupName'])) {
      toast.error(errorText(t, error, 'common:errors.generic'));
    }
  };

  const onSubmit = handleSubmit((body) => {
    if (group) {
      renameGroup.mutate(
        { groupId: group.groupId, body },
        {
          onSuccess: () => {
            toast.success(t('messages.groupRenamed'));
            close();
          },
          onError: fail,
        },
      );
    } else {
      createGroup.mutate(body, {
        onSuccess: () => {
          toast.success(t('messages.groupAdded'));
          close();
        },
        onError: fail,
      });
    }
  });

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>{t(group ? 'groups.renameTitle' : 'groups.createTitle')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <FormTextField
            control={control}
            name="groupName"
            label={t('fields.groupName')}
            required
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={createGroup.isPending || renameGroup.isPending}
            data-testid="group-name-submit"
          >
            {t(group ? 'actions.save' : 'actions.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
