import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field/search-field';
import { useToast } from '../../../components/toast/toast-provider';
import { useBlockedContacts } from '../api';
import { toPageQuery, useListState } from '../list-state';
import { useContactActions } from '../use-contact-actions';
import { ContactsTable } from './contacts-table';

/** Spec §9: the blocked-contacts page holds 20. */
const blockedPageSize = 20;

/** Blocked contacts: their messages are kept, but nothing automatic answers them and no campaign reaches them. */
export function BlockedTab() {
  const { t } = useTranslation('contacts');
  const toast = useToast();
  const [state, setState] = useListState(blockedPageSize);
  const blocked = useBlockedContacts(toPageQuery(state));
  const { setBlocked, blockPending } = useContactActions();

  useEffect(() => {
    if (blocked.isError) toast.error(t('errors.fetchBlocked'));
  }, [blocked.isError, toast, t]);

  return (
    <>
      <Stack direction="row" sx={{ p: 2.5 }}>
        <SearchField
          value={state.searchTerm}
          onChange={(searchTerm) => setState({ searchTerm })}
          placeholder={t('contacts.search')}
        />
      </Stack>
      <ContactsTable
        list={blocked}
        state={state}
        onChange={setState}
        sortable={false}
        pageSizes={[blockedPageSize]}
        renderActions={(contact) => (
          <Button
            size="small"
            variant="outlined"
            disabled={blockPending}
            onClick={() => setBlocked(contact.contactId, false)}
            data-testid="unblock-contact"
          >
            {t('actions.unblock')}
          </Button>
        )}
      />
    </>
  );
}
