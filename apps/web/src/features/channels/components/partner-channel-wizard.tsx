import { zodResolver } from '@hookform/resolvers/zod';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { CreatePartnerChannelInput, type PartnerApp } from '@parley/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import {
  useCheckPartnerApp,
  useConfigurePartnerWebhook,
  useCreatePartnerChannel,
  usePartnerApp,
} from '../api';
import { PartnerAppForm } from './partner-app-form';

const steps = ['createApp', 'signup', 'appDetails', 'channel', 'webhook'] as const;

/** Where a wizard left earlier (the app id is kept in the address) resumes, from what the app has done. */
const resumeStep = (app: PartnerApp) => (app.channelId ? 4 : app.displayPhoneNumber ? 3 : 1);

/**
 * Spec §2, partner provider: create app, then signup link, then check app details (advance only if
 * a display phone number exists), then create channel, then configure webhook and go to the channels.
 */
export function PartnerChannelWizard() {
  const { t } = useTranslation('channels');
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const appId = searchParams.get('appId');
  // Coming back from the provider's signup page (or a reload): the app is picked up where it is.
  const resumed = usePartnerApp(appId);
  const [current, setApp] = useState<PartnerApp>();
  const app = current ?? resumed.data;
  const [chosenStep, setStep] = useState<number>();
  const step = chosenStep ?? (app ? resumeStep(app) : 0);
  const check = useCheckPartnerApp();
  const createChannel = useCreatePartnerChannel();
  const configureWebhook = useConfigurePartnerWebhook();
  const { control, handleSubmit } = useForm<CreatePartnerChannelInput>({
    resolver: zodResolver(CreatePartnerChannelInput),
    values: { displayName: app?.appName ?? '' },
  });

  const showApp = (next: PartnerApp, nextStep: number) => {
    setApp(next);
    setStep(nextStep);
  };

  const onAppCreated = (created: PartnerApp) => {
    setSearchParams({ provider: 'partner', appId: created.appId });
    showApp(created, 1);
  };

  const checkDetails = () => {
    if (!app) return;
    check.mutate(app.appId, {
      onSuccess: (found) => {
        if (found.displayPhoneNumber) {
          showApp(found, 3);
        } else {
          setApp(found);
        }
      },
      onError: () => toast.error(t('partner.detailsFailed')),
    });
  };

  const onCreateChannel = handleSubmit((body) => {
    if (!app) return;
    createChannel.mutate(
      { appId: app.appId, body },
      {
        onSuccess: (channel) => {
          toast.success(t('create.created'));
          showApp({ ...app, channelId: channel.channelId }, 4);
        },
        onError: () => toast.error(t('create.failedToast')),
      },
    );
  });

  const onConfigureWebhook = () => {
    if (!app) return;
    configureWebhook.mutate(app.appId, {
      onSuccess: () => {
        toast.success(t('partner.webhookConfigured'));
        navigate(paths.dashboard.channels.root);
      },
      onError: (error) => toast.error(errorText(t, error, 'channels:partner.webhookFailed')),
    });
  };

  const signupIncomplete = step === 2 && app && !app.displayPhoneNumber && check.isSuccess;
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Stack spacing={3}>
          <Stepper activeStep={step} alternativeLabel>
            {steps.map((key) => (
              <Step key={key}>
                <StepLabel>{t(`partner.steps.${key}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`partner.descriptions.${steps[step]}`)}
          </Typography>

          {step === 0 && <PartnerAppForm onCreated={onAppCreated} />}

          {step === 1 && app && (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Button
                variant="outlined"
                href={app.link}
                target="_blank"
                rel="noopener"
                endIcon={<OpenInNew />}
                data-testid="partner-signup-link"
              >
                {t('partner.openSignup')}
              </Button>
              <Button variant="contained" onClick={() => setStep(2)} data-testid="partner-signup-done">
                {t('partner.signupDone')}
              </Button>
            </Stack>
          )}

          {step === 2 && app && (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              {signupIncomplete && (
                <Alert severity="warning" data-testid="partner-signup-incomplete">
                  {t('partner.signupIncomplete')}
                </Alert>
              )}
              <Stack direction="row" spacing={2}>
                <Button onClick={() => setStep(1)} color="inherit">
                  {t('partner.back')}
                </Button>
                <Button
                  variant="contained"
                  onClick={checkDetails}
                  loading={check.isPending}
                  data-testid="partner-check-details"
                >
                  {t('partner.checkDetails')}
                </Button>
              </Stack>
            </Stack>
          )}

          {step === 3 && app && (
            <Stack component="form" spacing={3} onSubmit={onCreateChannel} noValidate>
              <Typography>
                {t('partner.numberReady')} <LtrText>{app.displayPhoneNumber}</LtrText>
              </Typography>
              <FormError error={createChannel.error} fallbackKey="channels:create.failed" />
              <FormTextField control={control} name="displayName" label={t('fields.displayName')} required />
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                <Button
                  type="submit"
                  variant="contained"
                  loading={createChannel.isPending}
                  data-testid="partner-create-channel"
                >
                  {t('create.submit')}
                </Button>
              </Stack>
            </Stack>
          )}

          {step === 4 && app && (
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button
                variant="contained"
                onClick={onConfigureWebhook}
                loading={configureWebhook.isPending}
                data-testid="partner-configure-webhook"
              >
                {t('partner.configureWebhook')}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
