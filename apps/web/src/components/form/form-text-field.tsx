import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ReactNode, useId, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../lib/error-text';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  OutlinedInputProps,
  'name' | 'label' | 'error'
> & {
  name: Path<T>;
  control: Control<T>;
  label: string;
  helperText?: ReactNode;
};

/**
 * A text field bound to react-hook-form, its error translated under it. Built from the outlined
 * input rather than TextField, which would bring Select and Menu into every form's bundle.
 */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  label,
  helperText,
  type,
  required,
  ...inputProps
}: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const id = `${useId()}-${name}`;
  const isPassword = type === 'password';
  // A date or time input always shows its format, so its label stays above it.
  const shrink = type === 'date' || type === 'datetime-local' || type === 'time' ? true : undefined;

  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const message = validationText(t, fieldState.error?.message) ?? helperText;
        return (
          <FormControl fullWidth variant="outlined" error={Boolean(fieldState.error)} required={required}>
            <InputLabel htmlFor={id} shrink={shrink}>
              {label}
            </InputLabel>
            <OutlinedInput
              {...inputProps}
              {...field}
              value={field.value ?? ''}
              id={id}
              notched={shrink}
              label={required ? `${label} *` : label}
              type={isPassword && revealed ? 'text' : type}
              aria-describedby={message ? `${id}-helper` : undefined}
              endAdornment={
                isPassword ? (
                  <InputAdornment position="end">
                    <IconButton
                      onClick={() => setRevealed((value) => !value)}
                      edge="end"
                      aria-label={t(revealed ? 'common:actions.hidePassword' : 'common:actions.showPassword')}
                    >
                      {revealed ? <VisibilityOff /> : <Visibility />}
                    </IconButton>
                  </InputAdornment>
                ) : undefined
              }
            />
            {message && <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
