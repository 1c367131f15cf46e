import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ProviderType, providerTypes } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CloudChannelForm } from '../components/cloud-channel-form';
import { PartnerChannelWizard } from '../components/partner-channel-wizard';

/** Spec §2's channel wizard: the cloud provider in one step, the partner provider in five. */
export default function ChannelCreatePage() {
  const { t } = useTranslation('channels');
  const [searchParams, setSearchParams] = useSearchParams();
  const provider: ProviderType = searchParams.get('provider') === 'partner' ? 'partner' : 'cloud';

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {t('create.title')}
      </Typography>
      <Tabs
        value={provider}
        onChange={(_, value: ProviderType) => setSearchParams(value === 'cloud' ? {} : { provider: value })}
        aria-label={t('fields.provider')}
      >
        {providerTypes.map((type) => (
          <Tab key={type} value={type} label={t(`providers.${type}`)} data-testid={`provider-${type}`} />
        ))}
      </Tabs>
      {provider === 'cloud' ? <CloudChannelForm /> : <PartnerChannelWizard />}
    </Stack>
  );
}
