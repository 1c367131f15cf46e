import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ContactFilter } from '@parley/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { SearchField } from '../../../components/search-field/search-field';
import { useContactGroups, useContacts, useGroupMembers } from '../../contacts/api';
import { ContactFilterFields } from './contact-filter-fields';
import { SheetPanel, type SheetPanelProps } from './sheet-panel';
import type { Recipients } from './wizard-state';

const pickerTabs = ['contacts', 'groups', 'filter', 'file'] as const;
type PickerTab = (typeof pickerTabs)[number];

export interface RecipientsPickerProps {
  channelId: string;
  recipients: Recipients;
  sheet: SheetPanelProps['sheet'];
  onToggleContact: (contactId: string) => void;
  onToggleGroup: (groupId: string) => void;
  onToggleContactInGroup: (groupId: string, contactId: string) => void;
  onFilter: (filter: ContactFilter | null) => void;
  onSheet: SheetPanelProps['onSheet'];
  onMapping: SheetPanelProps['onMapping'];
  /** How many the whole selection reaches, counted by the pre-flight. */
  count: ReactNode;
}

/** A standard campaign's recipients: contacts, groups, contacts within a group, a filter, a file of numbers. */
export function RecipientsPicker(props: RecipientsPickerProps) {
  const { t } = useTranslation('campaign-wizard');
  const [tab, setTab] = useState<PickerTab>('contacts');
  const { recipients } = props;
  const chosen: Record<PickerTab, number> = {
    contacts: recipients.contactIds.length,
    groups: recipients.groupIds.length + recipients.contactsInGroups.length,
    filter: recipients.filter?.conditions.length ?? 0,
    file: props.sheet ? 1 : 0,
  };
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="subtitle1" component="h3">
          {t('recipients.title')}
        </Typography>
        {props.count}
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, value: PickerTab) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('recipients.title')}
      >
        {pickerTabs.map((name) => (
          <Tab
            key={name}
            value={name}
            id={`recipients-tab-${name}`}
            aria-controls={`recipients-panel-${name}`}
            label={
              chosen[name] > 0
                ? `${t(`recipients.tabs.${name}`)} (${chosen[name]})`
                : t(`recipients.tabs.${name}`)
            }
            data-testid={`recipients-tab-${name}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`recipients-panel-${tab}`} aria-labelledby={`recipients-tab-${tab}`}>
        {tab === 'contacts' && <ContactsTab {...props} />}
        {tab === 'groups' && <GroupsTab {...props} />}
        {tab === 'filter' && <ContactFilterFields filter={recipients.filter} onFilter={props.onFilter} />}
        {tab === 'file' && (
          <SheetPanel
            channelId={props.channelId}
            sheet={props.sheet}
            components={[]}
            columns={[]}
            onSheet={props.onSheet}
            onMapping={props.onMapping}
          />
        )}
      </Box>
    </Stack>
  );
}

const listSx = {
  maxHeight: 360,
  overflowY: 'auto',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  py: 0,
} as const;

function ContactsTab({ recipients, onToggleContact }: RecipientsPickerProps) {
  const { t } = useTranslation('campaign-wizard');
  const [search, setSearch] = useState('');
  const contacts = useContacts({ page: 1, records: 50, ...(search.trim() && { searchTerm: search.trim() }) });
  const list = contacts.data?.data ?? [];
  return (
    <Stack spacing={1.5}>
      <SearchField
        value={search}
        onChange={setSearch}
        placeholder={t('recipients.searchContacts')}
        fullWidth
      />
      {!contacts.isPending && list.length === 0 && <Empty text={t('recipients.noContacts')} />}
      <List dense sx={listSx} aria-label={t('recipients.tabs.contacts')}>
        {list.map((contact) => (
          <CheckRow
            key={contact.contactId}
            checked={recipients.contactIds.includes(contact.contactId)}
            onToggle={() => onToggleContact(contact.contactId)}
            primary={contact.name ?? contact.phone}
            secondary={contact.name ? contact.phone : undefined}
            testId="contact-option"
          />
        ))}
      </List>
      {(contacts.data?.totalRecords ?? 0) > list.length && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('recipients.moreContacts', { shown: list.length, total: contacts.data?.totalRecords })}
        </Typography>
      )}
    </Stack>
  );
}

function GroupsTab({ recipients, onToggleGroup, onToggleContactInGroup }: RecipientsPickerProps) {
  const { t } = useTranslation('campaign-wizard');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<string>();
  const groups = useContactGroups({
    page: 1,
    records: 100,
    ...(search.trim() && { searchTerm: search.trim() }),
  });
  const list = groups.data?.data ?? [];
  return (
    <Stack spacing={1.5}>
      <SearchField value={search} onChange={setSearch} placeholder={t('recipients.searchGroups')} fullWidth />
      {!groups.isPending && list.length === 0 && <Empty text={t('recipients.noGroups')} />}
      <List dense sx={listSx} aria-label={t('recipients.tabs.groups')}>
        {list.map((group) => {
          const whole = recipients.groupIds.includes(group.groupId);
          const expanded = open === group.groupId;
          return (
            <ListItem key={group.groupId} disablePadding sx={{ display: 'block' }}>
              <CheckRow
                inGroupItem
                checked={whole}
                onToggle={() => onToggleGroup(group.groupId)}
                primary={group.groupName}
                secondary={t('recipients.members', { count: group.contactCount })}
                testId="group-option"
                action={
                  <IconButton
                    edge="end"
                    onClick={() => setOpen(expanded ? undefined : group.groupId)}
                    aria-expanded={expanded}
                    aria-label={t('recipients.pickMembers', { group: group.groupName })}
                  >
                    {expanded ? <ExpandLess /> : <ExpandMore />}
                  </IconButton>
                }
              />
              <Collapse in={expanded} unmountOnExit>
                <GroupMembers
                  groupId={group.groupId}
                  disabled={whole}
                  picked={recipients.contactsInGroups
                    .filter((item) => item.groupId === group.groupId)
                    .map((item) => item.contactId)}
                  onToggle={(contactId) => onToggleContactInGroup(group.groupId, contactId)}
                />
              </Collapse>
            </ListItem>
          );
        })}
      </List>
    </Stack>
  );
}

interface GroupMembersProps {
  groupId: string;
  /** The whole group is chosen: its members are too. */
  disabled: boolean;
  picked: string[];
  onToggle: (contactId: string) => void;
}

function GroupMembers({ groupId, disabled, picked, onToggle }: GroupMembersProps) {
  const { t } = useTranslation('campaign-wizard');
  const members = useGroupMembers(groupId, { page: 1, records: 100 });
  const list = members.data?.data ?? [];
  return (
    <List dense disablePadding sx={{ ps: 4, bgcolor: 'action.hover' }}>
      {!members.isPending && list.length === 0 && (
        <ListItem>
          <ListItemText secondary={t('recipients.noMembers')} />
        </ListItem>
      )}
      {list.map((contact) => (
        <CheckRow
          key={contact.contactId}
          checked={disabled || picked.includes(contact.contactId)}
          disabled={disabled}
          onToggle={() => onToggle(contact.contactId)}
          primary={contact.name ?? contact.phone}
          secondary={contact.name ? contact.phone : undefined}
          testId="member-option"
          inset
        />
      ))}
    </List>
  );
}

interface CheckRowProps {
  checked: boolean;
  disabled?: boolean;
  onToggle: () => void;
  primary: string;
  secondary?: string;
  action?: ReactNode;
  testId: string;
  inset?: boolean;
  /** Drawn inside a group's list item, above its members, rather than as an item of its own. */
  inGroupItem?: boolean;
}

/** One contact or group to toggle: the whole row is the checkbox's label. */
function CheckRow({
  checked,
  disabled,
  onToggle,
  primary,
  secondary,
  action,
  testId,
  inset,
  inGroupItem,
}: CheckRowProps) {
  return (
    <ListItem
      component={inGroupItem ? 'div' : 'li'}
      divider
      secondaryAction={action}
      sx={{ py: 0, ps: inset ? 4 : 1.5 }}
    >
      <FormControlLabel
        sx={{ flex: 1, minWidth: 0, m: 0, gap: 0.5 }}
        control={
          <Checkbox
            checked={checked}
            disabled={disabled}
            onChange={onToggle}
            size="small"
            slotProps={{ input: { 'data-testid': testId } as object }}
          />
        }
        label={
          <ListItemText
            primary={primary}
            secondary={secondary && <LtrText>{secondary}</LtrText>}
            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        }
      />
    </ListItem>
  );
}

const Empty = ({ text }: { text: string }) => (
  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
    {text}
  </Typography>
);
