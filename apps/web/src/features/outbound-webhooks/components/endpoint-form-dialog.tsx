import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  CreateOutboundWebhookInput,
  type OutboundWebhookEndpoint,
  type OutboundWebhookEndpointWithSecret,
  type OutboundWebhookEvent,
} from '@parley/contract';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useClosingValue } from '../../../lib/use-closing-value';
import { useCreateWebhookEndpoint, useUpdateWebhookEndpoint } from '../api';
import { FormEventCheckboxes } from './event-checkboxes';

interface EndpointFormValues {
  url: string;
  events: OutboundWebhookEvent[];
}

const resolver = zodResolver(CreateOutboundWebhookInput) as unknown as Resolver<EndpointFormValues>;
const serverFields = ['url', 'events'];
const emptyForm: EndpointFormValues = { url: '', events: [] };

export interface EndpointFormDialogProps {
  open: boolean;
  /** The endpoint to edit; without one the dialog adds an endpoint. */
  endpoint?: OutboundWebhookEndpoint;
  onClose: () => void;
  /** An endpoint was added: its secret is to be shown, this once. */
  onCreated: (created: OutboundWebhookEndpointWithSecret) => void;
}

/** Adds an endpoint (its URL and events), or changes one's. */
export function EndpointFormDialog({
  open,
  endpoint: requested,
  onClose,
  onCreated,
}: EndpointFormDialogProps) {
  const { t } = useTranslation('outbound-webhooks');
  const toast = useToast();
  const endpoint = useClosingValue(requested, open);
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const { control, handleSubmit, setError, reset, formState } = useForm<EndpointFormValues>({
    resolver,
    values: endpoint ? { url: endpoint.url, events: endpoint.events } : emptyForm,
  });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (endpoint) {
        // Only what the form holds: the endpoint's switch stays where it is.
        const { url, events } = values;
        await update.mutateAsync({ endpointId: endpoint.endpointId, body: { url, events } });
        toast.success(t('messages.updated'));
      } else {
        onCreated(await create.mutateAsync(values));
        toast.success(t('messages.added'));
      }
      close();
    } catch (error) {
      if (!applyFieldErrors(error, setError, serverFields)) {
        toast.error(errorText(t, error, 'outbound-webhooks:messages.failed'));
      }
    }
  });

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <form onSubmit={onSubmit} noValidate data-testid="endpoint-form">
        <DialogTitle>{t(endpoint ? 'form.editTitle' : 'form.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="url"
              type="url"
              label={t('fields.url')}
              helperText={t('fields.urlHint')}
              placeholder="https://"
              required
              autoFocus
              inputProps={{ dir: 'ltr', spellCheck: false }}
            />
            <FormEventCheckboxes control={control} name="events" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={formState.isSubmitting}
            data-testid="save-endpoint"
          >
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
