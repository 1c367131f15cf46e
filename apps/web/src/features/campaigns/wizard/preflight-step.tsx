import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { CampaignPreflight, RenderedTemplate } from '@parley/contract';
import type { Dispatch } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../../components/ltr-text/ltr-text';
import { errorText } from '../../../lib/error-text';
import { useDateFormat } from '../../../lib/use-date-format';
import { MessagePreview } from './message-preview';
import { ExcludedContactsTable, InvalidContactsTable } from './problem-lists';
import { WizardActions } from './wizard-actions';
import { useCampaignPreflight } from './wizard-api';
import { type ChosenTemplate, campaignInput, type WizardAction, type WizardState } from './wizard-state';

export interface PreflightStepProps {
  channelId: string;
  state: WizardState & { chosen: ChosenTemplate };
  dispatch: Dispatch<WizardAction>;
  onCreate: () => void;
  creating: boolean;
}

/**
 * Step 4, the pre-flight: exactly who the campaign will reach and who it leaves out and why, the
 * number's messaging limit, and the message as three of the recipients will see it. Creating sends
 * to these recipients and no others.
 */
export function PreflightStep({ channelId, state, dispatch, onCreate, creating }: PreflightStepProps) {
  const { t } = useTranslation('campaign-wizard');
  const { dateTime } = useDateFormat();
  const input = useMemo(() => campaignInput(state), [state]);
  const preflight = useCampaignPreflight(channelId, input);
  const result = preflight.data;

  return (
    <Stack spacing={3}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('preflight.summary', {
          name: state.campaignName,
          template: state.chosen.template.name,
          type: t(`types.${state.type}.label`),
        })}{' '}
        {state.schedule.mode === 'now'
          ? t('preflight.sendsNow')
          : t('preflight.sendsAt', { time: dateTime(new Date(state.schedule.time).toISOString()) })}
      </Typography>
      {preflight.error && (
        <Alert severity="error">
          {errorText(t, preflight.error, 'campaign-wizard:messages.preflightFailed')}
        </Alert>
      )}
      {!result && preflight.isPending && <Skeleton variant="rounded" height={160} />}
      {result && (
        <>
          <Counts result={result} />
          {result.recipientCount === 0 && <Alert severity="warning">{t('preflight.nobody')}</Alert>}
          {result.usMarketingCount > 0 && (
            <Alert severity="warning" data-testid="us-marketing-warning">
              {t('preflight.usMarketing', { count: result.usMarketingCount })}
            </Alert>
          )}
          <LimitNotice result={result} dailyLimit={state.dailyLimit} dispatch={dispatch} />
          <ExcludedContactsTable
            excludedContacts={result.excludedContacts}
            total={result.excludedCounts.blocked + result.excludedCounts.optedOut}
          />
          <InvalidContactsTable invalidContacts={result.invalidContacts} total={result.invalidContactCount} />
          {result.previews.length > 0 && (
            <Stack spacing={1.5}>
              <Typography variant="subtitle1" component="h3">
                {t('preflight.previews')}
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(300px, 1fr))' },
                }}
              >
                {result.previews.map((preview) => (
                  <Stack key={preview.phoneNumber} spacing={1} data-testid="recipient-preview">
                    <Typography variant="subtitle2">
                      {preview.name ? `${preview.name} · ` : ''}
                      <LtrText>{preview.phoneNumber}</LtrText>
                    </Typography>
                    <MessagePreview
                      language={state.chosen.template.language}
                      rendered={preview.rendered as RenderedTemplate}
                    />
                  </Stack>
                ))}
              </Box>
            </Stack>
          )}
        </>
      )}
      <WizardActions
        onBack={() => dispatch({ type: 'back' })}
        onNext={onCreate}
        nextLabel={t('actions.create')}
        nextDisabled={!result || result.recipientCount === 0 || preflight.isFetching}
        loading={creating}
      />
    </Stack>
  );
}

function Counts({ result }: { result: CampaignPreflight }) {
  const { t } = useTranslation('campaign-wizard');
  const items = [
    { key: 'recipients', value: result.recipientCount },
    { key: 'duplicates', value: result.duplicateCount },
    { key: 'invalid', value: result.invalidContactCount },
    { key: 'blocked', value: result.excludedCounts.blocked },
    { key: 'optedOut', value: result.excludedCounts.optedOut },
  ] as const;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gap: 1.5, m: 0, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
    >
      {items.map((item) => (
        <Box key={item.key} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`preflight.counts.${item.key}`)}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }} data-testid={`count-${item.key}`}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

interface LimitNoticeProps {
  result: CampaignPreflight;
  dailyLimit: number | null;
  dispatch: Dispatch<WizardAction>;
}

/** The number's messaging limit: what is left of it today, and spreading the campaign when it does not fit. */
function LimitNotice({ result, dailyLimit, dispatch }: LimitNoticeProps) {
  const { t } = useTranslation('campaign-wizard');
  const { limit, usedLast24Hours, remaining, exceedsBy } = result.messagingLimit;
  if (limit === null || remaining === null)
    return <Alert severity="info">{t('preflight.limit.unlimited')}</Alert>;
  const canSpread = remaining > 0;
  return (
    <Alert severity={exceedsBy > 0 ? 'warning' : 'info'} data-testid="messaging-limit">
      <AlertTitle>{t('preflight.limit.title', { limit, used: usedLast24Hours, remaining })}</AlertTitle>
      {exceedsBy > 0 && (
        <Stack spacing={1}>
          <span>{t('preflight.limit.exceeds', { count: exceedsBy })}</span>
          {canSpread && (
            <FormControlLabel
              control={
                <Switch
                  checked={dailyLimit !== null}
                  onChange={(event) =>
                    dispatch({ type: 'setDailyLimit', dailyLimit: event.target.checked ? remaining : null })
                  }
                  slotProps={{ input: { 'data-testid': 'spread-over-days' } as object }}
                />
              }
              label={t('preflight.limit.spread', { count: remaining })}
            />
          )}
        </Stack>
      )}
    </Alert>
  );
}
