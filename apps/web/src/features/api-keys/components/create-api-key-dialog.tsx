import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { CreatedApiKey } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { errorText } from '../../../lib/error-text';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useCreateApiKey } from '../api';
import { ApiKeyFormValues, emptyApiKeyForm, toApiKeyInput, today } from '../api-key-form';

const serverFields = Object.keys(emptyApiKeyForm);

export interface CreateApiKeyDialogProps {
  open: boolean;
  onClose: () => void;
  /** The new key, with its secret, which only this answer carries. */
  onCreated: (created: CreatedApiKey) => void;
}

/** Creates an API key with a name and, optionally, the last day it works. */
export function CreateApiKeyDialog({ open, onClose, onCreated }: CreateApiKeyDialogProps) {
  const { t } = useTranslation('api-keys');
  const toast = useToast();
  const create = useCreateApiKey();
  const { control, handleSubmit, setError, reset, formState } = useForm<ApiKeyFormValues>({
    resolver: zodResolver(ApiKeyFormValues),
    defaultValues: emptyApiKeyForm,
  });

  const close = () => {
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(toApiKeyInput(values));
      toast.success(t('messages.created'));
      reset();
      onCreated(created);
    } catch (error) {
      if (!applyFieldErrors(error, setError, serverFields)) {
        toast.error(errorText(t, error, 'api-keys:messages.createFailed'));
      }
    }
  });

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <form onSubmit={onSubmit} noValidate data-testid="api-key-form">
        <DialogTitle>{t('create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <FormTextField
              control={control}
              name="name"
              label={t('fields.name')}
              helperText={t('create.nameHint')}
              required
              autoFocus
              autoComplete="off"
            />
            <FormTextField
              control={control}
              name="expiresAt"
              type="date"
              label={t('fields.expiresAt')}
              helperText={t('create.expiryHint')}
              inputProps={{ min: today(), 'data-testid': 'api-key-expiry' }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={close}>
            {t('components:actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            loading={formState.isSubmitting}
            data-testid="create-api-key-submit"
          >
            {t('create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
