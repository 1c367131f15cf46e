import FilterList from '@mui/icons-material/FilterList';
import Autocomplete from '@mui/material/Autocomplete';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { blockedFilters, conversationStatusFilters } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConversationFilter, defaultConversationFilter } from '../conversation-filter';
import { useAgents, useTags } from '../panel-api';

export interface ConversationFilterButtonProps {
  filter: ConversationFilter;
  /** Spec §4: how many times a filter was applied since it was last cleared. */
  appliedCount: number;
  onApply: (filter: ConversationFilter) => void;
  onClear: () => void;
}

/**
 * The conversation filter (spec §3) in a popover: edited there, taken only on Apply. The assignment
 * option is the tabs above the list.
 */
export function ConversationFilterButton({
  filter,
  appliedCount,
  onApply,
  onClear,
}: ConversationFilterButtonProps) {
  const { t } = useTranslation('inbox');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState(filter);
  const open = anchor !== null;
  const agents = useAgents();
  const tags = useTags();
  const tagOptions = tags.data?.data ?? [];
  const change = (part: Partial<ConversationFilter>) => setDraft((current) => ({ ...current, ...part }));
  const select = <K extends 'status' | 'blockedBy'>(key: K, options: readonly ConversationFilter[K][]) => (
    <TextField
      select
      size="small"
      label={t(`filter.${key}`)}
      value={draft[key]}
      onChange={(event) => change({ [key]: event.target.value } as Partial<ConversationFilter>)}
      slotProps={{ htmlInput: { 'data-testid': `filter-${key}` } }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {t(`filter.choices.${key}.${option}`)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <Tooltip title={t('filter.title')}>
        <IconButton
          onClick={(event) => {
            setDraft(filter);
            setAnchor(event.currentTarget);
          }}
          // The name holds the count the badge shows (WCAG 2.5.3).
          aria-label={appliedCount > 0 ? `${t('filter.title')} (${appliedCount})` : t('filter.title')}
          data-testid="conversation-filter"
        >
          <Badge badgeContent={appliedCount || null} color="primary" data-testid="filter-count">
            <FilterList />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 320, p: 2.5 } } }}
      >
        <Stack spacing={2}>
          {select('status', conversationStatusFilters)}
          <TextField
            select
            size="small"
            label={t('filter.agent')}
            value={draft.agent}
            onChange={(event) => change({ agent: event.target.value })}
            slotProps={{ htmlInput: { 'data-testid': 'filter-agent' } }}
          >
            <MenuItem value="">{t('filter.anyAgent')}</MenuItem>
            {(agents.data?.data ?? []).map((agent) => (
              <MenuItem key={agent.userId} value={agent.userId}>
                {agent.name}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            multiple
            size="small"
            options={tagOptions}
            value={tagOptions.filter((tag) => draft.tags.includes(tag.id))}
            onChange={(_, chosen) => change({ tags: chosen.map((tag) => tag.id) })}
            getOptionLabel={(tag) => tag.tagName}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => <TextField {...params} label={t('filter.tags')} />}
            data-testid="filter-tags"
          />
          {select('blockedBy', blockedFilters)}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              color="inherit"
              onClick={() => {
                setDraft(defaultConversationFilter);
                onClear();
                setAnchor(null);
              }}
              data-testid="filter-clear"
            >
              {t('filter.clear')}
            </Button>
            <Button
              variant="contained"
              onClick={() => {
                onApply(draft);
                setAnchor(null);
              }}
              data-testid="filter-apply"
            >
              {t('filter.apply')}
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </>
  );
}
