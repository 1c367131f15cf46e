import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutlineOutlined from '@mui/icons-material/DriveFileRenameOutlineOutlined';
import GroupRemoveOutlined from '@mui/icons-material/GroupRemoveOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isNotFound, NotFoundState } from '../../../components/not-found-state/not-found-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { ListToolbar } from '../../../components/table/list-toolbar';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useDateFormat } from '../../../lib/use-date-format';
import { useCan } from '../../auth/use-can';
import { useContactGroup, useGroupMembers, useRemoveGroupMembers } from '../api';
import { AddMembersDialog } from '../components/add-members-dialog';
import { ContactsTable } from '../components/contacts-table';
import { DeleteGroupsDialog } from '../components/delete-groups-dialog';
import { GroupNameDialog } from '../components/group-name-dialog';
import { SelectionBar, SelectionButton } from '../components/selection-bar';
import { ExportContactsMenu } from '../export/components/export-contacts-menu';
import { ImportContactsButton } from '../import/components/import-contacts-button';
import { toListQuery, useListState } from '../list-state';
import { usePageSelection } from '../use-page-selection';

/** One group's contacts: find them, add existing contacts, take contacts out; rename or delete the group. */
export function GroupMembersPage() {
  const { t, i18n } = useTranslation('contacts');
  const toast = useToast();
  const navigate = useNavigate();
  const canDelete = useCan('deleteContacts');
  const format = useDateFormat();
  const { groupId = '' } = useParams();
  const group = useContactGroup(groupId);
  const [state, setState] = useListState();
  const query = toListQuery(state);
  const members = useGroupMembers(groupId, query);
  const removeMembers = useRemoveGroupMembers();
  const [selected, setSelected] = usePageSelection(JSON.stringify(query));
  const [dialog, setDialog] = useState<'add' | 'rename' | 'delete' | null>(null);

  useEffect(() => {
    if (group.isError && !isNotFound(group.error)) toast.error(t('errors.fetchGroups'));
  }, [group.isError, group.error, toast, t]);
  useEffect(() => {
    if (members.isError && !isNotFound(members.error)) toast.error(t('errors.fetchContacts'));
  }, [members.isError, members.error, toast, t]);

  const remove = (contactIds: string[]) =>
    removeMembers.mutate(
      { groupId, contactIds },
      {
        onSuccess: () => {
          toast.success(t('members.removed'));
          setSelected([]);
        },
        onError: (error) => toast.error(errorText(t, error, 'common:errors.generic')),
      },
    );

  if (isNotFound(group.error))
    return (
      <NotFoundState thing="group" back={{ to: paths.dashboard.contacts.groups, label: t('tabs.groups') }} />
    );
  const data = group.data;
  return (
    <Stack spacing={3}>
      <PageHeader
        back={{ to: paths.dashboard.contacts.groups, label: t('tabs.groups') }}
        title={data?.groupName ?? <Skeleton width={240} />}
        subtitle={
          data &&
          t('members.subtitle', {
            contacts: new Intl.NumberFormat(i18n.language).format(data.contactCount),
            date: format.date(data.createdAt),
          })
        }
        actions={
          data && (
            <>
              <ImportContactsButton groupId={groupId} />
              <Button
                variant="outlined"
                color="inherit"
                startIcon={<DriveFileRenameOutlineOutlined />}
                onClick={() => setDialog('rename')}
                data-testid="rename-group"
              >
                {t('actions.rename')}
              </Button>
              {canDelete && (
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<DeleteOutlined />}
                  onClick={() => setDialog('delete')}
                  data-testid="delete-group"
                >
                  {t('actions.delete')}
                </Button>
              )}
              <Button
                variant="contained"
                startIcon={<PersonAddAlt1Outlined />}
                onClick={() => setDialog('add')}
                data-testid="add-members"
              >
                {t('members.add')}
              </Button>
            </>
          )
        }
      />
      <Card>
        <ListToolbar
          searchTerm={state.searchTerm}
          onSearch={(searchTerm) => setState({ searchTerm })}
          searchPlaceholder={t('contacts.search')}
        >
          <ExportContactsMenu groupId={groupId} searchTerm={query.searchTerm} />
        </ListToolbar>
        {selected.length > 0 && (
          <SelectionBar count={selected.length} onClear={() => setSelected([])}>
            <SelectionButton
              icon={<GroupRemoveOutlined />}
              color="error"
              loading={removeMembers.isPending}
              onClick={() => remove(selected)}
              data-testid="bulk-remove-members"
            >
              {t('members.remove')}
            </SelectionButton>
          </SelectionBar>
        )}
        <ContactsTable
          list={members}
          state={state}
          onChange={setState}
          selection={{ selected, onSelect: setSelected }}
          renderActions={(contact) => (
            <Tooltip title={t('members.remove')}>
              <IconButton
                onClick={() => remove([contact.contactId])}
                aria-label={t('members.remove')}
                data-testid="remove-member"
              >
                <GroupRemoveOutlined />
              </IconButton>
            </Tooltip>
          )}
        />
      </Card>
      {data && (
        <>
          <AddMembersDialog open={dialog === 'add'} group={data} onClose={() => setDialog(null)} />
          <GroupNameDialog open={dialog === 'rename'} group={data} onClose={() => setDialog(null)} />
          <DeleteGroupsDialog
            groups={dialog === 'delete' ? [data] : []}
            onClose={() => setDialog(null)}
            onDeleted={() => navigate(paths.dashboard.contacts.groups)}
          />
        </>
      )}
    </Stack>
  );
}
