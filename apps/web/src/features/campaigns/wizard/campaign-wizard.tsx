import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Dispatch, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/toast-provider';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { InformationStep } from './information-step';
import { MessageStep } from './message-step';
import { PreflightStep } from './preflight-step';
import { TemplateStep } from './template-step';
import { useCreateCampaign } from './wizard-api';
import {
  campaignInput,
  initialWizardState,
  type WizardAction,
  type WizardState,
  wizardReducer,
  wizardSteps,
} from './wizard-state';

export interface CampaignWizardProps {
  channelId: string;
}

/** Spec §2's four steps: information, template, message and schedule, pre-flight; then the channel's list. */
export function CampaignWizard({ channelId }: CampaignWizardProps) {
  const { t } = useTranslation('campaign-wizard');
  const toast = useToast();
  const navigate = useNavigate();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [state, dispatch] = useReducer(wizardReducer, new Date(), initialWizardState);
  const create = useCreateCampaign(channelId);

  const handleCreate = () => {
    const input = campaignInput(state);
    if (!input) return;
    create.mutate(input, {
      onSuccess: () => {
        toast.success(t('messages.created'));
        dispatch({ type: 'reset', now: new Date() });
        navigate(paths.dashboard.broadcast.channel(channelId));
      },
      onError: (error) => toast.error(errorText(t, error, 'campaign-wizard:messages.createFailed')),
    });
  };

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          {phone ? (
            <Stack spacing={0.5}>
              <Typography variant="overline" sx={{ color: 'text.secondary' }} data-testid="step-counter">
                {t('stepOf', { step: state.step + 1, count: wizardSteps.length })}
              </Typography>
              <Typography variant="h6" component="h2">
                {t(`steps.${state.step}`)}
              </Typography>
            </Stack>
          ) : (
            <Stepper activeStep={state.step} alternativeLabel>
              {wizardSteps.map((title, index) => (
                <Step key={title}>
                  <StepLabel>{t(`steps.${index}`)}</StepLabel>
                </Step>
              ))}
            </Stepper>
          )}
          <CurrentStep
            channelId={channelId}
            state={state}
            dispatch={dispatch}
            onCreate={handleCreate}
            creating={create.isPending}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

interface CurrentStepProps {
  channelId: string;
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  onCreate: () => void;
  creating: boolean;
}

function CurrentStep({ channelId, state, dispatch, onCreate, creating }: CurrentStepProps) {
  const { chosen } = state;
  if (state.step === 0)
    return (
      <InformationStep
        values={{ campaignName: state.campaignName, type: state.type }}
        onSubmit={(values) => {
          dispatch({ type: 'setDetails', campaignName: values.campaignName, campaignType: values.type });
          dispatch({ type: 'next' });
        }}
      />
    );
  if (state.step === 1 || !chosen)
    return (
      <TemplateStep
        channelId={channelId}
        chosen={chosen}
        onChoose={(template) => dispatch({ type: 'chooseTemplate', template })}
        onBack={() => dispatch({ type: 'back' })}
        onNext={() => dispatch({ type: 'next' })}
      />
    );
  const withTemplate = { ...state, chosen };
  if (state.step === 2) return <MessageStep channelId={channelId} state={withTemplate} dispatch={dispatch} />;
  return (
    <PreflightStep
      channelId={channelId}
      state={withTemplate}
      dispatch={dispatch}
      onCreate={onCreate}
      creating={creating}
    />
  );
}
