import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GeneralForm } from '../components/general-form';
import { SecurityForm } from '../components/security-form';

const tabs = ['general', 'security'] as const;
type TabName = (typeof tabs)[number];

export default function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TabName = tabs.includes(requested as TabName) ? (requested as TabName) : 'general';

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <Tabs value={tab} onChange={(_, value: TabName) => setSearchParams({ tab: value }, { replace: true })}>
        {tabs.map((name) => (
          <Tab key={name} value={name} label={t(`tabs.${name}`)} data-testid={`tab-${name}`} />
        ))}
      </Tabs>
      {tab === 'general' ? <GeneralForm /> : <SecurityForm />}
    </Stack>
  );
}
