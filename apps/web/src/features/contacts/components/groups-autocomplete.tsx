import AddIcon from '@mui/icons-material/Add';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { ContactGroup } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useContactGroups, useCreateContactGroup } from '../api';
import { useDebouncedValue } from '../use-debounced-value';

export type GroupRef = Pick<ContactGroup, 'groupId' | 'groupName'>;
/** The last option while typing a name no group has: create it on the spot. */
type Option = GroupRef & { create?: true };

export interface GroupsAutocompleteProps {
  value: GroupRef[];
  onChange: (groups: GroupRef[]) => void;
  label: string;
  autoFocus?: boolean;
}

/** Picks groups by name, searched on the server; a new name becomes a new group. */
export function GroupsAutocomplete({ value, onChange, label, autoFocus }: GroupsAutocompleteProps) {
  const { t } = useTranslation('contacts');
  const toast = useToast();
  const [input, setInput] = useState('');
  const searchTerm = useDebouncedValue(input.trim());
  const groups = useContactGroups(searchTerm ? { searchTerm, records: 20 } : { records: 20 });
  const createGroup = useCreateContactGroup();
  const options: Option[] = groups.data?.data ?? [];

  const create = (groupName: string) =>
    createGroup.mutate(
      { groupName },
      {
        onSuccess: ({ group }) => {
          toast.success(t('messages.groupAdded'));
          onChange([...value, group]);
          setInput('');
        },
        onError: (error) => toast.error(errorText(t, error, 'common:errors.generic')),
      },
    );

  return (
    <Autocomplete<Option, true, false, false>
      multiple
      value={value}
      options={options}
      loading={groups.isFetching || createGroup.isPending}
      inputValue={input}
      onInputChange={(_, next, reason) => reason !== 'reset' && setInput(next)}
      filterOptions={(current, state) => {
        const typed = state.inputValue.trim();
        const exists = current.some((option) => option.groupName.toLowerCase() === typed.toLowerCase());
        const filtered = createFilterOptions<Option>()(current, state);
        return typed && !exists ? [...filtered, { groupId: '', groupName: typed, create: true }] : filtered;
      }}
      isOptionEqualToValue={(option, selected) => option.groupId === selected.groupId}
      getOptionLabel={(option) => option.groupName}
      onChange={(_, next) => {
        const created = next.find((option) => option.create);
        if (created) create(created.groupName);
        else onChange(next);
      }}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props} data-testid={option.create ? 'create-group-option' : 'group-option'}>
          {option.create ? (
            <>
              <AddIcon fontSize="small" sx={{ mr: 1, color: 'primary.main' }} />
              {t('groups.createNamed', { name: option.groupName })}
            </>
          ) : (
            option.groupName
          )}
        </li>
      )}
      renderValue={(selected, getItemProps) =>
        selected.map((group, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} label={group.groupName} size="small" {...props} />;
        })
      }
      noOptionsText={t('groups.noOptions')}
      loadingText={t('table.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'groups-input' },
          }}
        />
      )}
    />
  );
}
