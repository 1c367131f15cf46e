import Cancel from '@mui/icons-material/Cancel';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { Conversation } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useCan } from '../../auth/use-can';
import { useUnassignTag } from '../panel-api';
import { ManageTagsDialog } from './manage-tags-dialog';
import { PanelSection } from './panel-section';
import { TagAutocomplete } from './tag-autocomplete';

/**
 * The conversation's tags: take one off, put one on (or a new one), and for roles that may, manage
 * the account's tags.
 */
export function TagsSection({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('inbox-panel');
  const toast = useToast();
  const [managing, setManaging] = useState(false);
  const canManage = useCan('manageTags');
  const unassign = useUnassignTag(conversation);

  const remove = (conversationTagId: string) =>
    unassign.mutate(conversationTagId, {
      onSuccess: () => toast.success(t('messages.tagUnassigned')),
      onError: (error) => toast.error(errorText(t, error, 'common:errors.generic')),
    });

  return (
    <PanelSection
      title={t('sections.tags')}
      action={
        canManage && (
          <Tooltip title={t('tags.manage')}>
            <IconButton
              size="small"
              onClick={() => setManaging(true)}
              aria-label={t('tags.manage')}
              data-testid="manage-tags"
            >
              <SettingsOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )
      }
    >
      {conversation.tags.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          {conversation.tags.map((tag) => (
            <Chip
              key={tag.conversationTagId}
              label={tag.tagName}
              size="small"
              color="primary"
              variant="outlined"
              onDelete={() => remove(tag.conversationTagId)}
              deleteIcon={<Cancel titleAccess={t('tags.remove', { name: tag.tagName })} />}
              data-testid="conversation-tag"
            />
          ))}
        </Stack>
      )}
      <TagAutocomplete conversation={conversation} canCreate={canManage} />
      {canManage && <ManageTagsDialog open={managing} onClose={() => setManaging(false)} />}
    </PanelSection>
  );
}
