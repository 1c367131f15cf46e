import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useClosingValue } from '../../../lib/use-closing-value';
import { useAddGroupMembers } from '../api';
import { type GroupRef, GroupsAutocomplete } from './groups-autocomplete';

export interface AddToGroupDialogProps {
  /** The contacts to add; none means the dialog is closed. */
  contactIds: string[];
  onClose: () => void;
  onAdded: () => void;
}

/** Adds the selected contacts to one or more groups, existing or created here. */
export function AddToGroupDialog({ contactIds: requested, onClose, onAdded }: AddToGroupDialogProps) {
  const { t } = useTranslation('contacts');
  const open = requested.length > 0;
  const contactIds = useClosingValue(requested, open);
  const toast = useToast();
  const [groups, setGroups] = useState<GroupRef[]>([]);
  const addMembers = useAddGroupMembers();

  const close = () => {
    setGroups([]);
    onClose();
  };

  const submit = async () => {
    try {
      for (const group of groups) await addMembers.mutateAsync({ groupId: group.groupId, contactIds });
      toast.success(t('addToGroup.done'));
      setGroups([]);
      onAdded();
    } catch (error) {
      toast.error(errorText(t, error, 'common:errors.generic'));
    }
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>{t('addToGroup.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2.5 }}>
          {t('addToGroup.description', { count: contactIds.length })}
        </DialogContentText>
        <GroupsAutocomplete value={groups} onChange={setGroups} label={t('fields.groups')} autoFocus />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={groups.length === 0}
          loading={addMembers.isPending}
          data-testid="add-to-group-submit"
        >
          {t('addToGroup.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
