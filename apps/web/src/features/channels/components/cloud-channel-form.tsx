import { zodResolver } from '@hookform/resolvers/zod';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CreateCloudChannelInput } from '@parley/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useCreateCloudChannel, useSandboxCredentials } from '../api';

/** Spec §2, cloud provider: one step that checks the number with the provider and advances on success. */
export function CloudChannelForm() {
  const { t } = useTranslation('channels');
  const toast = useToast();
  const navigate = useNavigate();
  const sandbox = useSandboxCredentials();
  const mutation = useCreateCloudChannel();
  const { control, handleSubmit, setError, setValue, getValues } = useForm<CreateCloudChannelInput>({
    resolver: zodResolver(CreateCloudChannelInput),
    defaultValues: { displayName: '', businessAccountId: '', apiKey: '' },
  });

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (channel) => {
        toast.success(t('create.created'));
        navigate(paths.dashboard.channels.details(channel.channelId));
      },
      onError: (error) => {
        applyFieldErrors(error, setError, ['displayName', 'businessAccountId', 'apiKey']);
        toast.error(t('create.failedToast'));
      },
    }),
  );

  const useSandbox = () => {
    if (!sandbox.data) return;
    if (!getValues('displayName').trim()) {
      setValue('displayName', t('create.sandboxName'), { shouldValidate: true });
    }
    setValue('businessAccountId', sandbox.data.businessAccountId, { shouldValidate: true });
    setValue('apiKey', sandbox.data.apiKey, { shouldValidate: true });
  };

  return (
    <Stack spacing={3}>
      {sandbox.data && (
        <Alert severity="info" icon={<ScienceOutlined />} sx={{ '& .MuiAlert-message': { flexGrow: 1 } }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
          >
            <span>{t('create.sandbox')}</span>
            <Button
              color="inherit"
              variant="outlined"
              size="small"
              onClick={useSandbox}
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
              data-testid="use-sandbox"
            >
              {t('create.sandboxAction')}
            </Button>
          </Stack>
        </Alert>
      )}
      <Card>
        <CardContent component="form" onSubmit={onSubmit} noValidate sx={{ p: 3 }}>
          <Stack spacing={3}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('create.description')}
            </Typography>
            <FormError error={mutation.error} fallbackKey="channels:create.failed" />
            <FormTextField
              control={control}
              name="displayName"
              label={t('fields.displayName')}
              required
              autoFocus
            />
            <FormTextField
              control={control}
              name="businessAccountId"
              label={t('fields.businessAccountId')}
              required
              inputProps={{ inputMode: 'numeric' }}
            />
            <FormTextField
              control={control}
              name="apiKey"
              type="password"
              label={t('fields.accessToken')}
              required
              helperText={t('create.tokenHint')}
              autoComplete="off"
            />
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => navigate(paths.dashboard.channels.root)} color="inherit">
                {t('create.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                loading={mutation.isPending}
                data-testid="create-channel"
              >
                {t('create.submit')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
