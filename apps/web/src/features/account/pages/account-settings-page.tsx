import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiKeyTab } from '../../api-keys/components/api-key-tab';
import { useCan } from '../../auth/use-can';
import { WebhooksTab } from '../../outbound-webhooks/components/webhooks-tab';
import { GeneralForm } from '../components/general-form';
import { SecurityForm } from '../components/security-form';

const tabs = ['general', 'security', 'apiKey', 'webhooks'] as const;
type TabName = (typeof tabs)[number];

export default function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const [searchParams, setSearchParams] = useSearchParams();
  const canManageApiKeys = useCan('manageApiKeys');
  const canManageWebhooks = useCan('manageWebhooks');
  const shown = tabs.filter(
    (name) => (name !== 'apiKey' || canManageApiKeys) && (name !== 'webhooks' || canManageWebhooks),
  );
  const requested = searchParams.get('tab');
  const tab: TabName = shown.includes(requested as TabName) ? (requested as TabName) : 'general';

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, value: TabName) => setSearchParams({ tab: value }, { replace: true })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
      >
        {shown.map((name) => (
          <Tab key={name} value={name} label={t(`tabs.${name}`)} data-testid={`tab-${name}`} />
        ))}
      </Tabs>
      {tab === 'general' && <GeneralForm />}
      {tab === 'security' && <SecurityForm />}
      {tab === 'apiKey' && <ApiKeyTab />}
      {tab === 'webhooks' && <WebhooksTab />}
    </Stack>
  );
}
