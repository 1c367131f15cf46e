import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { QuickReplyInput, TimeRestriction } from '@parley/contract';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { spansMidnight } from '../time-restriction';

/** On or off; when on, the hours (in the account's time zone) during which the reply may go out. */
export function TimeRestrictionField({ control }: { control: Control<QuickReplyInput> }) {
  const { t } = useTranslation('quick-replies');
  const restriction = useWatch({ control, name: 'timeRestriction' }) as TimeRestriction;

  return (
    <Stack spacing={2}>
      <Controller
        control={control}
        name="timeRestriction.enabled"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                data-testid="time-restriction-switch"
              />
            }
            label={t('form.restrictTime')}
          />
        )}
      />
      {restriction.enabled && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="timeRestriction.startTime"
              label={t('form.startTime')}
              type="time"
              inputProps={{ step: 60, dir: 'ltr', 'data-testid': 'start-time' }}
              required
            />
            <FormTextField
              control={control}
              name="timeRestriction.endTime"
              label={t('form.endTime')}
              type="time"
              inputProps={{ step: 60, dir: 'ltr', 'data-testid': 'end-time' }}
              required
            />
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="time-restriction-hint">
            {spansMidnight(restriction) ? t('form.overnightHint') : t('form.timeHint')}
          </Typography>
        </>
      )}
    </Stack>
  );
}
