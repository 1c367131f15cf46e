import FacebookOutlined from '@mui/icons-material/FacebookOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CompleteEmbeddedSignupInput } from '@parley/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { useCompleteEmbeddedSignup, useEmbeddedSignupConfig } from '../api';
import { EmbeddedSignupCancelled, loadFacebookSdk, runEmbeddedSignup } from '../embedded-signup';

const displayNameField = CompleteEmbeddedSignupInput.shape.displayName;

/** Spec §2: connect a cloud channel by social login (Meta's Embedded Signup, or the simulator's). */
export default function EmbeddedSignupPage() {
  const { t } = useTranslation('channels');
  const toast = useToast();
  const navigate = useNavigate();
  const config = useEmbeddedSignupConfig();
  const mutation = useCompleteEmbeddedSignup();
  const [inDialog, setInDialog] = useState(false);
  const { control, getValues, setError } = useForm<{ displayName: string }>({
    defaultValues: { displayName: '' },
  });

  useEffect(() => {
    if (config.data && !config.data.simulatorDialogUrl) loadFacebookSdk(config.data).catch(() => {});
  }, [config.data]);

  // Everything before the dialog opens happens in the click itself, or the browser blocks the popup.
  const connect = () => {
    if (!config.data) return;
    const name = displayNameField.safeParse(getValues('displayName'));
    if (!name.success) {
      setError('displayName', { type: 'validate', message: name.error.issues[0]?.message });
      return;
    }
    setInDialog(true);
    runEmbeddedSignup(config.data)
      .then((result) =>
        mutation.mutateAsync({ displayName: name.data, ...result }).then((channel) => {
          toast.success(t('create.created'));
          navigate(paths.dashboard.channels.details(channel.channelId));
        }),
      )
      .catch((error: unknown) => {
        if (error instanceof EmbeddedSignupCancelled) toast.info(t('embeddedSignup.cancelled'));
        else toast.error(t('create.failedToast'));
      })
      .finally(() => setInDialog(false));
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {t('embeddedSignup.title')}
      </Typography>
      {config.isPending ? (
        // Until the configuration is in, there is nothing to connect with.
        <Skeleton variant="rounded" height={240} />
      ) : config.isSuccess && !config.data ? (
        <Alert severity="info">{t('embeddedSignup.unavailable')}</Alert>
      ) : (
        <Card>
          <CardContent sx={{ p: 3 }}>
            <Stack spacing={3}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('embeddedSignup.description')}
              </Typography>
              {config.data?.simulatorDialogUrl && (
                <Alert severity="info">{t('embeddedSignup.simulator')}</Alert>
              )}
              <FormError error={mutation.error} fallbackKey="channels:create.failed" />
              <FormTextField control={control} name="displayName" label={t('fields.displayName')} required />
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                <Button
                  variant="contained"
                  startIcon={<FacebookOutlined />}
                  onClick={connect}
                  loading={inDialog || mutation.isPending}
                  disabled={!config.data}
                  data-testid="embedded-signup-connect"
                >
                  {t('embeddedSignup.connect')}
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
