import AddIcon from '@mui/icons-material/Add';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApiKey, CreatedApiKey } from '@parley/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { FirstItemState } from '../../../components/first-item-state/first-item-state';
import { useToast } from '../../../components/toast/toast-provider';
import { useApiKeys, useRevokeApiKey } from '../api';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { CreatedApiKeyDialog } from './created-api-key-dialog';
import { UseTheApiPanel } from './use-the-api-panel';

/**
 * Settings → API Key (spec §2, account admins): the account's keys, created with a name and an
 * optional expiry and revoked with remarks, and how to call the API with one.
 */
export function ApiKeyTab() {
  const { t } = useTranslation('api-keys');
  const toast = useToast();
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  // The secret of a key created in this visit: shown once in its dialog, then kept for the examples.
  const [created, setCreated] = useState<CreatedApiKey>();
  const [showingCreated, setShowingCreated] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey>();

  useEffect(() => {
    if (keys.isError) toast.error(t('messages.fetchFailed'));
  }, [keys.isError, toast, t]);

  const createdStillWorks =
    created && keys.data?.data.find((key) => key.apiKeyId === created.apiKeyId)?.status !== 'revoked';

  return (
    <Stack spacing={3}>
      <Card>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ p: { xs: 2, sm: 3 }, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2">
              {t('title')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('description')}
            </Typography>
          </Stack>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setCreating(true)}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
            data-testid="create-api-key"
          >
            {t('create.action')}
          </Button>
        </Stack>
        <ApiKeysTable
          list={keys}
          onRevoke={setRevoking}
          empty={
            <FirstItemState
              icon={<KeyOutlined />}
              title={t('empty.title')}
              description={t('empty.description')}
              action={null}
            />
          }
        />
      </Card>
      <UseTheApiPanel apiKey={createdStillWorks ? created.apiKey : undefined} />
      <CreateApiKeyDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
          setShowingCreated(true);
        }}
      />
      <CreatedApiKeyDialog
        created={showingCreated ? created : undefined}
        onClose={() => setShowingCreated(false)}
      />
      <DeleteDialog
        item={revoking}
        onClose={() => setRevoking(undefined)}
        remove={({ apiKeyId }) => revoke.mutateAsync(apiKeyId)}
        pending={revoke.isPending}
        title={t('revoke.title')}
        content={(key) => t('revoke.content', { name: key?.name ?? '' })}
        confirmLabel={t('revoke.action')}
        deletedText={t('messages.revoked')}
        failedKey="api-keys:messages.revokeFailed"
      />
    </Stack>
  );
}
