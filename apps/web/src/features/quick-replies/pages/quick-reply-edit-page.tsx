import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isNotFound, NotFoundState } from '../../../components/not-found-state/not-found-state';
import { PageHeader } from '../../../components/page-header/page-header';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useQuickReply } from '../api';
import { QuickReplyForm } from '../components/quick-reply-form';

/** `…/quickreply/edit?quickReplyId=`: the quick reply's form, filled in. */
export default function QuickReplyEditPage() {
  const { t } = useTranslation('quick-replies');
  const { channelId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const quickReply = useQuickReply(searchParams.get('quickReplyId') ?? '');
  const back = { to: paths.dashboard.channels.quickReplies(channelId), label: t('title') };

  if (isNotFound(quickReply.error)) return <NotFoundState thing="quickReply" back={back} />;
  return (
    <Stack spacing={3}>
      <PageHeader back={back} title={t('form.editTitle')} />
      {quickReply.isError && (
        <Alert severity="error">{errorText(t, quickReply.error, 'common:errors.generic')}</Alert>
      )}
      {quickReply.data && (
        <QuickReplyForm
          key={quickReply.data.quickReplyId}
          channelId={channelId}
          quickReply={quickReply.data}
        />
      )}
      {quickReply.isPending && <Skeleton variant="rounded" height={480} />}
    </Stack>
  );
}
