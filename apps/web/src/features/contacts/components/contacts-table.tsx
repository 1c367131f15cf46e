import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { type Contact, type ContactList, contactSearchCountLimit } from '@parley/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { EmptyRow } from '../../../components/table/empty-row';
import { ListPagination } from '../../../components/table/list-pagination';
import { paths } from '../../../config/paths';
import { useDateFormat } from '../../../lib/use-date-format';
import { type ListState, nextSort, type SortField } from '../list-state';
import { formatPhone } from '../phone';
import { ContactAvatar, contactLabel, StatusChips } from './contact-identity';

export interface ContactsTableProps {
  list: { data?: ContactList; isPending: boolean; isPlaceholderData: boolean };
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  /** The row's own actions (menu, unblock button, remove from group), at its end. */
  renderActions: (contact: Contact) => ReactNode;
  /** Ticked rows, for bulk actions; without it the table has no checkboxes. */
  selection?: { selected: string[]; onSelect: (contactIds: string[]) => void };
  /** Lists the server cannot sort (blocked contacts) have plain headers. */
  sortable?: boolean;
  pageSizes?: readonly number[];
}

const columnCount = 7;

/** A page of contacts: who, how to reach them, their groups and standing, and what can be done to each. */
export function ContactsTable({
  list,
  state,
  onChange,
  renderActions,
  selection,
  sortable = true,
  pageSizes,
}: ContactsTableProps) {
  const { t } = useTranslation('contacts');
  const navigate = useNavigate();
  const format = useDateFormat();
  const rows = list.data?.data ?? [];
  const selected = new Set(selection?.selected ?? []);
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.contactId));

  const header = (field: SortField, label: string) =>
    sortable ? (
      <TableSortLabel
        active={state.sort === field}
        direction={state.sort === field ? state.order : 'asc'}
        onClick={() => onChange(nextSort(state, field))}
        data-testid={`sort-${field}`}
      >
        {label}
      </TableSortLabel>
    ) : (
      label
    );

  const toggle = (contactId: string) =>
    selection?.onSelect(
      selected.has(contactId) ? [...selected].filter((id) => id !== contactId) : [...selected, contactId],
    );

  return (
    <>
      <TableContainer>
        <Table sx={{ minWidth: 880 }}>
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allSelected}
                    indeterminate={selected.size > 0 && !allSelected}
                    disabled={rows.length === 0}
                    onChange={() => selection.onSelect(allSelected ? [] : rows.map((row) => row.contactId))}
                    slotProps={{ input: { 'aria-label': t('table.selectAll') } }}
                  />
                </TableCell>
              )}
              <TableCell>{header('name', t('fields.name'))}</TableCell>
              <TableCell>{header('phone', t('fields.phone'))}</TableCell>
              <TableCell>{t('fields.email')}</TableCell>
              <TableCell>{t('fields.groups')}</TableCell>
              <TableCell>{t('fields.status')}</TableCell>
              <TableCell>{header('createdAt', t('fields.createdAt'))}</TableCell>
              <TableCell align="right" aria-label={t('table.actions')} />
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
            {list.isPending &&
              [0, 1, 2, 3, 4].map((row) => (
                <TableRow key={row}>
                  <TableCell colSpan={columnCount + 1}>
                    <Skeleton height={32} />
                  </TableCell>
                </TableRow>
              ))}
            {rows.map((contact) => (
              <TableRow
                key={contact.contactId}
                hover
                selected={selected.has(contact.contactId)}
                onClick={() => navigate(paths.dashboard.contacts.details(contact.contactId))}
                sx={{ cursor: 'pointer' }}
                data-testid="contact-row"
              >
                {selection && (
                  <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      checked={selected.has(contact.contactId)}
                      onChange={() => toggle(contact.contactId)}
                      slotProps={{
                        input: { 'aria-label': t('table.select', { name: contactLabel(contact) }) },
                      }}
                    />
                  </TableCell>
                )}
                <TableCell>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <ContactAvatar contact={contact} />
                    <Typography
                      variant="subtitle2"
                      noWrap
                      sx={{ maxWidth: 220, ...(contact.name ? {} : { color: 'text.disabled' }) }}
                    >
                      {contact.name ?? t('table.noName')}
                    </Typography>
                  </Stack>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <LtrText>{formatPhone(contact.phone)}</LtrText>
                </TableCell>
                <TableCell sx={{ color: 'text.secondary', maxWidth: 220 }}>
                  <Typography variant="body2" noWrap>
                    {contact.email ?? ''}
                  </Typography>
                </TableCell>
                <TableCell>
                  <GroupChips groups={contact.groups} />
                </TableCell>
                <TableCell>
                  <StatusChips contact={contact} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                  {format.date(contact.createdAt)}
                </TableCell>
                <TableCell align="right" onClick={(event) => event.stopPropagation()}>
                  {renderActions(contact)}
                </TableCell>
              </TableRow>
            ))}
            {!list.isPending && rows.length === 0 && <EmptyRow colSpan={columnCount + 1} />}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination
        totalRecords={list.data?.totalRecords ?? 0}
        state={state}
        onChange={onChange}
        options={pageSizes}
        countIsLowerBound={
          state.searchTerm.trim() !== '' && (list.data?.totalRecords ?? 0) >= contactSearchCountLimit
        }
      />
    </>
  );
}

/** At most two group names, then how many more. */
function GroupChips({ groups }: { groups: Contact['groups'] }) {
  const shown = groups.slice(0, 2);
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'nowrap' }}>
      {shown.map((group) => (
        <Chip
          key={group.groupId}
          label={group.groupName}
          size="small"
          variant="outlined"
          sx={{ maxWidth: 140 }}
        />
      ))}
      {groups.length > shown.length && <Chip label={`+${groups.length - shown.length}`} size="small" />}
    </Stack>
  );
}
