import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Contact, type ContactList, contactSearchCountLimit } from '@parley/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { type DataColumn, DataTable } from '../../../components/table/data-table';
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
  const columns: DataColumn<Contact>[] = [
    {
      id: 'name',
      label: t('fields.name'),
      sortable: true,
      phone: 'title',
      render: (contact) => (
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
      ),
    },
    {
      id: 'phone',
      label: t('fields.phone'),
      sortable: true,
      sx: { whiteSpace: 'nowrap' },
      render: (contact) => <LtrText>{formatPhone(contact.phone)}</LtrText>,
    },
    {
      id: 'email',
      label: t('fields.email'),
      sx: { color: 'text.secondary', maxWidth: 220 },
      render: (contact, onPhone) =>
        contact.email && (
          <Typography variant="body2" noWrap={!onPhone}>
            {contact.email}
          </Typography>
        ),
    },
    {
      id: 'groups',
      label: t('fields.groups'),
      render: (contact) => contact.groups.length > 0 && <GroupChips groups={contact.groups} />,
    },
    {
      id: 'status',
      label: t('fields.status'),
      render: (contact) => (contact.blocked || contact.optedOut) && <StatusChips contact={contact} />,
    },
    {
      id: 'createdAt',
      label: t('fields.createdAt'),
      sortable: true,
      sx: { whiteSpace: 'nowrap', color: 'text.secondary' },
      render: (contact) => format.date(contact.createdAt),
    },
  ];

  return (
    <>
      <DataTable
        columns={columns}
        rows={list.isPending ? undefined : (list.data?.data ?? [])}
        rowKey={(contact) => contact.contactId}
        rowTestId="contact-row"
        stale={list.isPlaceholderData}
        skeletonRows={5}
        minWidth={880}
        onOpen={(contact) => navigate(paths.dashboard.contacts.details(contact.contactId))}
        actions={{ label: t('table.actions'), render: renderActions }}
        selection={
          selection && {
            ...selection,
            allLabel: t('table.selectAll'),
            rowLabel: (contact) => t('table.select', { name: contactLabel(contact) }),
          }
        }
        sort={
          sortable
            ? {
                by: state.sort,
                order: state.order,
                onSort: (field) => onChange(nextSort(state, field as SortField)),
              }
            : undefined
        }
      />
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
