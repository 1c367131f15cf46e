import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutlineOutlined from '@mui/icons-material/DriveFileRenameOutlineOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ContactGroup } from '@parley/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IconTile } from '../../../components/icon-tile/icon-tile';
import { RowActionsMenu } from '../../../components/row-actions-menu/row-actions-menu';
import { EmptyRow } from '../../../components/table/empty-row';
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
  const allSelected = rows.length > 0 && rows.every((row) => selected.includes(row.groupId));
  const toggle = (groupId: string) =>
    setSelected(
      selected.includes(groupId) ? selected.filter((id) => id !== groupId) : [...selected, groupId],
    );

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
      <TableContainer>
        <Table sx={{ minWidth: 640 }}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allSelected}
                  indeterminate={selected.length > 0 && !allSelected}
                  disabled={rows.length === 0}
                  onChange={() => setSelected(allSelected ? [] : rows.map((row) => row.groupId))}
                  slotProps={{ input: { 'aria-label': t('table.selectAll') } }}
                />
              </TableCell>
              <TableCell>{t('fields.groupName')}</TableCell>
              <TableCell align="right">{t('fields.contactCount')}</TableCell>
              <TableCell>{t('fields.createdAt')}</TableCell>
              <TableCell align="right" aria-label={t('table.actions')} />
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: groups.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
            {groups.isPending &&
              [0, 1, 2].map((row) => (
                <TableRow key={row}>
                  <TableCell colSpan={5}>
                    <Skeleton height={32} />
                  </TableCell>
                </TableRow>
              ))}
            {rows.map((group) => (
              <TableRow
                key={group.groupId}
                hover
                selected={selected.includes(group.groupId)}
                onClick={() => navigate(paths.dashboard.contacts.group(group.groupId))}
                sx={{ cursor: 'pointer' }}
                data-testid="group-row"
              >
                <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                  <Checkbox
                    checked={selected.includes(group.groupId)}
                    onChange={() => toggle(group.groupId)}
                    slotProps={{ input: { 'aria-label': t('table.select', { name: group.groupName }) } }}
                  />
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <IconTile>
                      <FolderSharedOutlined fontSize="small" />
                    </IconTile>
                    <Typography variant="subtitle2">{group.groupName}</Typography>
                  </Stack>
                </TableCell>
                <TableCell
                  align="right"
                  sx={{ fontVariantNumeric: 'tabular-nums' }}
                  data-testid="group-count"
                >
                  {count.format(group.contactCount)}
                </TableCell>
                <TableCell sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                  {format.date(group.createdAt)}
                </TableCell>
                <TableCell align="right" onClick={(event) => event.stopPropagation()}>
                  <GroupRowMenu
                    onRename={() => setRenaming(group)}
                    onDelete={canDelete ? () => setDeleting([group]) : undefined}
                  />
                </TableCell>
              </TableRow>
            ))}
            {!groups.isPending && rows.length === 0 && <EmptyRow colSpan={5} />}
          </TableBody>
        </Table>
      </TableContainer>
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
