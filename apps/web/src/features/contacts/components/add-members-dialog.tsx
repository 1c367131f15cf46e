import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Contact, ContactGroup } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { SearchField } from '../../../components/search-field/search-field';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useAddGroupMembers, useContacts } from '../api';
import { formatPhone } from '../phone';
import { contactLabel } from './contact-identity';

const pickerPageSize = 8;

export interface AddMembersDialogProps {
  open: boolean;
  group: Pick<ContactGroup, 'groupId' | 'groupName'>;
  onClose: () => void;
}

/** Finds existing contacts by name or phone and adds the ticked ones to the group. */
export function AddMembersDialog({ open, group, onClose }: AddMembersDialogProps) {
  const { t } = useTranslation('contacts');
  const toast = useToast();
  const [searchTerm, setSearchTerm] = useState('');
  const [picked, setPicked] = useState<Contact[]>([]);
  const contacts = useContacts(
    searchTerm.trim()
      ? { searchTerm: searchTerm.trim(), records: pickerPageSize }
      : { records: pickerPageSize },
  );
  const addMembers = useAddGroupMembers();
  const isPicked = (contactId: string) => picked.some((contact) => contact.contactId === contactId);
  const toggle = (contact: Contact) =>
    setPicked(
      isPicked(contact.contactId)
        ? picked.filter((other) => other.contactId !== contact.contactId)
        : [...picked, contact],
    );

  const close = () => {
    setPicked([]);
    setSearchTerm('');
    onClose();
  };
  const submit = () =>
    addMembers.mutate(
      { groupId: group.groupId, contactIds: picked.map((contact) => contact.contactId) },
      {
        onSuccess: () => {
          toast.success(t('members.added'));
          close();
        },
        onError: (error) => toast.error(errorText(t, error, 'common:errors.generic')),
      },
    );

  const rows = contacts.data?.data ?? [];
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <DialogTitle>{t('members.addTitle', { name: group.groupName })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <SearchField value={searchTerm} onChange={setSearchTerm} placeholder={t('contacts.search')} />
          {picked.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
              {picked.map((contact) => (
                <Chip
                  key={contact.contactId}
                  label={contactLabel(contact)}
                  size="small"
                  onDelete={() => toggle(contact)}
                />
              ))}
            </Stack>
          )}
          <List dense disablePadding sx={{ minHeight: pickerPageSize * 56 }}>
            {contacts.isPending && [0, 1, 2, 3].map((row) => <Skeleton key={row} height={52} />)}
            {rows.map((contact) => {
              const member = contact.groups.some((other) => other.groupId === group.groupId);
              return (
                <ListItemButton
                  key={contact.contactId}
                  disabled={member}
                  onClick={() => toggle(contact)}
                  data-testid="picker-contact"
                >
                  <ListItemIcon>
                    <Checkbox
                      edge="start"
                      checked={member || isPicked(contact.contactId)}
                      tabIndex={-1}
                      disableRipple
                    />
                  </ListItemIcon>
                  <ListItemText
                    primary={contact.name ?? formatPhone(contact.phone)}
                    secondary={
                      <>
                        <LtrText>{formatPhone(contact.phone)}</LtrText>
                        {member && ` · ${t('members.alreadyIn')}`}
                      </>
                    }
                  />
                </ListItemButton>
              );
            })}
            {!contacts.isPending && rows.length === 0 && (
              <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', py: 4 }}>
                {t('table.empty')}
              </Typography>
            )}
          </List>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={close}>
          {t('actions.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={picked.length === 0}
          loading={addMembers.isPending}
          data-testid="add-members-submit"
        >
          {t('members.addSubmit', { count: picked.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
