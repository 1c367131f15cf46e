import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { paths } from '../../../config/paths';
import { TemplateBuilder } from '../builder/template-builder';

/** Spec §2's template builder for one channel; after creation it goes back to the channel's templates. */
export default function TemplateCreatePage() {
  const { t } = useTranslation('template-builder');
  const { channelId = '' } = useParams();
  return (
    <Stack spacing={3}>
      <PageHeader
        back={{ to: paths.dashboard.channels.templates(channelId), label: t('back') }}
        title={t('title')}
        subtitle={t('subtitle')}
      />
      <TemplateBuilder key={channelId} channelId={channelId} />
    </Stack>
  );
}
