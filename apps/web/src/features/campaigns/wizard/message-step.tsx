import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { campaignVariableColumns } from '@parley/contract';
import { type Dispatch, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useDebouncedValue } from '../../contacts/use-debounced-value';
import { allFilled } from '../../inbox/template-message/template-fields';
import { VariableFields } from '../../inbox/template-message/variable-fields';
import { MessagePreview, renderChosen } from './message-preview';
import { InvalidContactsTable } from './problem-lists';
import { RecipientsPicker } from './recipients-picker';
import { isPast, ScheduleFields } from './schedule-fields';
import { firstRowVariables, mappingComplete } from './sheet-columns';
import { SheetPanel } from './sheet-panel';
import { WizardActions } from './wizard-actions';
import { useCampaignPreflight } from './wizard-api';
import {
  type ChosenTemplate,
  campaignInput,
  hasRecipients,
  type WizardAction,
  type WizardState,
} from './wizard-state';

export interface MessageStepProps {
  channelId: string;
  state: WizardState & { chosen: ChosenTemplate };
  dispatch: Dispatch<WizardAction>;
}

/**
 * Step 3: a standard campaign's values and recipients, or a dynamic campaign's sheet and its
 * columns; then when to send. The recipients are counted (and a sheet's bad rows listed) by the
 * pre-flight as the choice changes.
 */
export function MessageStep({ channelId, state, dispatch }: MessageStepProps) {
  const { t } = useTranslation('campaign-wizard');
  const [showMissing, setShowMissing] = useState(false);
  const { chosen, type, sheet } = state;
  const components = chosen.template.components;
  const columns = useMemo(
    () => (type === 'dynamic' ? campaignVariableColumns(components) : []),
    [type, components],
  );

  const sheetReady = sheet !== null && mappingComplete(sheet.mapping, columns);
  const valuesFilled =
    type === 'dynamic' || (state.variables !== null && allFilled(chosen.fields, state.variables));
  // The pre-flight checks the values too: the recipients are counted once every value is given.
  const ready =
    type === 'dynamic' ? sheetReady : valuesFilled && hasRecipients(state) && (sheet === null || sheetReady);
  const input = useMemo(() => campaignInput(state), [state]);
  const preflight = useCampaignPreflight(channelId, useDebouncedValue(ready ? input : undefined, 500));
  const scheduleOk = state.schedule.mode === 'now' || !isPast(state.schedule.time);

  const previewValues =
    type === 'standard'
      ? state.variables
      : sheet
        ? (firstRowVariables(sheet.file, sheet.mapping) ?? null)
        : null;

  const handleNext = () => {
    if (!valuesFilled) {
      setShowMissing(true);
      return;
    }
    dispatch({ type: 'next' });
  };

  const count = !ready ? null : preflight.isFetching ? (
    <CircularProgress size={16} aria-label={t('recipients.counting')} />
  ) : preflight.data ? (
    <Typography
      variant="body2"
      sx={{ color: 'text.secondary' }}
      data-testid="recipient-count"
      aria-live="polite"
    >
      {t('recipients.count', { count: preflight.data.recipientCount })}
    </Typography>
  ) : null;

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' } }}>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          {type === 'standard' && state.variables && (
            <Stack spacing={2}>
              <Typography variant="subtitle1" component="h3">
                {t('message.variables')}
              </Typography>
              <VariableFields
                fields={chosen.fields}
                values={state.variables}
                onChange={(update) => {
                  if (state.variables) dispatch({ type: 'setVariables', variables: update(state.variables) });
                }}
                showMissing={showMissing}
              />
            </Stack>
          )}
          {type === 'standard' ? (
            <RecipientsPicker
              channelId={channelId}
              recipients={state.recipients}
              sheet={sheet}
              count={count}
              onToggleContact={(contactId) => dispatch({ type: 'toggleContact', contactId })}
              onToggleGroup={(groupId) => dispatch({ type: 'toggleGroup', groupId })}
              onToggleContactInGroup={(groupId, contactId) =>
                dispatch({ type: 'toggleContactInGroup', groupId, contactId })
              }
              onFilter={(filter) => dispatch({ type: 'setFilter', filter })}
              onSheet={(next) => dispatch({ type: 'setSheet', sheet: next })}
              onMapping={(mapping) => dispatch({ type: 'setMapping', mapping })}
            />
          ) : (
            <Stack spacing={2}>
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2, flexWrap: 'wrap' }}
              >
                <Typography variant="subtitle1" component="h3">
                  {t('sheet.title')}
                </Typography>
                {count}
              </Stack>
              <SheetPanel
                channelId={channelId}
                sheet={sheet}
                components={components}
                columns={columns}
                sampleOf={chosen.template}
                onSheet={(next) => dispatch({ type: 'setSheet', sheet: next })}
                onMapping={(mapping) => dispatch({ type: 'setMapping', mapping })}
              />
            </Stack>
          )}
          {preflight.error && ready && (
            <Alert severity="error">
              {errorText(t, preflight.error, 'campaign-wizard:messages.preflightFailed')}
            </Alert>
          )}
          {preflight.data && sheet && ready && (
            <InvalidContactsTable
              invalidContacts={preflight.data.invalidContacts}
              total={preflight.data.invalidContactCount}
            />
          )}
          <Divider />
          <ScheduleFields
            schedule={state.schedule}
            onMode={(mode) => dispatch({ type: 'setSchedule', mode, now: new Date() })}
            onTime={(time) => dispatch({ type: 'setScheduleTime', time })}
          />
        </Stack>
        <Box>
          <MessagePreview
            language={chosen.template.language}
            rendered={renderChosen(chosen, previewValues)}
          />
        </Box>
      </Box>
      <WizardActions
        onBack={() => dispatch({ type: 'back' })}
        onNext={handleNext}
        nextDisabled={(valuesFilled && !ready) || !scheduleOk}
      />
    </Stack>
  );
}
