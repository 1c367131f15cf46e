import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { paths } from '../../../config/paths';
import { QuickReplyForm } from '../components/quick-reply-form';

export default function QuickReplyCreatePage() {
  const { t } = useTranslation('quick-replies');
  const { channelId = '' } = useParams();
  return (
    <Stack spacing={3}>
      <PageHeader
        back={{ to: paths.dashboard.channels.quickReplies(channelId), label: t('title') }}
        title={t('form.createTitle')}
      />
      <QuickReplyForm channelId={channelId} />
    </Stack>
  );
}
