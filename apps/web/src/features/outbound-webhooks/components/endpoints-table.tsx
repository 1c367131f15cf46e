import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { OutboundWebhookEndpoint } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { RowActionsMenu } from '../../../components/row-actions-menu/row-actions-menu';
import { DataTable } from '../../../components/table/data-table';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useDateFormat } from '../../../lib/use-date-format';
import { useUpdateWebhookEndpoint } from '../api';

export interface EndpointsTableProps {
  endpoints: OutboundWebhookEndpoint[] | undefined;
  onEdit: (endpoint: OutboundWebhookEndpoint) => void;
  onShowDeliveries: (endpoint: OutboundWebhookEndpoint) => void;
  onRollSecret: (endpoint: OutboundWebhookEndpoint) => void;
  onDelete: (endpoint: OutboundWebhookEndpoint) => void;
}

/** The account's endpoints, one row each, each switched on or off where it stands. */
export function EndpointsTable({
  endpoints,
  onEdit,
  onShowDeliveries,
  onRollSecret,
  onDelete,
}: EndpointsTableProps) {
  const { t } = useTranslation('outbound-webhooks');
  const toast = useToast();
  const { date, dateTime } = useDateFormat();
  const update = useUpdateWebhookEndpoint();

  const setEnabled = (endpoint: OutboundWebhookEndpoint, enabled: boolean) =>
    update.mutate(
      { endpointId: endpoint.endpointId, body: { enabled } },
      {
        onSuccess: () => toast.success(t(enabled ? 'messages.enabled' : 'messages.disabled')),
        onError: (error) => toast.error(errorText(t, error, 'outbound-webhooks:messages.failed')),
      },
    );
  // While its change is on the way, a switch shows where it is going.
  const shownEnabled = (endpoint: OutboundWebhookEndpoint) =>
    update.isPending && update.variables.endpointId === endpoint.endpointId
      ? Boolean(update.variables.body.enabled)
      : endpoint.enabled;

  return (
    <DataTable
      columns={[
        {
          id: 'url',
          label: t('fields.url'),
          phone: 'title',
          sx: { maxWidth: 320 },
          render: (endpoint) => (
            <Typography
              variant="body2"
              dir="ltr"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              data-testid="endpoint-url"
            >
              {endpoint.url}
            </Typography>
          ),
        },
        {
          id: 'events',
          label: t('fields.events'),
          render: (endpoint) => (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {endpoint.events.map((event) => (
                <Chip key={event} label={t(`events.${event}`)} size="small" variant="outlined" />
              ))}
            </Stack>
          ),
        },
        {
          id: 'status',
          label: t('fields.status'),
          testId: 'endpoint-status',
          render: (endpoint) => (
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <Chip
                size="small"
                color={
                  endpoint.enabled ? 'success' : endpoint.disabledReason === 'failing' ? 'error' : 'default'
                }
                label={t(
                  endpoint.enabled ? 'status.enabled' : `status.${endpoint.disabledReason ?? 'byUser'}`,
                )}
              />
              {endpoint.failingSince && (
                <Typography variant="caption" sx={{ color: 'error.main' }} data-testid="endpoint-failing">
                  {t('status.failingSince', { date: dateTime(endpoint.failingSince) })}
                </Typography>
              )}
            </Stack>
          ),
        },
        {
          id: 'enabled',
          label: t('fields.enabled'),
          render: (endpoint) => (
            <Switch
              checked={shownEnabled(endpoint)}
              onChange={(event) => setEnabled(endpoint, event.target.checked)}
              slotProps={{ input: { 'aria-label': t('fields.enabled') } }}
              data-testid="endpoint-enabled"
            />
          ),
        },
        {
          id: 'createdAt',
          label: t('fields.createdAt'),
          sx: { whiteSpace: 'nowrap' },
          render: (endpoint) => date(endpoint.createdAt),
        },
      ]}
      rows={endpoints}
      rowKey={(endpoint) => endpoint.endpointId}
      rowTestId="endpoint-row"
      minWidth={760}
      actions={{
        label: t('actions.menu'),
        render: (endpoint) => (
          <RowActionsMenu
            label={t('actions.menu')}
            testId="endpoint-menu"
            actions={[
              {
                label: t('actions.deliveries'),
                icon: <ListAltOutlined fontSize="small" />,
                onSelect: () => onShowDeliveries(endpoint),
                testId: 'endpoint-deliveries',
              },
              {
                label: t('actions.edit'),
                icon: <EditOutlined fontSize="small" />,
                onSelect: () => onEdit(endpoint),
                testId: 'endpoint-edit',
              },
              {
                label: t('actions.rollSecret'),
                icon: <KeyOutlined fontSize="small" />,
                onSelect: () => onRollSecret(endpoint),
                testId: 'endpoint-roll-secret',
              },
              {
                label: t('actions.delete'),
                icon: <DeleteOutlined fontSize="small" />,
                onSelect: () => onDelete(endpoint),
                destructive: true,
                testId: 'endpoint-delete',
              },
            ]}
          />
        ),
      }}
    />
  );
}
