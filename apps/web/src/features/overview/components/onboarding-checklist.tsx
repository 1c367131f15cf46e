import ArrowForward from '@mui/icons-material/ArrowForward';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Capability, OnboardingStep } from '@parley/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useCan } from '../../auth/use-can';
import { useSelectedChannel } from '../../channels/selected-channel';
import { useOnboarding } from '../api';

/** Where each step is done, and who may do it there. */
function useStepLinks(): Record<OnboardingStep, { to: string; capability: Capability }> {
  const channelId = useSelectedChannel().selected?.channelId;
  return {
    connectChannel: { to: paths.dashboard.channels.create, capability: 'manageChannels' },
    approveTemplate: channelId
      ? { to: paths.dashboard.channels.templates(channelId), capability: 'manageTemplates' }
      : { to: paths.dashboard.channels.create, capability: 'manageChannels' },
    addContacts: { to: paths.dashboard.contacts.root, capability: 'workContacts' },
    inviteTeam: { to: paths.dashboard.users, capability: 'manageUsers' },
    sendMessage: { to: paths.dashboard.chat, capability: 'workInbox' },
  };
}

/** What a new account does before Parley is of use to it, each step ticked from the account's data. */
export function OnboardingChecklist() {
  const { t, i18n } = useTranslation('overview');
  const onboarding = useOnboarding();
  const links = useStepLinks();
  const steps = onboarding.data?.steps;
  const done = steps?.filter((step) => step.done).length ?? 0;
  const total = steps?.length ?? 0;
  const count = new Intl.NumberFormat(i18n.language);

  return (
    <Card data-testid="onboarding">
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' }, mb: 1.5 }}
        >
          <Typography variant="h6" component="h2">
            {t('checklist.title')}
          </Typography>
          {steps && (
            <Typography
              variant="subtitle2"
              sx={{ color: 'text.secondary' }}
              data-testid="onboarding-progress"
            >
              {t('checklist.progress', { done: count.format(done), total: count.format(total) })}
            </Typography>
          )}
        </Stack>
        {/* The text above says the progress; a progressbar role would read as a page still loading. */}
        <Box
          aria-hidden
          sx={{ height: 8, borderRadius: 4, mb: 2, bgcolor: 'action.hover', overflow: 'hidden' }}
        >
          <Box
            sx={{
              height: 1,
              width: `${total ? (done / total) * 100 : 0}%`,
              bgcolor: 'primary.main',
              borderRadius: 4,
              transition: (theme) => theme.transitions.create('width'),
            }}
          />
        </Box>
        {onboarding.isError && <Alert severity="error">{t('checklist.failed')}</Alert>}
        {onboarding.isPending && <Skeleton variant="rounded" height={320} />}
        <Stack component="ol" spacing={0} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {steps?.map(({ step, done: stepDone }) => (
            <ChecklistStep key={step} step={step} done={stepDone} link={links[step]} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

interface ChecklistStepProps {
  step: OnboardingStep;
  done: boolean;
  link: { to: string; capability: Capability };
}

function ChecklistStep({ step, done, link }: ChecklistStepProps) {
  const { t } = useTranslation('overview');
  const allowed = useCan(link.capability);
  return (
    <Stack
      component="li"
      direction="row"
      spacing={2}
      sx={{ py: 2, borderTop: 1, borderColor: 'divider', alignItems: 'flex-start' }}
      data-testid={`onboarding-${step}`}
      data-done={done}
    >
      {done ? (
        <CheckCircle color="success" sx={{ mt: 0.25 }} titleAccess={t('checklist.done')} />
      ) : (
        <RadioButtonUnchecked sx={{ mt: 0.25, color: 'text.disabled' }} titleAccess={t('checklist.toDo')} />
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ color: done ? 'text.secondary' : 'text.primary' }}
        >
          {t(`checklist.steps.${step}.title`)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(`checklist.steps.${step}.description`)}
        </Typography>
        {!done && !allowed && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('checklist.askAdmin')}
          </Typography>
        )}
        {!done && allowed && (
          <Button
            component={RouterLink}
            to={link.to}
            size="small"
            variant="outlined"
            sx={{ mt: 1 }}
            endIcon={
              <ArrowForward
                sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
              />
            }
            data-testid={`onboarding-${step}-action`}
          >
            {t(`checklist.steps.${step}.action`)}
          </Button>
        )}
      </Box>
    </Stack>
  );
}
