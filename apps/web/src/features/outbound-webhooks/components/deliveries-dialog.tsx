import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type {
  OutboundWebhookDelivery,
  OutboundWebhookDeliveryStatus,
  OutboundWebhookEndpoint,
} from '@parley/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/table/data-table';
import { ListPagination } from '../../../components/table/list-pagination';
import type { PageState } from '../../../components/table/page-state';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { useClosingValue } from '../../../lib/use-closing-value';
import { useDateFormat } from '../../../lib/use-date-format';
import { useResendWebhookDelivery, useWebhookDeliveries } from '../api';

const statusColors: Record<OutboundWebhookDeliveryStatus, 'warning' | 'success' | 'error'> = {
  pending: 'warning',
  delivered: 'success',
  failed: 'error',
};

export interface DeliveriesDialogProps {
  /** The endpoint whose log is shown; the dialog is open while there is one. */
  endpoint: OutboundWebhookEndpoint | undefined;
  onClose: () => void;
}

/** An endpoint's delivery log, newest first: how each delivery went, and a way to send it again. */
export function DeliveriesDialog({ endpoint: requested, onClose }: DeliveriesDialogProps) {
  const { t } = useTranslation('outbound-webhooks');
  const theme = useTheme();
  const onPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const open = requested !== undefined;
  const endpoint = useClosingValue(requested, open);

  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth fullScreen={onPhone}>
      <DialogTitle>
        {t('deliveries.title')}
        <Typography variant="body2" dir="ltr" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {endpoint?.url}
        </Typography>
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 0, sm: 3 } }}>
        {endpoint && <DeliveryLog endpoint={endpoint} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function DeliveryLog({ endpoint }: { endpoint: OutboundWebhookEndpoint }) {
  const { t } = useTranslation('outbound-webhooks');
  const toast = useToast();
  const { dateTime } = useDateFormat();
  const [page, setPage] = useState<PageState>({ page: 1, records: 20 });
  const deliveries = useWebhookDeliveries(endpoint.endpointId, page);
  const resend = useResendWebhookDelivery();

  const handleResend = (delivery: OutboundWebhookDelivery) =>
    resend.mutate(
      { endpointId: endpoint.endpointId, deliveryId: delivery.deliveryId },
      {
        onSuccess: () => toast.success(t('messages.resent')),
        onError: (error) => toast.error(errorText(t, error, 'outbound-webhooks:messages.failed')),
      },
    );
  const nextTry = (delivery: OutboundWebhookDelivery) =>
    delivery.status !== 'pending'
      ? '—'
      : delivery.nextAttemptAt
        ? dateTime(delivery.nextAttemptAt)
        : t('deliveries.waiting');

  return (
    <Stack spacing={2}>
      {!endpoint.enabled && (
        <Alert severity="info" sx={{ mx: { xs: 2, sm: 0 } }}>
          {t('deliveries.disabledNote')}
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end', px: { xs: 1, sm: 0 } }}>
        <IconButton
          onClick={() => void deliveries.refetch()}
          aria-label={t('actions.refresh')}
          data-testid="refresh-deliveries"
        >
          <Refresh />
        </IconButton>
      </Stack>
      {deliveries.data?.totalRecords === 0 ? (
        <Typography
          sx={{ color: 'text.secondary', textAlign: 'center', py: 6 }}
          data-testid="deliveries-empty"
        >
          {t('deliveries.empty')}
        </Typography>
      ) : (
        <DataTable
          columns={[
            {
              id: 'event',
              label: t('deliveries.event'),
              phone: 'title',
              render: (delivery) => t(`events.${delivery.event}`),
            },
            {
              id: 'status',
              label: t('deliveries.status'),
              render: (delivery) => (
                <Chip
                  size="small"
                  variant="outlined"
                  color={statusColors[delivery.status]}
                  label={t(`deliveryStatus.${delivery.status}`)}
                  data-testid="delivery-status"
                />
              ),
            },
            {
              id: 'attempts',
              label: t('deliveries.attempts'),
              align: 'right',
              render: (delivery) => delivery.attempts,
            },
            {
              id: 'response',
              label: t('deliveries.response'),
              testId: 'delivery-response',
              render: (delivery) =>
                delivery.lastResponseCode ?? (delivery.lastError ? t(`failures.${delivery.lastError}`) : '—'),
            },
            {
              id: 'lastAttemptAt',
              label: t('deliveries.lastAttempt'),
              sx: { whiteSpace: 'nowrap' },
              render: (delivery) => (delivery.lastAttemptAt ? dateTime(delivery.lastAttemptAt) : '—'),
            },
            {
              id: 'nextAttemptAt',
              label: t('deliveries.nextAttempt'),
              sx: { whiteSpace: 'nowrap' },
              render: nextTry,
            },
          ]}
          rows={deliveries.data?.data}
          rowKey={(delivery) => delivery.deliveryId}
          rowTestId="delivery-row"
          stale={deliveries.isPlaceholderData}
          minWidth={760}
          size="small"
          actions={{
            label: t('actions.resend'),
            render: (delivery) => (
              <Button
                size="small"
                onClick={() => handleResend(delivery)}
                disabled={
                  !endpoint.enabled ||
                  (resend.isPending && resend.variables.deliveryId === delivery.deliveryId)
                }
                data-testid="resend-delivery"
              >
                {t('actions.resend')}
              </Button>
            ),
          }}
        />
      )}
      {deliveries.data && deliveries.data.totalRecords > 0 && (
        <ListPagination
          totalRecords={deliveries.data.totalRecords}
          state={page}
          onChange={(change) =>
            setPage((current) => ({ ...current, ...change, ...(change.records ? { page: 1 } : {}) }))
          }
        />
      )}
    </Stack>
  );
}
