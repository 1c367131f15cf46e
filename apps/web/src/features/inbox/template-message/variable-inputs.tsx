import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { VariableField } from './template-fields';

export interface VariableInputsProps {
  title: string;
  fields: VariableField[];
  values: string[];
  onChange: (index: number, value: string) => void;
  /** Variables are named `{{1}}`; buttons by their text. */
  kind: 'variable' | 'button';
  showMissing: boolean;
  testId: string;
}

/** One group of a template's values (header, body, buttons, a card), each with its example. */
export function VariableInputs({
  title,
  fields,
  values,
  onChange,
  kind,
  showMissing,
  testId,
}: VariableInputsProps) {
  const { t } = useTranslation('inbox');
  if (fields.length === 0) return null;
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2">{title}</Typography>
      {fields.map((field, index) => {
        const value = values[index] ?? '';
        const missing = showMissing && !value.trim();
        return (
          <TextField
            // biome-ignore lint/suspicious/noArrayIndexKey: a value's place in its group is what it is.
            key={index}
            size="small"
            label={
              kind === 'variable'
                ? t('template.variable', { name: field.name })
                : t('template.buttonValue', { name: field.name })
            }
            value={value}
            onChange={(event) => onChange(index, event.target.value)}
            error={missing}
            helperText={
              missing
                ? t('template.required')
                : field.example && t('template.example', { example: field.example })
            }
            slotProps={{
              htmlInput: { 'data-testid': `${testId}-${index}`, maxLength: kind === 'button' ? 2000 : 1024 },
            }}
          />
        );
      })}
    </Stack>
  );
}
