import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { CreatePartnerAppInput, type PartnerApp } from '@parley/contract';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useCreatePartnerApp } from '../api';

/** Partner step 1: the app at the provider (spec §7: appName, templateMessaging, disableOptinPrefUrl). */
export function PartnerAppForm({ onCreated }: { onCreated: (app: PartnerApp) => void }) {
  const { t } = useTranslation('channels');
  const toast = useToast();
  const mutation = useCreatePartnerApp();
  const { control, handleSubmit, setError } = useForm<CreatePartnerAppInput>({
    resolver: zodResolver(CreatePartnerAppInput),
    defaultValues: { appName: '', templateMessaging: true, disableOptinPrefUrl: false },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (app) => {
        toast.success(t('partner.appCreated'));
        onCreated(app);
      },
      onError: (error) => {
        applyFieldErrors(error, setError, ['appName']);
        toast.error(t('partner.appFailed'));
      },
    }),
  );

  const toggles = ['templateMessaging', 'disableOptinPrefUrl'] as const;
  return (
    <Stack component="form" spacing={3} onSubmit={onSubmit} noValidate>
      <FormError error={mutation.error} fallbackKey="channels:partner.appFailed" />
      <FormTextField
        control={control}
        name="appName"
        label={t('partner.fields.appName')}
        helperText={t('partner.appNameHint')}
        required
        autoFocus
      />
      {toggles.map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch checked={field.value ?? false} onChange={(_, checked) => field.onChange(checked)} />
              }
              label={t(`partner.fields.${name}`)}
            />
          )}
        />
      ))}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          loading={mutation.isPending}
          data-testid="partner-create-app"
        >
          {t('partner.createApp')}
        </Button>
      </Stack>
    </Stack>
  );
}
