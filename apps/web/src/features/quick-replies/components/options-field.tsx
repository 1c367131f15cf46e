import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type QuickReplyInput, quickReplyLimits } from '@parley/contract';
import { type Control, type FieldError, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { validationText } from '../../../lib/error-text';

/** The quick reply's option buttons: up to three, each a short title, added and removed in place. */
export function OptionsField({ control }: { control: Control<QuickReplyInput> }) {
  const { t } = useTranslation('quick-replies');
  const { field, fieldState } = useController({ control, name: 'options' });
  // The controller's own value misses edits made inside the options; the watched one has them.
  const options = useWatch({ control, name: 'options' }) ?? [];
  const error = fieldState.error as (FieldError & { root?: FieldError }) | undefined;
  const message = validationText(t, error?.root?.message ?? error?.message);
  const full = options.length >= quickReplyLimits.options;

  return (
    <Stack spacing={2}>
      {options.map((option, index) => (
        <Stack
          // biome-ignore lint/suspicious/noArrayIndexKey: the inputs read their values by position
          key={index}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
          data-testid="option-editor"
        >
          <FormTextField
            control={control}
            name={`options.${index}`}
            label={t('form.optionLabel', { number: index + 1 })}
            helperText={`${option.length}/${quickReplyLimits.optionLength}`}
            inputProps={{
              maxLength: quickReplyLimits.optionLength,
              dir: 'auto',
              'data-testid': `option-${index}`,
            }}
            size="small"
          />
          <IconButton
            onClick={() => field.onChange(options.filter((_, other) => other !== index))}
            aria-label={t('form.removeOption', { number: index + 1 })}
            sx={{ mt: 0.25 }}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      {message && <FormHelperText error>{message}</FormHelperText>}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<Add />}
          disabled={full}
          onClick={() => field.onChange([...options, ''])}
          data-testid="add-option"
        >
          {t('form.addOption')}
        </Button>
        <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="options-count">
          {t('form.optionsCount', { used: options.length, max: quickReplyLimits.options })}
        </Typography>
      </Stack>
    </Stack>
  );
}
