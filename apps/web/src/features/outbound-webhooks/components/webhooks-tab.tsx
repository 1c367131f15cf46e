import Add from '@mui/icons-material/Add';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Typography from '@mui/material/Typography';
import { type OutboundWebhookEndpoint, outboundWebhookLimits } from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { DeleteDialog } from '../../../components/confirm-dialog/delete-dialog';
import { FirstItemState } from '../../../components/first-item-state/first-item-state';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useDeleteWebhookEndpoint, useRollWebhookSecret, useWebhookEndpoints } from '../api';
import { DeliveriesDialog } from './deliveries-dialog';
import { EndpointFormDialog } from './endpoint-form-dialog';
import { EndpointsTable } from './endpoints-table';
import { SecretDialog } from './secret-dialog';

/**
 * Settings → Webhooks (account admins): the endpoints Parley POSTs the account's events to, each with
 * its signing secret (shown once), its switch and its delivery log.
 */
export function WebhooksTab() {
  const { t } = useTranslation('outbound-webhooks');
  const toast = useToast();
  const endpoints = useWebhookEndpoints();
  const remove = useDeleteWebhookEndpoint();
  const roll = useRollWebhookSecret();
  const [form, setForm] = useState<{ endpoint?: OutboundWebhookEndpoint } | undefined>();
  const [secret, setSecret] = useState<{ url: string; secret: string } | undefined>();
  const [deleting, setDeleting] = useState<OutboundWebhookEndpoint | undefined>();
  const [rolling, setRolling] = useState<OutboundWebhookEndpoint | undefined>();
  const [logOf, setLogOf] = useState<OutboundWebhookEndpoint | undefined>();
  const list = endpoints.data?.data;
  const atLimit = (list?.length ?? 0) >= outboundWebhookLimits.endpointsPerAccount;

  const addButton = (
    <Button
      variant="contained"
      startIcon={<Add />}
      onClick={() => setForm({})}
      disabled={atLimit || !endpoints.data}
      data-testid="add-endpoint"
    >
      {t('add')}
    </Button>
  );

  const confirmRoll = () => {
    if (!rolling) return;
    roll.mutate(rolling.endpointId, {
      onSuccess: (rolled) => {
        setRolling(undefined);
        setSecret({ url: rolled.url, secret: rolled.secret });
        toast.success(t('messages.rolled'));
      },
      onError: (error) => toast.error(errorText(t, error, 'outbound-webhooks:messages.failed')),
    });
  };

  return (
    <Card data-testid="webhooks-tab">
      <CardHeader
        title={t('title')}
        subheader={
          <>
            {t('description')}{' '}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('verifyHint')}
            </Typography>
          </>
        }
        action={list && list.length > 0 ? addButton : undefined}
        sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 2, '& .MuiCardHeader-action': { m: 0 } }}
      />
      {endpoints.isError ? (
        <Typography sx={{ p: 3, color: 'error.main' }}>{t('messages.loadFailed')}</Typography>
      ) : list && list.length === 0 ? (
        <FirstItemState
          icon={<WebhookOutlined />}
          title={t('empty.title')}
          description={t('empty.description')}
          action={addButton}
        />
      ) : (
        <EndpointsTable
          endpoints={list}
          onEdit={(endpoint) => setForm({ endpoint })}
          onShowDeliveries={setLogOf}
          onRollSecret={setRolling}
          onDelete={setDeleting}
        />
      )}
      {atLimit && (
        <Typography variant="body2" sx={{ p: 2, color: 'text.secondary' }}>
          {t('limitReached', { count: outboundWebhookLimits.endpointsPerAccount })}
        </Typography>
      )}
      <EndpointFormDialog
        open={form !== undefined}
        endpoint={form?.endpoint}
        onClose={() => setForm(undefined)}
        onCreated={(created) => setSecret({ url: created.url, secret: created.secret })}
      />
      <SecretDialog shown={secret} onClose={() => setSecret(undefined)} />
      <DeliveriesDialog endpoint={logOf} onClose={() => setLogOf(undefined)} />
      <ConfirmDialog
        open={rolling !== undefined}
        title={t('roll.title')}
        content={t('roll.content')}
        confirmLabel={t('roll.confirm')}
        onConfirm={confirmRoll}
        onClose={() => setRolling(undefined)}
        pending={roll.isPending}
      />
      <DeleteDialog
        item={deleting}
        onClose={() => setDeleting(undefined)}
        remove={(endpoint) => remove.mutateAsync(endpoint.endpointId)}
        pending={remove.isPending}
        title={t('delete.title')}
        content={(endpoint) => t('delete.content', { url: endpoint?.url ?? '' })}
        confirmLabel={t('delete.confirm')}
        deletedText={t('messages.deleted')}
        failedKey="outbound-webhooks:messages.failed"
      />
    </Card>
  );
}
