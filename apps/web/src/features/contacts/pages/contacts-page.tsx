import AddIcon from '@mui/icons-material/Add';
import UnsubscribeOutlined from '@mui/icons-material/UnsubscribeOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { paths } from '../../../config/paths';
import { useCan } from '../../auth/use-can';
import { BlockedTab } from '../components/blocked-tab';
import { ContactsTab } from '../components/contacts-tab';
import { GroupsTab } from '../components/groups-tab';
import { OptOutSettingsDialog } from '../components/opt-out-settings-dialog';
import { type ContactTab, contactTabs, readTab, tabParams } from '../list-state';

const tabContent: Record<ContactTab, () => React.JSX.Element> = {
  contacts: ContactsTab,
  groups: GroupsTab,
  blocked: BlockedTab,
};

/** `/dashboard/contacts`: contacts, groups and blocked contacts as tabs, the tab kept in the address. */
export function ContactsPage() {
  const { t } = useTranslation('contacts');
  const [searchParams, setSearchParams] = useSearchParams();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const canChangeKeywords = useCan('accountSettings');
  const tab = readTab(searchParams);
  const Content = tabContent[tab];

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            {canChangeKeywords && (
              <Button
                variant="outlined"
                color="inherit"
                startIcon={<UnsubscribeOutlined />}
                onClick={() => setSettingsOpen(true)}
                data-testid="opt-out-settings"
              >
                {t('optOut.settings')}
              </Button>
            )}
            <Button
              component={RouterLink}
              to={paths.dashboard.contacts.create}
              variant="contained"
              startIcon={<AddIcon />}
              data-testid="add-contact"
            >
              {t('contacts.add')}
            </Button>
          </>
        }
      />
      <Card>
        <Tabs
          value={tab}
          onChange={(_, value: ContactTab) => setSearchParams(tabParams(value))}
          sx={{ px: 2.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {contactTabs.map((name) => (
            <Tab key={name} value={name} label={t(`tabs.${name}`)} data-testid={`tab-${name}`} />
          ))}
        </Tabs>
        <Content key={tab} />
      </Card>
      {canChangeKeywords && (
        <OptOutSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      )}
    </Stack>
  );
}
