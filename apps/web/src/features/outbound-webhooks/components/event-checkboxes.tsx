import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { type OutboundWebhookEvent, outboundWebhookEvents } from '@parley/contract';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../lib/error-text';

export interface FormEventCheckboxesProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
}

/** The events an endpoint listens to, a checkbox each, bound to the form; its error under them. */
export function FormEventCheckboxes<T extends FieldValues>({ name, control }: FormEventCheckboxesProps<T>) {
  const { t } = useTranslation('outbound-webhooks');
  const { field, fieldState } = useController({ name, control });
  const chosen = (field.value ?? []) as OutboundWebhookEvent[];
  const toggle = (event: OutboundWebhookEvent, on: boolean) =>
    field.onChange(
      on
        ? outboundWebhookEvents.filter((e) => e === event || chosen.includes(e))
        : chosen.filter((e) => e !== event),
    );
  const message = validationText(t, fieldState.error?.message ?? fieldState.error?.root?.message);

  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
      <FormLabel component="legend">{t('fields.events')}</FormLabel>
      <FormHelperText sx={{ mx: 0 }}>{t('form.eventsHint')}</FormHelperText>
      <FormGroup>
        {outboundWebhookEvents.map((event) => (
          <FormControlLabel
            key={event}
            control={
              <Checkbox
                checked={chosen.includes(event)}
                onChange={(change) => toggle(event, change.target.checked)}
                onBlur={field.onBlur}
                name={`${name}.${event}`}
                data-testid={`event-${event}`}
              />
            }
            label={
              <>
                {t(`events.${event}`)}{' '}
                <Typography component="bdi" dir="ltr" variant="caption" sx={{ color: 'text.secondary' }}>
                  {event}
                </Typography>
              </>
            }
          />
        ))}
      </FormGroup>
      {message && <FormHelperText sx={{ mx: 0 }}>{message}</FormHelperText>}
    </FormControl>
  );
}
