import DataObject from '@mui/icons-material/DataObject';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type TemplateDraft, variableCount } from '@parley/contract';
import { useRef } from 'react';
import { type Control, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form/form-text-field';
import { validationText } from '../../../lib/error-text';
import { insertVariable } from './template-draft';

export interface BodyFieldProps {
  control: Control<TemplateDraft>;
  /** `body`, or a card's `cards.N.body`. */
  name: 'body' | `cards.${number}.body`;
  label: string;
  maxLength: number;
  required?: boolean;
}

/** A text with `{{1}}`, `{{2}}`… inserted by a button, and one example input per variable. */
export function BodyField({ control, name, label, maxLength, required }: BodyFieldProps) {
  const { t } = useTranslation('template-builder');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const { field, fieldState } = useController({ control, name: `${name}.text` as Path<TemplateDraft> });
  const text = String(field.value ?? '');
  const count = variableCount(text);

  const addVariable = () => {
    const next = insertVariable(text, inputRef.current?.selectionStart ?? text.length);
    field.onChange(next.text);
    requestAnimationFrame(() => {
      inputRef.current?.focus();
      inputRef.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <Stack spacing={1.5}>
      <TextField
        label={label}
        required={required}
        multiline
        minRows={3}
        fullWidth
        name={field.name}
        value={text}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={inputRef}
        error={Boolean(fieldState.error)}
        helperText={validationText(t, fieldState.error?.message) ?? t('body.hint', { max: maxLength })}
        slotProps={{ htmlInput: { 'data-testid': `${name}-text` } }}
      />
      <Button
        size="small"
        startIcon={<DataObject />}
        onClick={addVariable}
        sx={{ alignSelf: 'flex-start' }}
        data-testid={`${name}-add-variable`}
      >
        {t('body.addVariable')}
      </Button>
      {count > 0 && (
        <Stack spacing={1.5}>
          <Typography variant="subtitle2">{t('body.examples')}</Typography>
          {Array.from({ length: count }, (_, index) => (
            <FormTextField
              // biome-ignore lint/suspicious/noArrayIndexKey: one input per variable number, in order
              key={index}
              control={control}
              name={`${name}.examples.${index}` as Path<TemplateDraft>}
              label={t('body.example', { variable: `{{${index + 1}}}` })}
              required
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
