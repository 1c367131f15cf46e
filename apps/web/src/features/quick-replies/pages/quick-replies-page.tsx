import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import type { QuickReply } from '@parley/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { isNotFound } from '../../../components/not-found-state/not-found-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useChannel } from '../../channels/api';
import { ChannelLink } from '../../channels/components/channel-link';
import { useQuickReplies } from '../api';
import { DeleteQuickReplyDialog } from '../components/delete-quick-reply-dialog';
import { QuickRepliesEmpty } from '../components/quick-replies-empty';
import { QuickRepliesTable } from '../components/quick-replies-table';
import { QuickReplySettingsCard } from '../components/quick-reply-settings-card';

/** A channel's quick replies, with the account's switch for sending them automatically. */
export default function QuickRepliesPage() {
  const { t } = useTranslation(['quick-replies', 'channels']);
  const toast = useToast();
  const { channelId = '' } = useParams();
  const channel = useChannel(channelId);
  const list = useQuickReplies(channelId);
  const [deleting, setDeleting] = useState<QuickReply>();

  useEffect(() => {
    // An id of no channel is the channel scope's to say.
    if (list.isError && !isNotFound(list.error))
      toast.error(errorText(t, list.error, 'common:errors.generic'));
  }, [list.isError, list.error, toast, t]);

  return (
    <Stack spacing={3}>
      <PageHeader
        back={{ to: paths.dashboard.channels.root, label: t('channels:list.title') }}
        title={t('title')}
        subtitle={<ChannelLink channelId={channelId} displayName={channel.data?.displayName} />}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={paths.dashboard.channels.createQuickReply(channelId)}
            data-testid="create-quick-reply"
          >
            {t('actions.create')}
          </Button>
        }
      />
      <QuickReplySettingsCard />
      <Card>
        {list.data?.data.length === 0 ? (
          <QuickRepliesEmpty channelId={channelId} />
        ) : (
          <QuickRepliesTable
            quickReplies={list.data?.data ?? (list.isError ? [] : undefined)}
            onDelete={setDeleting}
          />
        )}
      </Card>
      <DeleteQuickReplyDialog quickReply={deleting} onClose={() => setDeleting(undefined)} />
    </Stack>
  );
}
