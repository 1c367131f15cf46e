import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../lib/error-text';

export interface FormSelectProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  /** Runs after the form has the new value. */
  onChanged?: (value: string) => void;
  disabled?: boolean;
  /** Shown under the choice while it has no error. */
  helperText?: ReactNode;
}

/** A choice bound to react-hook-form, its error translated under it. */
export function FormSelect<T extends FieldValues>({
  name,
  control,
  label,
  options,
  onChanged,
  disabled,
  helperText,
}: FormSelectProps<T>) {
  const { t } = useTranslation();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          label={label}
          name={field.name}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          inputRef={field.ref}
          onChange={(event) => {
            field.onChange(event.target.value);
            onChanged?.(event.target.value);
          }}
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={validationText(t, fieldState.error?.message) ?? helperText}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
