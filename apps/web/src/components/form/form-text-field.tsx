import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../lib/error-text';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  name: Path<T>;
  control: Control<T>;
};

/** A text field bound to react-hook-form, showing its error translated under the field. */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  helperText,
  type,
  ...props
}: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';

  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          {...props}
          value={field.value ?? ''}
          id={props.id ?? name}
          type={isPassword && revealed ? 'text' : type}
          error={Boolean(fieldState.error)}
          helperText={validationText(t, fieldState.error?.message) ?? helperText}
          slotProps={{
            ...props.slotProps,
            input: isPassword
              ? {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        onClick={() => setRevealed((value) => !value)}
                        edge="end"
                        aria-label={t(
                          revealed ? 'common:actions.hidePassword' : 'common:actions.showPassword',
                        )}
                      >
                        {revealed ? <VisibilityOff /> : <Visibility />}
                      </IconButton>
                    </InputAdornment>
                  ),
                }
              : undefined,
          }}
        />
      )}
    />
  );
}
