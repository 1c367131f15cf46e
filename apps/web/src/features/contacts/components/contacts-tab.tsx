import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import type { Contact } from '@parley/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar } from '../../../components/table/list-toolbar';
import { useToast } from '../../../components/toast/toast-provider';
import { useCan } from '../../auth/use-can';
import { useContacts } from '../api';
import { ExportContactsMenu } from '../export/components/export-contacts-menu';
import { toListQuery, useListState } from '../list-state';
import { useContactActions } from '../use-contact-actions';
import { usePageSelection } from '../use-page-selection';
import { AddToGroupDialog } from './add-to-group-dialog';
import { ContactRowMenu } from './contact-row-menu';
import { ContactsTable } from './contacts-table';
import { DeleteContactsDialog } from './delete-contacts-dialog';
import { SelectionBar, SelectionButton } from './selection-bar';

/** Every contact of the account that is not blocked: search, sort, page, and act on many at once. */
export function ContactsTab() {
  const { t } = useTranslation('contacts');
  const toast = useToast();
  const [state, setState] = useListState();
  const query = toListQuery(state);
  const contacts = useContacts(query);
  const [selected, setSelected] = usePageSelection(JSON.stringify(query));
  const [deleting, setDeleting] = useState<Contact[]>([]);
  const [addingToGroup, setAddingToGroup] = useState<string[]>([]);
  const { setBlocked } = useContactActions();

  useEffect(() => {
    if (contacts.isError) toast.error(t('errors.fetchContacts'));
  }, [contacts.isError, toast, t]);

  const canDelete = useCan('deleteContacts');
  const rows = contacts.data?.data ?? [];
  return (
    <>
      <ListToolbar
        searchTerm={state.searchTerm}
        onSearch={(searchTerm) => setState({ searchTerm })}
        searchPlaceholder={t('contacts.search')}
      >
        <ExportContactsMenu searchTerm={query.searchTerm} />
      </ListToolbar>
      {selected.length > 0 && (
        <SelectionBar count={selected.length} onClear={() => setSelected([])}>
          <SelectionButton
            icon={<GroupAddOutlined />}
            onClick={() => setAddingToGroup(selected)}
            data-testid="bulk-add-to-group"
          >
            {t('actions.addToGroup')}
          </SelectionButton>
          {canDelete && (
            <SelectionButton
              icon={<DeleteOutlined />}
              color="error"
              onClick={() => setDeleting(rows.filter((row) => selected.includes(row.contactId)))}
              data-testid="bulk-delete"
            >
              {t('actions.delete')}
            </SelectionButton>
          )}
        </SelectionBar>
      )}
      <ContactsTable
        list={contacts}
        state={state}
        onChange={setState}
        selection={{ selected, onSelect: setSelected }}
        renderActions={(contact) => (
          <ContactRowMenu
            contact={contact}
            onBlock={() => setBlocked(contact.contactId, true)}
            onDelete={canDelete ? () => setDeleting([contact]) : undefined}
          />
        )}
      />
      <DeleteContactsDialog
        contacts={deleting}
        onClose={() => setDeleting([])}
        onDeleted={() => setSelected([])}
      />
      <AddToGroupDialog
        contactIds={addingToGroup}
        onClose={() => setAddingToGroup([])}
        onAdded={() => {
          setAddingToGroup([]);
          setSelected([]);
        }}
      />
    </>
  );
}
