import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutlineOutlined from '@mui/icons-material/DriveFileRenameOutlineOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContactGroup } from '@parley/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IconTile } from '../../../components/icon-tile/icon-tile';
import { RowActionsMenu } from '../../../components/row-actions-menu/row-actions-menu';
import { DataTable } from '../../../components/table/data-table';
import { ListPagination } from '../../../components/table/list-pagination';
import { ListToolbar } from '../../../components/table/list-toolbar';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { useDateFormat } from '../../../lib/use-date-format';
import { useCan } from '../../auth/use-can';
import { useContactGroups } from '../api';
import { ImportContactsButton } from '../import/components/import-contacts-button';
import { toPageQuery, useListState } from '../list-state';
import { usePageSelection } from '../use-page-selection';
import { DeleteGroupsDialog } from './delete-groups-dialog';
import { GroupNameDialog } from './group-name-dialog';
import { SelectionBar, SelectionButton } from './selection-bar';

/** The account's groups with their member counts: create, rename, open, delete. */
export function GroupsTab() {
  const { t, i18n } = useTranslation('contacts');
  const toast = useToast();
  const navigate = useNavigate();
  const canDelete = useCan('deleteContacts');
  const format = useDateFormat();
  const [state, setState] = useListState();
  const query = toPageQuery(state);
  const groups = useContactGroups(query);
  const [selected, setSelected] = usePageSelection(JSON.stringify(query));
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<ContactGroup>();
  const [deleting, setDeleting] = useState<ContactGroup[]>([]);
  const count = new Intl.NumberFormat(i18n.language);

  useEffect(() => {
    if (groups.isError) toast.error(t('errors.fetchGroups'));
  }, [groups.isError, toast, t]);

  const rows = groups.data?.data ?? [];

  return (
    <>
      <ListToolbar
        searchTerm={state.searchTerm}
        onSearch={(searchTerm) => setState({ searchTerm })}
        searchPlaceholder={t('groups.search')}
      >
        <ImportContactsButton />
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => setCreating(true)}
          data-testid="create-group"
        >
          {t('groups.create')}
        </Button>
      </ListToolbar>
      {canDelete && selected.length > 0 && (
        <SelectionBar count={selected.length} onClear={() => setSelected([])}>
          <SelectionButton
            icon={<DeleteOutlined />}
            color="error"
            onClick={() => setDeleting(rows.filter((row) => selected.includes(row.groupId)))}
            data-testid="bulk-delete-groups"
          >
            {t('actions.delete')}
          </SelectionButton>
        </SelectionBar>
      )}
      <DataTable
        columns={[
          {
            id: 'groupName',
            label: t('fields.groupName'),
            phone: 'title',
            render: (group) => (
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <IconTile>
                  <FolderSharedOutlined fontSize="small" />
                </IconTile>
                <Typography variant="subtitle2">{group.groupName}</Typography>
              </Stack>
            ),
          },
          {
            id: 'contactCount',
            label: t('fields.contactCount'),
            align: 'right',
            sx: { fontVariantNumeric: 'tabular-nums' },
            testId: 'group-count',
            render: (group) => count.format(group.contactCount),
          },
          {
            id: 'createdAt',
            label: t('fields.createdAt'),
            sx: { color: 'text.secondary', whiteSpace: 'nowrap' },
            render: (group) => format.date(group.createdAt),
          },
        ]}
        rows={groups.isPending ? undefined : (groups.data?.data ?? [])}
        rowKey={(group) => group.groupId}
        rowTestId="group-row"
        stale={groups.isPlaceholderData}
        minWidth={640}
        onOpen={(group) => navigate(paths.dashboard.contacts.group(group.groupId))}
        selection={{
          selected,
          onSelect: setSelected,
          allLabel: t('table.selectAll'),
          rowLabel: (group) => t('table.select', { name: group.groupName }),
        }}
        actions={{
          label: t('table.actions'),
          render: (group) => (
            <GroupRowMenu
              onRename={() => setRenaming(group)}
              onDelete={canDelete ? () => setDeleting([group]) : undefined}
            />
          ),
        }}
      />
      <ListPagination totalRecords={groups.data?.totalRecords ?? 0} state={state} onChange={setState} />
      <GroupNameDialog open={creating} onClose={() => setCreating(false)} />
      <GroupNameDialog
        open={renaming !== undefined}
        group={renaming}
        onClose={() => setRenaming(undefined)}
      />
      <DeleteGroupsDialog
        groups={deleting}
        onClose={() => setDeleting([])}
        onDeleted={() => setSelected([])}
      />
    </>
  );
}

function GroupRowMenu({ onRename, onDelete }: { onRename: () => void; onDelete?: () => void }) {
  const { t } = useTranslation('contacts');
  return (
    <RowActionsMenu
      label={t('table.actions')}
      testId="group-actions"
      actions={[
        {
          label: t('actions.rename'),
          icon: <DriveFileRenameOutlineOutlined fontSize="small" />,
          onSelect: onRename,
          testId: 'rename-group',
        },
        ...(onDelete
          ? [
              {
                label: t('actions.delete'),
                icon: <DeleteOutlined fontSize="small" />,
                onSelect: onDelete,
                destructive: true,
                testId: 'delete-group',
              },
            ]
          : []),
      ]}
    />
  );
}
