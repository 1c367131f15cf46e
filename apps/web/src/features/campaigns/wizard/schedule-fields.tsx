import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localDateTime, type ScheduleMode, type WizardState } from './wizard-state';

export interface ScheduleFieldsProps {
  schedule: WizardState['schedule'];
  onMode: (mode: ScheduleMode) => void;
  onTime: (time: string) => void;
}

/** Spec §4: send now or later; later starts at the current time, in the browser's time zone, which is shown. */
export function ScheduleFields({ schedule, onMode, onTime }: ScheduleFieldsProps) {
  const { t } = useTranslation('campaign-wizard');
  const labelId = useId();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const past = schedule.mode === 'later' && isPast(schedule.time);
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={labelId}>{t('schedule.title')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={schedule.mode}
          onChange={(event) => onMode(event.target.value as ScheduleMode)}
        >
          <FormControlLabel
            value="now"
            control={<Radio slotProps={{ input: { 'data-testid': 'schedule-now' } as object }} />}
            label={t('schedule.now')}
          />
          <FormControlLabel
            value="later"
            control={<Radio slotProps={{ input: { 'data-testid': 'schedule-later' } as object }} />}
            label={t('schedule.later')}
          />
        </RadioGroup>
      </FormControl>
      {schedule.mode === 'later' && (
        <TextField
          type="datetime-local"
          label={t('schedule.time')}
          value={schedule.time}
          onChange={(event) => onTime(event.target.value)}
          error={past}
          helperText={past ? t('schedule.past') : t('schedule.timeZone', { timeZone })}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: localDateTime(new Date()), 'data-testid': 'schedule-time' },
          }}
          sx={{ maxWidth: 320 }}
        />
      )}
    </Stack>
  );
}

/** A minute's grace, as the server allows for a form left open on "now". */
export const isPast = (time: string) => new Date(time).getTime() < Date.now() - 60_000;
