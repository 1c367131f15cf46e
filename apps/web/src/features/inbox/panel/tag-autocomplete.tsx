import AddIcon from '@mui/icons-material/Add';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Conversation, CreateTagInput } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { validationText } from '../../../lib/error-text';
import { useAssignTag, useCreateTag, useTags } from '../panel-api';
import { type TagOption, tagOptions } from './tag-options';

/**
 * Puts a tag on the conversation: one of the account's, or, for roles that manage tags, a new one
 * named by what was typed.
 */
export interface TagAutocompleteProps {
  conversation: Conversation;
  /** Whether typing a new name offers to create that tag (roles that manage tags). */
  canCreate: boolean;
}

export function TagAutocomplete({ conversation, canCreate }: TagAutocompleteProps) {
  const { t } = useTranslation('inbox-panel');
  const toast = useToast();
  const [typed, setTyped] = useState('');
  const tags = useTags();
  const createTag = useCreateTag();
  const assignTag = useAssignTag(conversation);
  const options = tagOptions(tags.data?.data ?? [], conversation.tags, typed).filter(
    (option) => canCreate || option.kind === 'assign',
  );

  const assign = (tagId: string) =>
    assignTag.mutate(tagId, {
      onSuccess: () => toast.success(t('messages.tagAssigned')),
      onError: () => toast.error(t('messages.tagAssignFailed')),
    });

  const choose = (option: TagOption) => {
    setTyped('');
    if (option.kind === 'assign') {
      assign(option.tag.id);
      return;
    }
    const input = CreateTagInput.safeParse({ tagName: option.tagName });
    if (!input.success) {
      toast.error(validationText(t, input.error.issues[0]?.message) ?? t('messages.tagCreateFailed'));
      return;
    }
    createTag.mutate(input.data, {
      onSuccess: (tag) => {
        toast.success(t('messages.tagCreated'));
        assign(tag.id);
      },
      onError: () => toast.error(t('messages.tagCreateFailed')),
    });
  };

  return (
    <Autocomplete<TagOption, false, false, false>
      value={null}
      // Enter takes the highlighted entry: the first, which is "create" when no tag has the name.
      autoHighlight
      options={options}
      filterOptions={(current) => current}
      inputValue={typed}
      onInputChange={(_, next, reason) => reason === 'input' && setTyped(next)}
      onChange={(_, option) => option && choose(option)}
      getOptionLabel={(option) => (option.kind === 'assign' ? option.tag.tagName : option.tagName)}
      getOptionKey={(option) => (option.kind === 'assign' ? option.tag.id : 'create')}
      loading={tags.isPending || createTag.isPending || assignTag.isPending}
      loadingText={t('tags.loading')}
      noOptionsText={t(noOptionsKey(typed.trim() !== '', canCreate))}
      size="small"
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props} data-testid={option.kind === 'create' ? 'create-tag-option' : 'tag-option'}>
          {option.kind === 'create' ? (
            <AddIcon fontSize="small" sx={{ marginInlineEnd: 1, color: 'primary.main' }} />
          ) : (
            <LocalOfferOutlined fontSize="small" sx={{ marginInlineEnd: 1, color: 'text.secondary' }} />
          )}
          {option.kind === 'create' ? t('tags.createNamed', { name: option.tagName }) : option.tag.tagName}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('tags.add')}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              'aria-label': t('tags.add'),
              'data-testid': 'tag-input',
            },
          }}
        />
      )}
    />
  );
}

/** Why the list is empty: for those who can create tags, only an assigned name leaves it so. */
function noOptionsKey(typed: boolean, canCreate: boolean): string {
  if (canCreate) return typed ? 'tags.alreadyAssigned' : 'tags.noOptions';
  return typed ? 'tags.noMatch' : 'tags.noneToAdd';
}
